// POST /payments/verify: the shopper's browser reports what the provider's checkout handed it. The signature
// is checked against the provider order id WE stored for this order, never the one the browser sends.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { invalidateProducts } from '@/lib/server/cache';
import { DomainError } from '@/lib/server/errors';
import {
  orderNotFound,
  failPendingOrder,
  orderView,
  recordCapturedPayment,
  type ReportedPayment,
} from '@/lib/server/orders';
import { deliverQueuedMail } from '@/lib/server/mail';
import { paymentProvider } from '@/lib/server/payments/providers';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import {
  ORDER_ERROR_CODES,
  type PaymentVerificationResponse,
  type VerifyPaymentBody,
} from '@/lib/shared/schemas/checkout-schema';
import { recordShortfallPayment, shortfallByProviderOrder } from '@/lib/server/exchange';
import { shortfallPaise } from '@/lib/server/exchange/records';
import { EXCHANGE_MESSAGES } from '@/lib/shared/messages/exchange';
import type { ExchangeQuoteRow, OrderRow } from '@/lib/server/db/schema';
import { payablePaise } from '@/lib/shared/money';
import { verifySavingsPayment } from '@/lib/server/savings';
import type { SavingsPaid } from '@/lib/shared/schemas/savings-schema';
import { giftCardByProviderOrder, verifyGiftCardPayment, type GiftCardVerification } from '@/lib/server/gift-cards';

/**
 * What the checkout handed the browser, as a captured payment. Its signature covers the provider order we
 * created for exactly `amountPaise` (the provider refuses another sum against it), so that is what was captured.
 */
function checkoutPayment(
  body: VerifyPaymentBody,
  providerOrderId: string,
  amountPaise: number,
  currency: string,
): ReportedPayment {
  const provider = paymentProvider().name;
  return {
    provider,
    providerPaymentId: body.razorpay_payment_id,
    providerOrderId,
    amountPaise,
    currency,
    source: 'verify',
  };
}

async function paidResponse(
  db: Executor,
  orderId: number,
  message: string,
  body: VerifyPaymentBody,
): Promise<PaymentVerificationResponse> {
  const view = await orderView(db, orderId);
  if (!view) throw new Error(`Order ${orderId} vanished after payment`);
  return { success: true, message, payment_id: body.razorpay_payment_id, order: view };
}

/** The shortfall's payment: a bad signature fails nothing (the order itself was paid long ago). */
async function verifyShortfall(
  order: Pick<OrderRow, 'id' | 'currency'>,
  quote: ExchangeQuoteRow,
  body: VerifyPaymentBody,
): Promise<PaymentVerificationResponse> {
  const providerOrderId = quote.shortfallProviderOrderId!;
  if (!paymentProvider().verifySignature(providerOrderId, body.razorpay_payment_id, body.razorpay_signature))
    throw new DomainError(ORDER_ERROR_CODES.verificationFailed, CHECKOUT_MESSAGES.verificationFailed);
  const db = await getDb();
  const payment = checkoutPayment(body, providerOrderId, shortfallPaise(quote), order.currency);
  const outcome = await db.transaction((tx) => recordShortfallPayment(tx, quote.id, payment));
  if (outcome === 'needs_review')
    throw new DomainError(ORDER_ERROR_CODES.paymentMismatch, CHECKOUT_MESSAGES.paymentUnderReview);
  return paidResponse(db, order.id, EXCHANGE_MESSAGES.owedPaid, body);
}

export const REFUND_DUE_MESSAGE =
  'Your payment was received, but this order had already closed and its items are no longer available. The full amount will be refunded.';

export async function verifyPayment(
  userId: number,
  body: VerifyPaymentBody,
): Promise<PaymentVerificationResponse | GiftCardVerification | SavingsPaid> {
  // A savings plan's instalment has a provider order of its own and no order (body.order_id is its enrolment).
  const savings = await verifySavingsPayment(userId, body);
  if (savings) return savings;
  const provider = paymentProvider();
  const db = await getDb();
  // A gift card's own provider order (its id, not an order's, came back as order_id).
  const giftCard = await giftCardByProviderOrder(db, provider.name, body.razorpay_order_id);
  if (giftCard) return verifyGiftCardPayment(userId, giftCard, body);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, body.order_id), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw orderNotFound();
  // The checkout window paid the old-gold shortfall's own provider order, not the order's.
  if (body.razorpay_order_id !== order.providerOrderId) {
    const shortfall = await shortfallByProviderOrder(db, provider.name, body.razorpay_order_id);
    if (shortfall && shortfall.quote.orderId === order.id) return verifyShortfall(order, shortfall.quote, body);
  }

  const genuine =
    order.providerOrderId !== null &&
    order.paymentProvider === provider.name &&
    body.razorpay_order_id === order.providerOrderId &&
    provider.verifySignature(order.providerOrderId, body.razorpay_payment_id, body.razorpay_signature);

  if (!genuine) {
    // Only a pending order closes here: a forged call can never undo an order that was really paid.
    const released = await db.transaction((tx) => failPendingOrder(tx, order.id));
    if (released) invalidateProducts(released);
    throw new DomainError(ORDER_ERROR_CODES.verificationFailed, CHECKOUT_MESSAGES.verificationFailed);
  }

  const payment = checkoutPayment(body, order.providerOrderId!, payablePaise(order), order.currency);
  const outcome = await db.transaction((tx) => recordCapturedPayment(tx, order.id, payment));
  if (outcome.productIds.length) invalidateProducts(outcome.productIds);
  void deliverQueuedMail(outcome.mail);
  if (outcome.result === 'refund_due') throw new DomainError(ORDER_ERROR_CODES.refundDue, REFUND_DUE_MESSAGE);
  if (outcome.result === 'needs_review')
    throw new DomainError(ORDER_ERROR_CODES.paymentMismatch, CHECKOUT_MESSAGES.paymentUnderReview);
  return paidResponse(db, order.id, CHECKOUT_MESSAGES.paymentSuccess, body);
}
