// The return request a shopper sends from My Orders, and the back office's moves on it.
import { z } from 'zod';
import { RETURN_MESSAGES as M } from '@/lib/shared/messages/returns';
import { REFUND_DESTINATIONS, type RefundDestination } from '@/lib/shared/refund-destinations';

export const returnRequestSchema = z
  .object({
    reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(1000, M.reasonTooLong),
    items: z
      .array(
        z
          .object({
            order_item_id: z.number().int().positive(),
            quantity: z
              .number({ error: M.quantityInvalid })
              .int(M.quantityInvalid)
              .min(1, M.quantityInvalid)
              .max(100, M.quantityInvalid),
          })
          .strict(),
        {
          error: M.itemsRequired,
        },
      )
      .min(1, M.itemsRequired)
      .max(50),
    /** The pieces arrived faulty: the only ground on which a made-to-order or engraved piece is taken back. */
    faulty: z.boolean().default(false),
    /** Where the refund goes once the pieces are received: back the way it was paid, or at once to store credit. */
    refund_to: z.enum(REFUND_DESTINATIONS).default('original'),
  })
  .strict();
export type ReturnRequestBody = z.output<typeof returnRequestSchema>;

export const RETURN_MOVES = ['approve', 'refuse', 'receive'] as const;
export const returnMoveSchema = z
  .object({
    action: z.enum(RETURN_MOVES),
    note: z.string().trim().max(1000).optional(),
    /** With receive: pieces that came back damaged, which are not put back in stock. */
    damaged: z
      .array(
        z
          .object({
            order_item_id: z.number().int().positive(),
            quantity: z.number().int().min(1, M.quantityInvalid).max(100, M.quantityInvalid),
          })
          .strict(),
      )
      .max(50)
      .optional(),
  })
  .strict();
export type ReturnMove = z.output<typeof returnMoveSchema>;

export type ApiReturn = {
  id: number;
  status: 'requested' | 'approved' | 'refused' | 'received' | 'refunded';
  reason: string;
  items: { order_item_id: number; quantity: number }[];
  /** The returned pieces' share of what was paid. */
  amount: number;
  /** What was refunded for them once received (less than amount when earlier refunds left less); null until then. */
  refunded_amount: number | null;
  decision_note: string | null;
  /** Where the refund goes: the way it was paid, or the buyer's store credit. */
  refund_to?: RefundDestination;
  /** The courier's pickup of the pieces, when one was booked: delivered says whether it reached the shop (pieces
   *  handed over at the shop may be received before it has). */
  pickup?: { awb: string; courier: string; status: string; delivered: boolean } | null;
  /** Pieces the shop found damaged on receipt (not restocked). */
  damaged?: { order_item_id: number; quantity: number }[];
  created_at: string;
};
