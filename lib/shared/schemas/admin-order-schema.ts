// The back office's order list query and status moves.
import { z } from 'zod';
import { ORDER_STATUSES } from '@/lib/shared/constants';
import { adminPageQuerySchema, updatedAtSchema } from './admin-schema';
import { shopDaySchema } from './date-schema';
import { ADMIN_ORDER_MESSAGES as M } from '@/lib/shared/messages/admin-orders';

/** Besides each status: orders paid and waiting to ship, orders whose payment needs the owner's look, and orders
 *  with a return waiting for the shop's decision, and first COD orders waiting for their confirmation. */
export const ADMIN_ORDER_VIEWS = ['all', 'to_ship', 'review', 'returns', 'cod_unconfirmed', ...ORDER_STATUSES] as const;

export const adminOrderQuerySchema = adminPageQuerySchema.extend({
  view: z.enum(ADMIN_ORDER_VIEWS).default('all'),
  /** An order number, or part of the customer's email, name or phone. */
  q: z.string().trim().max(100).optional(),
  /** Placed on or after / on or before these days (YYYY-MM-DD, IST). */
  from: shopDaySchema.optional(),
  to: shopDaySchema.optional(),
});
export type AdminOrderQuery = z.output<typeof adminOrderQuerySchema>;

/** The moves the back office makes; cancelling a paid order refunds it in full. */
/** A Hallmark Unique ID: 6 letters and digits, given to each BIS-hallmarked piece. */
export const HUID_PATTERN = /^[A-Z0-9]{6}$/;

export const ADMIN_ORDER_MOVES = ['processing', 'shipped', 'delivered', 'cancelled'] as const;

const trackingUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v), M.trackingUrlInvalid)
  .transform((v) => v || null);

/** Each hallmarked line of an order being shipped, with the HUID of each of its pieces. */
export const lineHuidsSchema = z
  .array(
    z
      .object({
        order_item_id: z.number().int().positive(),
        huids: z.array(z.string().trim().toUpperCase().regex(HUID_PATTERN, M.huidInvalid)).max(10),
      })
      .strict(),
  )
  .max(50);

/** HUIDs corrected after shipping: the lines whose HUIDs were wrong, each with all its pieces' HUIDs. */
export const huidCorrectionSchema = z.object({ huids: lineHuidsSchema.min(1) }).strict();
export type HuidCorrection = z.output<typeof huidCorrectionSchema>;

export const orderMoveSchema = z
  .object({
    status: z.enum(ADMIN_ORDER_MOVES, { error: M.moveInvalid }),
    courier: z.string().trim().max(100).optional(),
    tracking_number: z.string().trim().max(100).optional(),
    tracking_url: trackingUrl.optional(),
    /** When shipping: the HUID of each BIS-hallmarked piece of a line (required for gold), printed on the tax invoice. */
    huids: lineHuidsSchema.optional(),
    note: z.string().trim().max(1000).optional(),
    updated_at: updatedAtSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.huids && body.status !== 'shipped')
      ctx.addIssue({ code: 'custom', path: ['huids'], message: M.huidsOnlyWhenShipping });
    if (body.status !== 'shipped') return;
    if (!body.courier) ctx.addIssue({ code: 'custom', path: ['courier'], message: M.courierRequired });
    if (!body.tracking_number) ctx.addIssue({ code: 'custom', path: ['tracking_number'], message: M.trackingRequired });
  });
export type OrderMove = z.output<typeof orderMoveSchema>;

export const orderNoteSchema = z.object({ note: z.string().trim().min(1, M.noteRequired).max(1000) }).strict();
