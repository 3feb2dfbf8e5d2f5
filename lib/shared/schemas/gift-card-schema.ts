// Gift cards and store credit at the API: what a buyer and the owner send, and what they are answered.
import { z } from 'zod';
import { GIFT_CARD_AMOUNT, GIFT_CARD_SEND_AHEAD_DAYS, giftCardRecipientPhone } from '@/lib/shared/gift-card-rules';
import { GIFT_CARD_MESSAGES as M } from '@/lib/shared/messages/gift-cards';
import { hasWholePaise, MAX_AMOUNT_RUPEES } from '@/lib/shared/money';
import { addDays, shopToday } from '@/lib/shared/shop-time';
import { emailSchema } from './auth-schema';
import { shopDay } from './date-schema';

const amountIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message).refine(hasWholePaise, M.amountPaise);

const giftAmount = amountIn(
  GIFT_CARD_AMOUNT.minRupees,
  GIFT_CARD_AMOUNT.maxRupees,
  M.amountRange(GIFT_CARD_AMOUNT.minRupees, GIFT_CARD_AMOUNT.maxRupees),
);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong(max))
    .nullish()
    .transform((v) => v || null);

const optionalEmail = z
  .union([z.literal(''), emailSchema])
  .nullish()
  .transform((v) => v || null);

const optionalPhone = z
  .string()
  .trim()
  .max(20, M.phoneInvalid)
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const phone = giftCardRecipientPhone(v);
    if (!phone) ctx.addIssue({ code: 'custom', message: M.phoneInvalid });
    return phone;
  });

/** POST /gift_cards */
export const giftCardPurchaseBodySchema = z
  .object({
    amount: giftAmount,
    recipient_name: z.string({ error: M.required }).trim().min(1, M.required).max(100),
    recipient_email: optionalEmail,
    recipient_phone: optionalPhone,
    message: optionalText(500),
    send_on: shopDay()
      .nullish()
      .refine((day) => {
        if (!day) return true;
        const today = shopToday();
        return day >= today && day <= addDays(today, GIFT_CARD_SEND_AHEAD_DAYS);
      }, M.sendOnRange(GIFT_CARD_SEND_AHEAD_DAYS)),
  })
  .strict()
  .refine((b) => b.recipient_email || b.recipient_phone, { message: M.contactRequired, path: ['recipient_email'] });
export type GiftCardPurchaseBody = z.infer<typeof giftCardPurchaseBodySchema>;

/** POST /admin/gift_cards: a goodwill card; the same range as a bought one. */
export const adminGiftCardBodySchema = z
  .object({
    amount: giftAmount,
    recipient_email: optionalEmail,
    recipient_phone: optionalPhone,
    reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(500),
  })
  .strict();
export type AdminGiftCardBody = z.infer<typeof adminGiftCardBodySchema>;

/** POST /admin/customers/{id}/store_credit */
export const storeCreditGrantBodySchema = z
  .object({
    amount: z
      .number({ error: M.amountInvalid })
      .positive(M.amountInvalid)
      .max(MAX_AMOUNT_RUPEES, M.amountInvalid)
      .refine(hasWholePaise, M.amountPaise),
    reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(500),
  })
  .strict();
export type StoreCreditGrantBody = z.infer<typeof storeCreditGrantBodySchema>;

const giftCardStatus = z.enum(['pending', 'scheduled', 'active', 'expired', 'closed']);

/** A card its buyer sees: never the code (it goes to the recipient), only its last four once made. */
export const apiGiftCardPurchaseSchema = z.object({
  id: z.number(),
  amount: z.number(),
  recipient_name: z.string(),
  recipient_email: z.string().nullable(),
  recipient_phone: z.string().nullable(),
  send_on: z.string(),
  sent_at: z.string().nullable(),
  status: giftCardStatus,
  expires_on: z.string().nullable(),
  code_last4: z.string().nullable(),
});
export type ApiGiftCardPurchase = z.infer<typeof apiGiftCardPurchaseSchema>;

export const giftCardListSchema = z.object({ gift_cards: z.array(apiGiftCardPurchaseSchema) });

/** POST /gift_cards: create-order's shape, for a provider order of the card's own. */
export const giftCardPaymentOrderSchema = z.object({
  id: z.number(),
  amount: z.number().describe('paise, the unit the provider takes'),
  total_amount: z.number(),
  currency: z.string(),
  key: z.string(),
  razorpay_order_id: z.string(),
  provider: z.enum(['razorpay', 'sandbox']),
  gift_card: apiGiftCardPurchaseSchema,
});

/** POST /payments/verify of a gift card's provider order. */
export const giftCardVerifiedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payment_id: z.string(),
  gift_card: apiGiftCardPurchaseSchema,
});

/** GET /gift_cards/{code} */
export const giftCardBalanceSchema = z.object({
  gift_card: z.object({
    balance: z.number(),
    expires_on: z.string().nullable(),
    status: z.enum(['active', 'expired', 'closed']),
  }),
});
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>['gift_card'];

/** POST /admin/gift_cards */
export const adminGiftCardIssuedSchema = z.object({
  gift_card: z.object({ id: z.number(), code: z.string(), balance: z.number(), expires_on: z.string() }),
});

const movementSchema = z.object({
  id: z.number(),
  amount: z.number(),
  reason: z.string(),
  order_id: z.number().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});

/** GET /store_credit, and the owner's grant's answer. */
export const storeCreditSchema = z.object({ balance: z.number(), movements: z.array(movementSchema) });
export type ApiStoreCredit = z.infer<typeof storeCreditSchema>;
