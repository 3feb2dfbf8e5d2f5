// What a payment means for its order, whoever reports it: the shopper's verify call, the provider's webhook,
// or the sandbox card page. Money received is always recorded, whatever state the order is in.
import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { orders, payments, type OrderRow } from '@/lib/server/db/schema';
import type { QueuedMail } from '@/lib/server/mail';
import { formatRupees, paiseToRupees, payablePaise } from '@/lib/shared/money';
import { appendOrderNote, confirmOrder, failPendingOrder, PAID_STATUSES } from './order-transitions';
import { OutOfStockError, reserveOrderStockAgain } from './stock';

export type ReportedPayment = {
  provider: string;
  providerPaymentId: string;
  providerOrderId: string;
  amountPaise: number;
  /** ISO code as the provider reported it (Razorpay's payment entity always carries it). */
  currency: string;
  source: 'verify' | 'webhook';
};

export type CapturedOutcome = {
  /** The order as it stands after this payment. */
  order: OrderRow;
  /** confirmed: this payment confirmed the order now; already_paid: it was paid before (a replay, or webhook
   * and verify both reporting); refund_due: the money came but the order could not be fulfilled;
   * needs_review: its amount or currency is not the order's, so it confirms nothing and the owner must look. */
  result: 'confirmed' | 'already_paid' | 'refund_due' | 'needs_review';
  /** Products whose stock changed (held again for a revived order). */
  productIds: number[];
  /** The confirmation this payment queued, if it confirmed the order: deliver it after the commit. */
  mail: QueuedMail[];
};

async function currentOrder(tx: Executor, orderId: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row) throw new Error(`Order ${orderId} vanished while recording a payment`);
  return row;
}

async function noteRefundDue(tx: Executor, order: OrderRow, payment: ReportedPayment, why: string): Promise<void> {
  console.warn(`[payments] refund due: order ${order.id}, payment ${payment.providerPaymentId} (${why})`);
  await appendOrderNote(
    tx,
    order.id,
    `Payment ${payment.providerPaymentId} of ${formatRupees(paiseToRupees(payment.amountPaise))} arrived ${why}; it will be refunded in full.`,
  );
}

/** Flags the order for the owner (orders.review_reason, listed by the back office); the shopper sees nothing. */
async function flagForReview(tx: Executor, orderId: number, reason: string): Promise<void> {
  console.warn(`[payments] order ${orderId} needs review: ${reason}`);
  await tx
    .update(orders)
    .set({
      reviewReason: sql`CASE WHEN ${orders.reviewReason} IS NULL THEN ${reason} ELSE ${orders.reviewReason} || chr(10) || ${reason} END`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId));
}

const describeAmount = (paise: number, currency: string) =>
  paise < 0 || !currency ? 'an unreported amount' : `${paiseToRupees(paise).toFixed(2)} ${currency}`;

/**
 * A captured payment. Idempotent: the payment row is keyed by (provider, payment id), and only the call that
 * moves the order out of pending confirms it, empties the cart and queues the email.
 * A payment for an order that already closed (expired, failed, cancelled) revives it when its pieces can be
 * held again; otherwise the order keeps its status and notes the refund the shop owes.
 */
