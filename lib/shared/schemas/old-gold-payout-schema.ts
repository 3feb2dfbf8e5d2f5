// The owner's record of how the value of a buyer's old gold went back to them.
import { z } from 'zod';
import { OLD_GOLD_PAYOUT_MESSAGES as M } from '@/lib/shared/messages/old-gold-payout';
import { OLD_GOLD_PAYOUT_METHODS, type OldGoldPayoutMethod } from '@/lib/shared/selling/old-gold-payout-methods';

export const oldGoldPayoutBodySchema = z
  .object({
    method: z.enum(OLD_GOLD_PAYOUT_METHODS, { error: M.methodInvalid }),
    reference: z.string({ error: M.referenceRequired }).trim().max(200, M.referenceTooLong).default(''),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.method === 'bank_transfer' && body.reference === '')
      ctx.addIssue({ code: 'custom', path: ['reference'], message: M.referenceRequired });
  });
export type OldGoldPayoutBody = z.output<typeof oldGoldPayoutBodySchema>;

/** One sum of old gold owed back, on the back-office order. */
export type ApiOldGoldPayout = {
  id: number;
  cause: string;
  return_id: number | null;
  amount: number;
  method: OldGoldPayoutMethod | null;
  reference: string | null;
  settled_at: string | null;
};
