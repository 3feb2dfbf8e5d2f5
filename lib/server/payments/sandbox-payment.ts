// What the sandbox's hosted card page does with a card: success hands back a payment id and a signature
// (nothing is marked paid until verify or a webhook says so, as with Razorpay); a decline is recorded the way
// Razorpay's payment.failed webhook would record it, closing the order and releasing its stock.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { invalidateProducts } from '@/lib/server/cache';
import { DomainError } from '@/lib/server/errors';
import { orderNotFound, orderNotPending, recordFailedPayment } from '@/lib/server/orders';
import { chargeSandboxCard, isSandboxActive, assertPaymentsOpen } from '@/lib/server/payments/providers';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { DOMAIN_ERROR_MESSAGES } from '@/lib/shared/messages/domain-errors';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import { shortfallByProviderOrder } from '@/lib/server/exchange';
import { shortfallOwedPaise } from '@/lib/server/exchange/records';
import { payablePaise } from '@/lib/shared/money';
import { savingsSandboxOrder } from '@/lib/server/savings';
import { giftCardByProviderOrder } from '@/lib/server/gift-cards';

export type SandboxPaySuccess = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

/** Razorpay's error object, so the browser handles a sandbox decline exactly like a real one. */
function declined(providerOrderId: string, paymentId: string): DomainError {
  return new DomainError(ORDER_ERROR_CODES.paymentDeclined, CHECKOUT_MESSAGES.cardDeclined, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description: CHECKOUT_MESSAGES.cardDeclined,
      source: 'bank',
      step: 'payment_authorization',
      reason: 'payment_failed',
      metadata: { order_id: providerOrderId, payment_id: paymentId },
    },
  });
}

/** An old-gold shortfall's, a gift card's or a savings instalment's provider order: a decline changes nothing. */
async function payOwnProviderOrderInSandbox(
  db: Executor,
  userId: number,
  providerOrderId: string,
  cardNumber: string,
): Promise<SandboxPaySuccess> {
  const giftCard = await giftCardByProviderOrder(db, 'sandbox', providerOrderId);
  const shortfall = giftCard ? null : await shortfallByProviderOrder(db, 'sandbox', providerOrderId);
  const savings = giftCard || shortfall ? null : await savingsSandboxOrder(userId, providerOrderId);
  // A gift card's own provider order pays like a shortfall's: a decline changes nothing (it stays unpaid).
  if (giftCard) {
    if (giftCard.buyerUserId !== userId) throw orderNotFound();
    if (giftCard.status !== 'pending') throw orderNotPending();
  } else if (savings) {
    // A savings plan's instalment: a decline changes nothing either (the month stays payable).
    if (!savings.payable) throw orderNotPending();
  } else {
    if (!shortfall || shortfall.userId !== userId) throw orderNotFound();
    if (shortfallOwedPaise(shortfall.quote) === 0) throw orderNotPending();
  }
  const charge = chargeSandboxCard(cardNumber, providerOrderId);
  if (charge.outcome === 'invalid') throw new DomainError(ORDER_ERROR_CODES.invalidCard, CHECKOUT_MESSAGES.invalidCard);
  if (charge.outcome !== 'success') throw declined(providerOrderId, charge.paymentId);
  return {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: charge.paymentId,
    razorpay_signature: charge.signature,
  };
}

export async function paySandboxOrder(
  userId: number,
  providerOrderId: string,
  cardNumber: string,
): Promise<SandboxPaySuccess> {
  if (!isSandboxActive()) throw new DomainError(ORDER_ERROR_CODES.sandboxOnly, DOMAIN_ERROR_MESSAGES.sandboxNotFound);
  assertPaymentsOpen();
  const db = await getDb();
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      totalPaise: orders.totalPaise,
      exchangeCreditPaise: orders.exchangeCreditPaise,
      storedValuePaise: orders.storedValuePaise,
      currency: orders.currency,
    })
    .from(orders)
    .where(
      and(
        eq(orders.providerOrderId, providerOrderId),
        eq(orders.paymentProvider, 'sandbox'),
        eq(orders.userId, userId),
      ),
    )
    .limit(1);
  if (!order) return payOwnProviderOrderInSandbox(db, userId, providerOrderId, cardNumber);
  if (order.status !== 'pending') throw orderNotPending();

  const charge = chargeSandboxCard(cardNumber, providerOrderId);
  if (charge.outcome === 'invalid') throw new DomainError(ORDER_ERROR_CODES.invalidCard, CHECKOUT_MESSAGES.invalidCard);
  if (charge.outcome === 'success') {
    return {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: charge.paymentId,
      razorpay_signature: charge.signature,
    };
  }

  const released = await db.transaction((tx) =>
    recordFailedPayment(tx, order.id, {
      provider: 'sandbox',
      providerPaymentId: charge.paymentId,
      providerOrderId,
      amountPaise: payablePaise(order),
      currency: order.currency,
      source: 'webhook',
    }),
  );
  if (released.length) invalidateProducts(released);
  throw declined(providerOrderId, charge.paymentId);
}
