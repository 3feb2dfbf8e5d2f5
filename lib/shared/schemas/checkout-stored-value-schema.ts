// The gift cards, store credit and savings plan a buyer spends on an order: the fields create-order takes
// (applied in this order, before the card), and checkout's preview of them (POST /payments/stored-value).
import { z } from 'zod';
import { hasWholePaise, MAX_AMOUNT_RUPEES } from '@/lib/shared/money';
import { normalizeGiftCardCode } from '@/lib/shared/gift-card-rules';
import type { StoredValueKind } from '@/lib/shared/selling/stored-value-uses';

/** How many gift cards one order may spend. */
export const MAX_GIFT_CARDS_PER_ORDER = 5;

export const storedValueChoice = {
  /** Gift cards spent on it, in this order, before store credit, a savings plan and the card (at most 5). */
  gift_card_codes: z
    .array(z.string({ error: 'must be a list of codes' }).trim().min(1, 'is required').max(64, 'is too long'), {
      error: 'must be a list of codes',
    })
    .max(MAX_GIFT_CARDS_PER_ORDER, `must have at most ${MAX_GIFT_CARDS_PER_ORDER} codes`)
    .refine((codes) => new Set(codes.map(normalizeGiftCardCode)).size === codes.length, 'must not repeat a code')
    .optional()
    .default([]),
  /** Spend the buyer's store credit on it, after the gift cards. */
  use_store_credit: z.boolean({ error: 'must be true or false' }).optional().default(false),
  /** A matured (or closed) savings plan of the buyer's whose money is spent on it, after the store credit. */
  savings_enrolment_id: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be positive')
    .max(2_147_483_647, 'is too large')
    .nullish(),
};

/** POST /payments/stored-value: what the choice would pay of `amount_due` (rupees: the total less old gold). */
export const storedValuePreviewBodySchema = z.object({
  ...storedValueChoice,
  amount_due: z
    .number({ error: 'must be a number' })
    .nonnegative('must not be negative')
    .max(MAX_AMOUNT_RUPEES, 'is too large')
    .refine(hasWholePaise, 'must have at most two decimals'),
});

export const storedValuePreviewSchema = z.object({
  /** What the buyer could spend: their store credit, and each savings plan ready to spend. */
  store_credit: z.number(),
  savings: z.array(z.object({ enrolment_id: z.number(), amount: z.number(), redeem_by: z.string().nullable() })),
  applied: z.array(
    z.object({ kind: z.enum(['gift_card', 'store_credit', 'savings']), label: z.string(), amount: z.number() }),
  ),
  amount_to_pay: z.number(),
});

export type StoredValuePreview = z.infer<typeof storedValuePreviewSchema> & {
  applied: { kind: StoredValueKind; label: string; amount: number }[];
};
