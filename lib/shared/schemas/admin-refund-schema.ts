// The back office's refund body (owner only): an amount in rupees and why.
import { z } from 'zod';
import { ADMIN_REFUND_MESSAGES as M } from '@/lib/shared/messages/admin-refunds';
import { hasWholePaise, MAX_AMOUNT_RUPEES } from '@/lib/shared/money';
import { REFUND_DESTINATIONS } from '@/lib/shared/refund-destinations';

export const refundBodySchema = z
  .object({
    amount: z
      .number({ error: M.amountInvalid })
      .positive(M.amountInvalid)
      .max(MAX_AMOUNT_RUPEES, M.amountInvalid)
      .refine(hasWholePaise, M.amountPaise),
    reason: z.string().trim().max(500, M.reasonTooLong).default(''),
    /** Back the way it was paid (the default), or at once to the buyer's store credit. */
    to: z.enum(REFUND_DESTINATIONS).default('original'),
  })
  .strict();

/** The Idempotency-Key header: a retried request with the same key refunds once. */
export const idempotencyKeySchema = z.string().trim().min(8, M.keyInvalid).max(200, M.keyInvalid);
