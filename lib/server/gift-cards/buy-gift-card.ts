// A shopper buys a gift card: the card is written as pending, a provider order of its own is made for its
// value, and the answer has create-order's shape so the shop's checkout window pays it unchanged. Paying it
// (verify, the sandbox card page or the webhook) issues the card: settle-gift-card.ts. No GST is charged: a
// gift card is neither a supply of goods nor of services (CBIC Circular 243/37/2024); the jewellery bought
// with it carries the tax.
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { giftCards, storedValues } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { assertPaymentsOpen, paymentProvider } from '@/lib/server/payments/providers';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import type { ApiGiftCardPurchase, GiftCardPurchaseBody } from '@/lib/shared/schemas/gift-card-schema';
import { shopToday } from '@/lib/shared/shop-time';
import { purchaseView, purchaseViewOf } from './gift-card-view';

export const GIFT_CARD_CURRENCY = 'INR';

export type GiftCardPaymentOrder = {
  id: number;
  amount: number;
  total_amount: number;
  currency: string;
  key: string;
  razorpay_order_id: string;
  provider: 'razorpay' | 'sandbox';
  gift_card: ApiGiftCardPurchase;
};

/** POST /gift_cards */
export async function startGiftCardPurchase(userId: number, body: GiftCardPurchaseBody): Promise<GiftCardPaymentOrder> {
  const provider = paymentProvider();
  assertPaymentsOpen();
  const db = await getDb();
  const amountPaise = rupeesToPaise(body.amount);
  const [card] = await db
    .insert(giftCards)
    .values({
      amountPaise,
      buyerUserId: userId,
      recipientName: body.recipient_name,
      recipientEmail: body.recipient_email,
      recipientPhone: body.recipient_phone,
      message: body.message,
      sendOn: body.send_on ?? shopToday(),
      provider: provider.name,
    })
    .returning({ id: giftCards.id });

  let providerOrderId: string;
  try {
    ({ providerOrderId } = await provider.createProviderOrder({
      amountPaise,
      currency: GIFT_CARD_CURRENCY,
      receipt: `gift_card_${card.id}`,
      notes: { gift_card_id: String(card.id), user_id: String(userId), purpose: 'gift_card' },
    }));
  } catch (error) {
    await db.delete(giftCards).where(eq(giftCards.id, card.id));
    console.error(`[payments] ${provider.name} order for gift card ${card.id} failed`, error);
    throw new DomainError(ORDER_ERROR_CODES.providerError, CHECKOUT_MESSAGES.providerUnavailable);
  }
  await db.update(giftCards).set({ providerOrderId }).where(eq(giftCards.id, card.id));
  return {
    id: card.id,
    amount: amountPaise,
    total_amount: paiseToRupees(amountPaise),
    currency: GIFT_CARD_CURRENCY,
    key: provider.publicKey,
    razorpay_order_id: providerOrderId,
    provider: provider.name,
    gift_card: await purchaseViewOf(db, card.id),
  };
}

/** GET /gift_cards: the cards this shopper bought, newest first (unpaid ones older than a day left out). */
export async function listOwnGiftCards(userId: number): Promise<ApiGiftCardPurchase[]> {
  const db = await getDb();
  const rows = await db
    .select({ card: giftCards, status: storedValues.status, expiresOn: storedValues.expiresOn })
    .from(giftCards)
    .leftJoin(storedValues, eq(storedValues.id, giftCards.storedValueId))
    .where(eq(giftCards.buyerUserId, userId))
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
    .limit(100);
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  return rows
    .filter((r) => r.card.status === 'issued' || r.card.createdAt.getTime() > dayAgo)
    .map((r) => purchaseView(r.card, r.status ? { status: r.status, expiresOn: r.expiresOn } : null));
}
