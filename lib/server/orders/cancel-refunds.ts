// A cancelled paid order's refunds: everything still refundable, given back, one bounded attempt per payment.
import 'server-only';
import { and, asc, eq, like } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { orders, refunds } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import type { StaffActor } from '@/lib/server/access';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ADMIN_REFUND_MESSAGES as M } from '@/lib/shared/messages/admin-refunds';
import { formatRupees, paiseToRupees } from '@/lib/shared/money';
import { recordOrderEvent } from './order-events';
import { refundableByPayment } from './refundable';
import { sendRefund, toRefundView, type RefundView, type Reserved } from './refunds';

type RefundRow = typeof refunds.$inferSelect;

/** The refunds a cancel made on one payment so far; each attempt has its own key (cancel-ORDER:PAYMENT:N). */
async function cancelRefundsOf(tx: Executor, orderId: number, paymentId: number): Promise<RefundRow[]> {
  return tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), like(refunds.idempotencyKey, `cancel-${orderId}:${paymentId}:%`)))
    .orderBy(asc(refunds.id));
}

/**
 * Under the order's lock: this payment's cancel refund. An earlier attempt that has not failed is replayed (the
 * provider refunds once per key); otherwise a new attempt, with a new key, for what is left on the payment.
 */
async function reserveRemaining(
  tx: Executor,
  orderId: number,
  paymentId: number,
  reason: string,
  createdBy: number,
): Promise<Reserved | null> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  const open = (await refundableByPayment(tx, orderId)).find((p) => p.payment.id === paymentId);
  if (!open) return null;
  const earlier = await cancelRefundsOf(tx, orderId, paymentId);
  const live = earlier.find((r) => r.status !== 'failed');
  if (live) return { refund: live, providerPaymentId: open.payment.providerPaymentId, replay: true };
  if (open.left <= 0) return null;
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId,
      paymentId,
      provider: open.payment.provider,
      amountPaise: open.left,
      reason,
      idempotencyKey: `cancel-${orderId}:${paymentId}:${earlier.length + 1}`,
      createdBy,
    })
    .returning();
  return { refund, providerPaymentId: open.payment.providerPaymentId, replay: false };
}

/** Stops a cancel's refunds: the reason goes on the order's timeline for the owner, and to the caller. */
async function unreconciled(actor: StaffActor, orderId: number, reason: string): Promise<DomainError> {
  const db = await getDb();
  await db.transaction((tx) => recordOrderEvent(tx, orderId, actor, { kind: 'note', note: reason }));
  console.warn(`[refunds] order ${orderId}: ${reason}`);
  return new DomainError(ADMIN_ERROR_CODES.conflict, reason);
}

/**
 * Everything still refundable on the order, given back (a cancelled paid order). Called after the cancel committed.
 * Bounded: one attempt per payment that had money left when it began, so a provider that keeps failing or books
 * that do not add up can never refund again and again. After each refund the payment must show nothing left;
 * when it does not (or the provider answered failed), the refunds stop and the reason is recorded and thrown.
 */
export async function refundRemaining(actor: StaffActor, orderId: number, reason: string): Promise<RefundView[]> {
  const db = await getDb();
  const made: RefundView[] = [];
  const owed = (await refundableByPayment(db, orderId)).filter((p) => p.left > 0).map((p) => p.payment.id);
  for (const paymentId of owed) {
    const reserved = await db.transaction((tx) => reserveRemaining(tx, orderId, paymentId, reason, actor.userId));
    if (!reserved) continue;
    const view =
      reserved.replay && reserved.refund.providerRefundId
        ? toRefundView(reserved.refund, actor.email)
        : // The cancelled order's pieces are credited once, on its first refund; a second payment's is value only.
          await sendRefund(reserved, actor, { credit: made.length === 0 ? 'all-pieces' : 'value-only' });
    made.push(view);
    if (view.status === 'failed') throw await unreconciled(actor, orderId, M.cancelRefundFailed(view.id));
    const left = (await refundableByPayment(db, orderId)).find((p) => p.payment.id === paymentId)?.left ?? 0;
    if (left > 0)
      throw await unreconciled(actor, orderId, M.cancelRefundUnreconciled(view.id, formatRupees(paiseToRupees(left))));
  }
  return made;
}
