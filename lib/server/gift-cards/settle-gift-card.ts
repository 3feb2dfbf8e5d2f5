// A gift card's payment, however it is reported (the browser's verify, the webhook): the card is issued
// once. The card's row is locked and its status moves from pending to issued in the same transaction that
// makes its balance, so a verify and a webhook racing (or a repeated webhook) issue it once. Only the card's
// value, in rupees, issues it; any other sum is kept for the owner to look at.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { giftCards, type GiftCardRow } from '@/lib/server/db/schema';
import { recordAudit } from '@/lib/server/audit';
import { DomainError } from '@/lib/server/errors';
import { deliverQueuedMail, type QueuedMail } from '@/lib/server/mail';
import { paymentProvider } from '@/lib/server/payments/providers';
import { creditStoredValue } from '@/lib/server/stored-value';
import { STORED_VALUE_ERROR_CODES } from '@/lib/shared/error-codes';
import { giftCardLastDay } from '@/lib/shared/gift-card-rules';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { GIFT_CARD_MESSAGES as M } from '@/lib/shared/messages/gift-cards';
import { paiseToRupees } from '@/lib/shared/money';
import { ORDER_ERROR_CODES, type VerifyPaymentBody } from '@/lib/shared/schemas/checkout-schema';
import type { ApiGiftCardPurchase } from '@/lib/shared/schemas/gift-card-schema';
import { shopToday } from '@/lib/shared/shop-time';
import { GIFT_CARD_CURRENCY } from './buy-gift-card';
import { makeAndMailCode } from './deliver-code';
import { purchaseViewOf } from './gift-card-view';

export type GiftCardPayment = {
  providerPaymentId: string;
  amountPaise: number;
  currency: string;
  source: 'verify' | 'webhook';
};

export type GiftCardOutcome = { result: 'paid' | 'already_paid' | 'needs_review'; mail: QueuedMail[] };

/** The gift card this provider order pays for; null when it is none. */
export async function giftCardByProviderOrder(
  db: Executor,
  provider: string,
  providerOrderId: string,
): Promise<GiftCardRow | null> {
  const [row] = await db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.provider, provider), eq(giftCards.providerOrderId, providerOrderId)))
    .limit(1);
  return row ?? null;
}

const PAYMENT_ACTOR = { label: 'payment' } as const;

export async function recordGiftCardPayment(
  tx: Executor,
  cardId: number,
  payment: GiftCardPayment,
): Promise<GiftCardOutcome> {
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, cardId)).for('update');
  if (!card) throw new Error(`Gift card ${cardId} vanished while being paid`);
  const paid = { amount: paiseToRupees(payment.amountPaise), provider_payment_id: payment.providerPaymentId };
  if (card.status === 'issued') {
    if (card.providerPaymentId !== payment.providerPaymentId)
      await recordAudit(tx, PAYMENT_ACTOR, {
        action: 'gift_card.paid_twice',
        entityType: 'gift_card',
        entityId: card.id,
        after: { ...paid, source: payment.source },
      });
    return { result: 'already_paid', mail: [] };
  }
  if (payment.amountPaise !== card.amountPaise || payment.currency !== GIFT_CARD_CURRENCY) {
    await recordAudit(tx, PAYMENT_ACTOR, {
      action: 'gift_card.payment_mismatch',
      entityType: 'gift_card',
      entityId: card.id,
      before: { amount: paiseToRupees(card.amountPaise) },
      after: { ...paid, currency: payment.currency, source: payment.source },
    });
    return { result: 'needs_review', mail: [] };
  }
  const today = shopToday();
  const sendOn = card.sendOn < today ? today : card.sendOn;
  const expiresOn = giftCardLastDay(sendOn);
  const value = await creditStoredValue(tx, {
    sourceKey: `gift:${card.id}`,
    kind: 'gift_card',
    userId: null,
    amountPaise: card.amountPaise,
    reason: 'issued',
    expiresOn,
    actor: card.buyerUserId ? `user:${card.buyerUserId}` : null,
  });
  await tx
    .update(giftCards)
    .set({
      status: 'issued',
      issuedAt: new Date(),
      sendOn,
      expiresOn,
      storedValueId: value.storedValueId,
      providerPaymentId: payment.providerPaymentId,
    })
    .where(eq(giftCards.id, card.id));
  await recordAudit(tx, PAYMENT_ACTOR, {
    action: 'gift_card.issued',
    entityType: 'gift_card',
    entityId: card.id,
    after: { ...paid, expires_on: expiresOn, send_on: sendOn, source: payment.source },
  });
  const made = sendOn <= today ? await makeAndMailCode(tx, card.id) : null;
  return { result: 'paid', mail: made?.mail ? [made.mail] : [] };
}

export type GiftCardVerification = {
  success: true;
  message: string;
  payment_id: string;
  gift_card: ApiGiftCardPurchase;
};

/** POST /payments/verify of a gift card's provider order: the signature is checked against the one we stored. */
export async function verifyGiftCardPayment(
  userId: number,
  card: GiftCardRow,
  body: VerifyPaymentBody,
): Promise<GiftCardVerification> {
  const provider = paymentProvider();
  if (card.buyerUserId !== userId) throw new DomainError(STORED_VALUE_ERROR_CODES.giftCardNotFound, M.notFound);
  if (!provider.verifySignature(card.providerOrderId!, body.razorpay_payment_id, body.razorpay_signature))
    throw new DomainError(ORDER_ERROR_CODES.verificationFailed, CHECKOUT_MESSAGES.verificationFailed);
  const db = await getDb();
  const outcome = await db.transaction((tx) =>
    recordGiftCardPayment(tx, card.id, {
      providerPaymentId: body.razorpay_payment_id,
      amountPaise: card.amountPaise,
      currency: GIFT_CARD_CURRENCY,
      source: 'verify',
    }),
  );
  void deliverQueuedMail(outcome.mail);
  if (outcome.result === 'needs_review')
    throw new DomainError(ORDER_ERROR_CODES.paymentMismatch, CHECKOUT_MESSAGES.paymentUnderReview);
  return {
    success: true,
    message: M.paid,
    payment_id: body.razorpay_payment_id,
    gift_card: await purchaseViewOf(db, card.id),
  };
}
