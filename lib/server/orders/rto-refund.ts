// A prepaid parcel the courier brought back (returned to origin) is refunded only once the owner has opened it
// and checked its pieces: one action, with the refunds permission and a recent password, audited. It reverses
// the invoice in full (every piece came back), owes back any old gold the order was paid with, and refunds what
// is left on the card less what the shop keeps (the freight, when the owner chose so), once: its idempotency
// key is the order's.
import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { authorize, requireRecentPassword, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { invoiceOf, reverseInvoice } from '@/lib/server/invoices';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ADMIN_REFUND_MESSAGES as M } from '@/lib/shared/messages/admin-refunds';
import { ADMIN_ORDER_MESSAGES } from '@/lib/shared/messages/admin-orders';
import { paiseToRupees } from '@/lib/shared/money';
import { recordOrderEvent } from './order-events';
import { oldGoldOwedFor } from '@/lib/server/exchange/records';
import { oweOldGoldOnOrder } from './old-gold-owed';
import { refundableByPayment } from './refundable';
import { reserveRefund, sendRefund, type RefundView, type Reserved } from './refunds';

/** Whether a parcel back from the courier waits for the owner's inspection before its refund. */
export const rtoInspectionDue = (order: { status: string; paidAt: Date | null; rtoInspectedAt: Date | null }) =>
  order.status === 'returned_to_origin' && order.paidAt !== null && order.rtoInspectedAt === null;

const conflict = (message: string) => new DomainError(ADMIN_ERROR_CODES.conflict, message);

/** The owner opened the returned parcel: reverse, owe back, refund. `keepPaise` is what the shop keeps. */
export async function refundInspectedReturn(
  actor: StaffActor,
  orderId: number,
  keepPaise: number,
): Promise<{ refund: RefundView | null }> {
  authorize(actor, 'refunds');
  requireRecentPassword(actor);
  const db = await getDb();
  const reserved = await db.transaction(async (tx): Promise<Reserved | null> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
    if (order.status !== 'returned_to_origin') throw conflict(M.rtoNotReturned);
    if (!order.paidAt) throw conflict(M.rtoUnpaid);
    if (order.rtoInspectedAt) throw conflict(M.rtoAlreadyInspected);
    await tx
      .update(orders)
      .set({ rtoInspectedAt: new Date() })
      .where(and(eq(orders.id, orderId), isNull(orders.rtoInspectedAt)));
    const invoice = await invoiceOf(tx, orderId);
    if (invoice) await reverseInvoice(tx, invoice, M.rtoRefundReason);
    const oldGoldPaise = await oldGoldOwedFor(tx, orderId, order.totalPaise, 0);
    await oweOldGoldOnOrder(tx, orderId, { cause: `rto-${orderId}`, returnRequestId: null, amountPaise: oldGoldPaise });
    const left = Math.max(0, ...(await refundableByPayment(tx, orderId)).map((p) => p.left));
    const amountPaise = left - Math.max(0, keepPaise);
    await recordOrderEvent(tx, orderId, actor, { kind: 'note', note: M.rtoInspected });
    await recordAudit(tx, actor, {
      action: 'order.rto_inspected',
      entityType: 'order',
      entityId: orderId,
      after: {
        refund: paiseToRupees(Math.max(0, amountPaise)),
        kept: paiseToRupees(Math.max(0, keepPaise)),
        old_gold_owed: paiseToRupees(oldGoldPaise),
      },
    });
    if (amountPaise <= 0) return null;
    const request = { amountPaise, reason: M.rtoRefundReason, idempotencyKey: `rto-${orderId}` };
    return reserveRefund(tx, orderId, request, actor.userId);
  });
  if (!reserved || (reserved.replay && reserved.refund.providerRefundId)) return { refund: null };
  // The invoice was reversed in full above: the refund takes nothing more off it.
  return { refund: await sendRefund(reserved, actor, { creditNote: false }) };
}
