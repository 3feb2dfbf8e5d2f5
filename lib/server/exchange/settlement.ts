// Settling an order's old gold once the shop has tested it. An excess (the gold was worth more than quoted) is
// refunded at once through the order's refunds, with no credit note: it is the price of the old gold bought,
// not a cut in the new piece's. A shortfall is paid by the shopper through the shop's usual card checkout,
// against a provider order of its own, reported by verify, the sandbox card page or the webhook like any
// payment; until it is paid the order is not dispatched (assertNoShortfall in ship-order and book-shipment).
import 'server-only';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { exchangeQuotes, orders, payments, type ExchangeQuoteRow } from '@/lib/server/db/schema';
import type { StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { DomainError } from '@/lib/server/errors';
import { shortfallOwedPaise, shortfallPaise, testGold } from './records';
import { deliverQueuedMail } from '@/lib/server/mail';
import { assertPaymentsOpen, paymentProvider } from '@/lib/server/payments/providers';
import { EXCHANGE_ERROR_CODES as C } from '@/lib/shared/error-codes';
import { EXCHANGE_MESSAGES as M } from '@/lib/shared/messages/exchange';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { paiseToRupees } from '@/lib/shared/money';
import type { ApiOrderExchange, ExchangeTestBody } from '@/lib/shared/selling/old-gold';
import { ORDER_ERROR_CODES, type PaymentOrderResponse } from '@/lib/shared/schemas/checkout-schema';
import {
  orderNotFound,
  recordOrderEvent,
  appendOrderNote,
  orderView,
  refundableByPayment,
  reserveRefund,
  sendRefund,
  type Reserved,
  type RefundView,
} from '@/lib/server/orders';
import type { ReportedPayment } from '@/lib/server/orders';

/** Each order's excess is refunded once: a retried test can never refund it twice. */
const excessKey = (orderId: number) => `exchange-excess-${orderId}`;

/**
 * POST /admin/orders/{id}/exchange: the test recorded, the shopper mailed, and an excess refunded. Giving money
 * back is a refund like any other, so testGold refuses an excess without the refunds permission and a recently
 * given password; when no card payment on the order can take it (cash on delivery not yet paid), the owner is
 * told on the order's timeline to pay it back directly.
 */
export async function recordTestedGold(
  actor: StaffActor,
  orderId: number,
  body: ExchangeTestBody,
): Promise<{ exchange: ApiOrderExchange; refund: RefundView | null }> {
  const db = await getDb();
  const { test, reserved } = await db.transaction(async (tx) => {
    const test = await testGold(tx, actor, orderId, body);
    const excess = (test.row.testedValuePaise ?? 0) - test.row.valuePaise;
    if (excess <= 0) return { test, reserved: null };
    const left = Math.max(0, ...(await refundableByPayment(tx, orderId)).map((p) => p.left));
    if (left < excess) {
      await recordOrderEvent(tx, orderId, actor, { kind: 'note', note: M.excessNotRefunded(paiseToRupees(excess)) });
      return { test, reserved: null };
    }
    const request = {
      amountPaise: excess,
      reason: M.excessRefundReason,
      idempotencyKey: excessKey(orderId),
      purpose: 'old_gold_purchase' as const,
    };
    const reserved: Reserved = await reserveRefund(tx, orderId, request, actor.userId);
    return { test, reserved };
  });
  void deliverQueuedMail(test.mail);
  const refund = reserved ? await sendRefund(reserved, actor, { creditNote: false }) : null;
  return { exchange: test.view, refund };
}

/** The shopper's own order with its old gold, or 404. */
async function ownQuote(db: Executor, userId: number, orderId: number) {
  const [row] = await db
    .select({ order: orders, quote: exchangeQuotes })
    .from(orders)
    .leftJoin(exchangeQuotes, eq(exchangeQuotes.orderId, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw orderNotFound();
  return row;
}

/**
 * POST /orders/{id}/exchange/pay: a provider order for the shortfall, made once and reused by every later
 * try, answered in create-order's shape so the shop's checkout window pays it unchanged.
 */
export async function startShortfallPayment(userId: number, orderId: number): Promise<PaymentOrderResponse> {
  const provider = paymentProvider();
  assertPaymentsOpen();
  const db = await getDb();
  const { order, quote } = await ownQuote(db, userId, orderId);
  const owed = quote ? shortfallOwedPaise(quote) : 0;
  if (!quote || owed === 0) throw new DomainError(C.nothingOwed, M.nothingOwed);

  let providerOrderId = quote.shortfallProvider === provider.name ? quote.shortfallProviderOrderId : null;
  if (!providerOrderId) {
    let made: string;
    try {
      ({ providerOrderId: made } = await provider.createProviderOrder({
        amountPaise: owed,
        currency: order.currency,
        receipt: `order_${order.id}_old_gold`,
        notes: { order_id: String(order.id), user_id: String(userId), purpose: 'old_gold_shortfall' },
      }));
    } catch (error) {
      console.error(`[payments] ${provider.name} order for order ${order.id}'s old-gold shortfall failed`, error);
      throw new DomainError(ORDER_ERROR_CODES.providerError, CHECKOUT_MESSAGES.providerUnavailable);
    }
    // Two tries at once: the first to store its provider order wins, and both pay that one.
    const [stored] = await db
      .update(exchangeQuotes)
      .set({ shortfallProviderOrderId: made, shortfallProvider: provider.name })
      .where(
        and(
          eq(exchangeQuotes.id, quote.id),
          or(isNull(exchangeQuotes.shortfallProviderOrderId), ne(exchangeQuotes.shortfallProvider, provider.name)),
        ),
      )
      .returning({ id: exchangeQuotes.shortfallProviderOrderId });
    providerOrderId = stored?.id ?? (await ownQuote(db, userId, orderId)).quote?.shortfallProviderOrderId ?? made;
  }
  const view = await orderView(db, order.id);
  if (!view) throw orderNotFound();
  return {
    id: order.id,
    amount: owed,
    total_amount: paiseToRupees(owed),
    currency: order.currency,
    key: provider.publicKey,
    razorpay_order_id: providerOrderId,
    provider: provider.name,
    order: view,
  };
}

/** The old gold whose shortfall this provider order pays, with its order's owner; null when it is no such order. */
export async function shortfallByProviderOrder(
  db: Executor,
  provider: string,
  providerOrderId: string,
): Promise<{ quote: ExchangeQuoteRow; userId: number; currency: string } | null> {
  const [row] = await db
    .select({ quote: exchangeQuotes, userId: orders.userId, currency: orders.currency })
    .from(exchangeQuotes)
    .innerJoin(orders, eq(orders.id, exchangeQuotes.orderId))
    .where(
      and(eq(exchangeQuotes.shortfallProvider, provider), eq(exchangeQuotes.shortfallProviderOrderId, providerOrderId)),
    )
    .limit(1);
  return row ?? null;
}

export type ShortfallOutcome = 'paid' | 'already_paid' | 'needs_review';

/**
 * A captured payment against a shortfall's provider order. Idempotent (the payment row is keyed by provider
 * and payment id). Only the sum owed, in the order's currency, settles it; any other sum is kept (money did
 * move) and noted for the owner. Settling it is audited.
 */
export async function recordShortfallPayment(
  tx: Executor,
  quoteId: string,
  payment: ReportedPayment,
): Promise<ShortfallOutcome> {
  const [quote] = await tx.select().from(exchangeQuotes).where(eq(exchangeQuotes.id, quoteId)).for('update');
  const orderId = quote?.orderId;
  if (!quote || orderId == null) throw new Error(`Old-gold quote ${quoteId} lost its order while being paid`);
  const [order] = await tx.select({ currency: orders.currency }).from(orders).where(eq(orders.id, orderId));
  const inserted = await tx
    .insert(payments)
    .values({ orderId, ...payment, status: 'captured' })
    .onConflictDoNothing({ target: [payments.provider, payments.providerPaymentId] })
    .returning({ id: payments.id });
  if (quote.shortfallPaidAt) {
    // A second payment of a shortfall already paid: kept, and the owner told it is owed back.
    if (inserted.length > 0) await appendOrderNote(tx, orderId, M.shortfallPaidTwice(payment.providerPaymentId));
    return 'already_paid';
  }
  if (inserted.length === 0) return 'needs_review';
  const owed = shortfallPaise(quote);
  if (payment.amountPaise !== owed || payment.currency !== order?.currency) {
    await appendOrderNote(tx, orderId, M.shortfallMismatch(paiseToRupees(payment.amountPaise), paiseToRupees(owed)));
    return 'needs_review';
  }
  const [paid] = await tx
    .update(exchangeQuotes)
    .set({ shortfallPaidAt: new Date() })
    .where(eq(exchangeQuotes.id, quote.id))
    .returning();
  const data = { amount: paiseToRupees(owed), provider_payment_id: payment.providerPaymentId, source: payment.source };
  await recordOrderEvent(tx, orderId, payment.source === 'verify' ? 'shopper' : 'provider', {
    kind: 'payment',
    note: M.shortfallPaidNote(paiseToRupees(owed)),
    data,
  });
  await recordAudit(
    tx,
    { label: 'payment' },
    {
      action: 'order.exchange_shortfall_paid',
      entityType: 'order',
      entityId: orderId,
      before: { owed: paiseToRupees(owed) },
      after: { owed: 0, shortfall_paid_at: paid!.shortfallPaidAt!.toISOString(), ...data },
    },
  );
  return 'paid';
}
