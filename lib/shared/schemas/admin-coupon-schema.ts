// The back office's coupon bodies: code, percent 1-90, dates, usage limits, minimum order value;
// An amount off (whole rupees) instead of a percent, off the order or off the making charges.
import { MAX_AMOUNT_RUPEES } from '@/lib/shared/money';
import { z } from 'zod';
import { COUPON_APPLIES_TO } from '@/lib/shared/money/coupons';
import { updatedAtSchema } from './admin-schema';
import { shopInstantSchema } from './date-schema';

const M = {
  code: 'Use 3 to 40 letters, digits, hyphens or underscores',
  percent: 'The discount is a whole percent from 1 to 90',
  ends: 'The end must be after the start',
  limit: 'The usage limit is a whole number of at least 1',
  minimum: 'The minimum order value is an amount in rupees',
  amountOff: 'The amount off is a whole number of rupees from 1 to 1,00,00,000',
  appliesTo: "The coupon applies to 'order' or 'making_charges'",
  oneKind: 'Give either a percent or an amount off, not both',
  noKind: 'Give a percent or an amount off',
} as const;

const fields = {
  code: z
    .string({ error: M.code })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9_-]{3,40}$/, M.code)),
  percent: z.number({ error: M.percent }).int(M.percent).min(1, M.percent).max(90, M.percent).nullable(),
  amount_off: z
    .number({ error: M.amountOff })
    .int(M.amountOff)
    .min(1, M.amountOff)
    .max(MAX_AMOUNT_RUPEES, M.amountOff)
    .nullable(),
  applies_to: z.enum(COUPON_APPLIES_TO, { error: M.appliesTo }),
  active: z.boolean(),
  starts_at: shopInstantSchema.nullable(),
  ends_at: shopInstantSchema.nullable(),
  usage_limit: z.number({ error: M.limit }).int(M.limit).min(1, M.limit).max(1_000_000, M.limit).nullable(),
  once_per_customer: z.boolean(),
  min_order_value: z.number({ error: M.minimum }).min(0, M.minimum).max(MAX_AMOUNT_RUPEES, M.minimum),
};

const datesInOrder = (body: { starts_at?: string | null; ends_at?: string | null }) =>
  !body.starts_at || !body.ends_at || new Date(body.ends_at) > new Date(body.starts_at);

export const couponCreateSchema = z
  .object({
    ...fields,
    active: fields.active.default(true),
    starts_at: fields.starts_at.default(null),
    ends_at: fields.ends_at.default(null),
    usage_limit: fields.usage_limit.default(null),
    once_per_customer: fields.once_per_customer.default(false),
    min_order_value: fields.min_order_value.default(0),
    percent: fields.percent.default(null),
    amount_off: fields.amount_off.default(null),
    applies_to: fields.applies_to.default('order'),
  })
  .strict()
  .refine(datesInOrder, { path: ['ends_at'], message: M.ends })
  .superRefine((body, ctx) => {
    if (body.percent !== null && body.amount_off !== null)
      ctx.addIssue({ code: 'custom', path: ['amount_off'], message: M.oneKind });
    if (body.percent === null && body.amount_off === null)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: M.noKind });
  });
export type CouponCreate = z.output<typeof couponCreateSchema>;

export const couponPatchSchema = z
  .object({ ...fields, updated_at: updatedAtSchema })
  .partial()
  .strict()
  .refine(datesInOrder, { path: ['ends_at'], message: M.ends })
  // Giving one of percent and amount_off switches the coupon to it (coupon-admin.ts clears the other).
  .superRefine((body, ctx) => {
    if (body.percent != null && body.amount_off != null)
      ctx.addIssue({ code: 'custom', path: ['amount_off'], message: M.oneKind });
    const clears = (own: number | null | undefined, other: number | null | undefined) => own === null && other == null;
    if (clears(body.percent, body.amount_off)) ctx.addIssue({ code: 'custom', path: ['percent'], message: M.noKind });
    else if (clears(body.amount_off, body.percent))
      ctx.addIssue({ code: 'custom', path: ['amount_off'], message: M.noKind });
  });
export type CouponPatch = z.output<typeof couponPatchSchema>;
