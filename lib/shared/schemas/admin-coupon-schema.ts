// The back office's coupon bodies (issue 14): code, percent 1-90, dates, usage limits, minimum order value.
import { z } from 'zod';
import { updatedAtSchema } from './admin-schema';

const M = {
  code: 'Use 3 to 40 letters, digits, hyphens or underscores',
  percent: 'The discount is a whole percent from 1 to 90',
  ends: 'The end must be after the start',
  limit: 'The usage limit is a whole number of at least 1',
  minimum: 'The minimum order value is an amount in rupees',
} as const;

const fields = {
  code: z
    .string({ error: M.code })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9_-]{3,40}$/, M.code)),
  percent: z.number({ error: M.percent }).int(M.percent).min(1, M.percent).max(90, M.percent),
  active: z.boolean(),
  starts_at: z.iso.datetime({ offset: true }).nullable(),
  ends_at: z.iso.datetime({ offset: true }).nullable(),
  usage_limit: z.number({ error: M.limit }).int(M.limit).min(1, M.limit).max(1_000_000, M.limit).nullable(),
  once_per_customer: z.boolean(),
  min_order_value: z.number({ error: M.minimum }).min(0, M.minimum).max(10_000_000, M.minimum),
};

const datesInOrder = (body: { starts_at?: string | null; ends_at?: string | null }) => !body.starts_at || !body.ends_at || new Date(body.ends_at) > new Date(body.starts_at);

export const couponCreateSchema = z
  .object({
    ...fields,
    active: fields.active.default(true),
    starts_at: fields.starts_at.default(null),
    ends_at: fields.ends_at.default(null),
    usage_limit: fields.usage_limit.default(null),
    once_per_customer: fields.once_per_customer.default(false),
    min_order_value: fields.min_order_value.default(0),
  })
  .strict()
  .refine(datesInOrder, { path: ['ends_at'], message: M.ends });
export type CouponCreate = z.output<typeof couponCreateSchema>;

export const couponPatchSchema = z
  .object({ ...fields, updated_at: updatedAtSchema })
  .partial()
  .strict()
  .refine(datesInOrder, { path: ['ends_at'], message: M.ends });
export type CouponPatch = z.output<typeof couponPatchSchema>;
