// The refund of a received return: what is left to refund of its pieces, never more. Earlier
// refunds on the order (a goodwill ₹1,000 on a ₹5,000 order) leave less to give back than the pieces' value;
// the return then refunds what is left (min of the two) instead of failing. Only rupees captured in rupees
// count. The sum is reserved in one transaction that locks the order, over as many rupee payments as it
// takes, under keys made from the return's id: a retry after a provider failure asks the provider again for
// the same refunds and never reserves a second sum.
import 'server-only';
import { and, asc, eq, like, or } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { orders, payments, refunds } from '@/lib/server/db/schema';
import { authorize, requireRecentPassword, type StaffActor } from '@/lib/server/access';
import { notFound } from '@/lib/server/errors';
import { ADMIN_ORDER_MESSAGES } from '@/lib/shared/messages/admin-orders';
import { refundableByPayment } from './refundable';
import { returnPartToSources } from './stored-value-refund';
import { sendRefund, toRefundView, type RefundView, type Reserved } from './refunds';
import { STORE_CREDIT_PROVIDER, type RefundDestination } from '@/lib/shared/refund-destinations';

export type ReturnRefund = { refunds: RefundView[]; refundedPaise: number };

const keyOf = (returnId: number, n: number) => (n === 0 ? `return-${returnId}` : `return-${returnId}:${n + 1}`);

/** The refunds reserved earlier for this return, or new ones for what is left of its value. */
async function reserve(
  tx: Executor,
  orderId: number,
  returnId: number,
  valuePaise: number,
  createdBy: number,
  refundTo: RefundDestination,
): Promise<Reserved[]> {
  const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
  const earlier = await tx
    .select({ refund: refunds, providerPaymentId: payments.providerPaymentId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(refunds.orderId, orderId),
        or(eq(refunds.idempotencyKey, keyOf(returnId, 0)), like(refunds.idempotencyKey, `return-${returnId}:%`)),
      ),
    )
    .orderBy(asc(refunds.id));
  if (earlier.length > 0) return earlier.map((row) => ({ ...row, replay: true }));

  const open = (await refundableByPayment(tx, orderId)).filter((p) => p.left > 0).sort((a, b) => b.left - a.left);
  let due = Math.min(
    valuePaise,
    open.reduce((sum, p) => sum + p.left, 0),
  );
  const made: Reserved[] = [];
  for (const { payment, left } of open) {
    if (due <= 0) break;
    const amountPaise = Math.min(due, left);
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId,
        paymentId: payment.id,
        provider: refundTo === 'store_credit' ? STORE_CREDIT_PROVIDER : payment.provider,
        amountPaise,
        reason: `Return #${returnId}`,
        idempotencyKey: keyOf(returnId, made.length),
        createdBy,
      })
      .returning();
    made.push({ refund: refund!, providerPaymentId: payment.providerPaymentId, replay: false });
    due -= amountPaise;
  }
  return made;
}

/**
 * Refunds a received return: up to its pieces' value, as much as is still refundable in rupees. Its mail and
 * its one credit note (the pieces' whole value, old gold's share included) are the caller's, after the money
 * went back. A provider failure throws, leaving the failed refund to be tried again.
 */
export async function refundReturn(
  actor: StaffActor,
  orderId: number,
  returnId: number,
  valuePaise: number,
  refundTo: RefundDestination = 'original',
): Promise<ReturnRefund> {
  authorize(actor, 'refunds');
  requireRecentPassword(actor);
  const db = await getDb();
  // The card first; what it cannot take goes back to the stored value the order spent (stored-value-refund.ts).
  const { reserved, storedPaise } = await db.transaction(async (tx) => {
    const made = await reserve(tx, orderId, returnId, valuePaise, actor.userId, refundTo);
    const toCard = made.reduce((sum, one) => sum + one.refund.amountPaise, 0);
    return {
      reserved: made,
      storedPaise: await returnPartToSources(tx, orderId, valuePaise - toCard, keyOf(returnId, 0)),
    };
  });
  const done: RefundView[] = [];
  let refundedPaise = storedPaise;
  for (const one of reserved) {
    // Answered by the provider before (a retry after a later one failed): counted, not asked again.
    const view =
      one.replay && one.refund.providerRefundId && one.refund.status !== 'failed'
        ? toRefundView(one.refund, actor.email)
        : await sendRefund(one, actor, { mail: false, creditNote: false });
    done.push(view);
    if (view.status !== 'failed') refundedPaise += one.refund.amountPaise;
  }
  return { refunds: done, refundedPaise };
}
