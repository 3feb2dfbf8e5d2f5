// The back office's refund body (owner only): an amount in rupees and why.
import { MAX_AMOUNT_RUPEES } from '@/lib/shared/money';
import { z } from 'zod';
import { ADMIN_REFUND_MESSAGES as M } from '@/lib/shared/messages/admin-refunds';

export const refundBodySchema = z
  .object({
    amount: z
      .number({ error: M.amountInvalid })
      .positive(M.amountInvalid)
      .max(MAX_AMOUNT_RUPEES, M.amountInvalid)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, M.amountPaise),
    reason: z.string().trim().max(500, M.reasonTooLong).default(''),
  })
  .strict();
export type RefundBody = z.output<typeof refundBodySchema>;

/** The Idempotency-Key header: a retried request with the same key refunds once. */
export const idempotencyKeySchema = z.string().trim().min(8, M.keyInvalid).max(200, M.keyInvalid);