export async function recordCapturedPayment(
  tx: Executor,
  orderId: number,
  payment: ReportedPayment,
): Promise<CapturedOutcome> {
  // A genuine signature proves who sent the event, not that the sum is right: a payment of 1 paisa against
  // this provider order must not buy a ₹1,799 order. It is kept (money did move) and the owner is told.
  const before = await currentOrder(tx, orderId);
  // What the provider was asked to charge: the total less any old gold's quoted value.
  const payable = payablePaise(before);
  if (payment.amountPaise !== payable || payment.currency !== before.currency) {
    const changed = await tx
      .insert(payments)
      .values({ orderId, ...payment, status: 'captured' })
      .onConflictDoUpdate({
        target: [payments.provider, payments.providerPaymentId],
        // The provider's report of the sum wins over the one a verify call assumed.
        set: { amountPaise: payment.amountPaise, currency: payment.currency, status: 'captured' },
        setWhere: sql`${payments.amountPaise} <> ${payment.amountPaise} OR ${payments.currency} <> ${payment.currency} OR ${payments.status} = 'failed'`,
      })
      .returning({ id: payments.id });
    if (changed.length > 0) {
      await flagForReview(
        tx,
        orderId,
        `Payment ${payment.providerPaymentId} of ${describeAmount(payment.amountPaise, payment.currency)} does not match the order total of ${describeAmount(payable, before.currency)}; it did not confirm the order.`,
      );
    }
    return { order: await currentOrder(tx, orderId), result: 'needs_review', productIds: [], mail: [] };
  }
  // The same payment reported again (verify after the webhook) stays what the provider said it was.
  const [known] = await tx
    .select({ amountPaise: payments.amountPaise, currency: payments.currency })
    .from(payments)
    .where(and(eq(payments.provider, payment.provider), eq(payments.providerPaymentId, payment.providerPaymentId)))
    .limit(1);
  if (known && (known.amountPaise !== payable || known.currency !== before.currency)) {
    return { order: before, result: 'needs_review', productIds: [], mail: [] };
  }

  const inserted = await tx
    .insert(payments)
    .values({ orderId, ...payment, status: 'captured' })
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerPaymentId],
      // A payment first reported failed and later captured (a late authorisation) counts as captured.
      set: { status: 'captured' },
      setWhere: eq(payments.status, 'failed'),
    })
    .returning({ id: payments.id });
  const isNewCapture = inserted.length > 0;

  const confirmed = await confirmOrder(tx, orderId, ['pending']);
  if (confirmed) return { order: confirmed.order, result: 'confirmed', productIds: [], mail: confirmed.mail };

  const order = await currentOrder(tx, orderId);
  if (PAID_STATUSES.includes(order.status)) {
    if (isNewCapture) {
      const [other] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.orderId, orderId),
            eq(payments.status, 'captured'),
            ne(payments.providerPaymentId, payment.providerPaymentId),
          ),
        )
        .limit(1);
      if (other) await noteRefundDue(tx, order, payment, 'for an order that was already paid');
    }
    return { order, result: 'already_paid', productIds: [], mail: [] };
  }

  // payment_failed or cancelled: the shopper paid anyway. Hold the pieces again inside a savepoint, so a
  // shortage rolls back only this attempt and the payment row above stays.
  try {
    const revived = await tx.transaction(async (sp) => {
      const productIds = await reserveOrderStockAgain(sp, orderId);
      const change = await confirmOrder(sp, orderId, ['payment_failed', 'cancelled']);
      if (!change) throw new Error('order changed while being revived');
      await sp
        .update(orders)
        .set({ cancelledAt: null, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
      return { change, productIds };
    });
    return {
      order: { ...revived.change.order, cancelledAt: null },
      result: 'confirmed',
      productIds: revived.productIds,
      mail: revived.change.mail,
    };
  } catch (error) {
    if (!(error instanceof OutOfStockError)) throw error;
    if (isNewCapture)
      await noteRefundDue(
        tx,
        order,
        payment,
        `after the order was ${order.status === 'cancelled' ? 'cancelled' : 'closed'} and its items sold out`,
      );
    return { order: await currentOrder(tx, orderId), result: 'refund_due', productIds: [], mail: [] };
  }
}

export type FailedPayment = Omit<ReportedPayment, 'providerPaymentId'> & { providerPaymentId: string | null };

/** A failed payment: recorded when the provider named it, and the pending order closed with its stock back. */
export async function recordFailedPayment(tx: Executor, orderId: number, failure: FailedPayment): Promise<number[]> {
  if (failure.providerPaymentId) {
    await tx
      .insert(payments)
      .values({ orderId, ...failure, providerPaymentId: failure.providerPaymentId, status: 'failed' })
      .onConflictDoNothing({ target: [payments.provider, payments.providerPaymentId] });
  }
  return (await failPendingOrder(tx, orderId)) ?? [];
}
