// The back office's orders, written: the fulfilment moves (processing, shipped with tracking, delivered) and
// notes. Each move is one conditional UPDATE on the status it expects (as order-transitions.ts), in the
// transaction that records the timeline entry, the audit entry and the shopper's email. The reads are
// order-admin-read.ts, re-exported here.
import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders, taxDocuments, type OrderRow, type TaxDocumentRow } from '@/lib/server/db/schema';
import { invoiceOf, reissueInvoiceWithHuids, reverseInvoice } from '@/lib/server/invoices';
import { DomainError, notFound } from '@/lib/server/errors';
import { authorize, requireRecentPassword, type StaffActor } from '@/lib/server/access';
import { invalidateProducts } from '@/lib/server/cache';
import { refundRemaining } from './cancel-refunds';
import { recordAudit } from '@/lib/server/audit';
import { deliverQueuedMail, type QueuedMail } from '@/lib/server/mail';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { ADMIN_ORDER_MESSAGES as M } from '@/lib/shared/messages/admin-orders';
import type { HuidCorrection, OrderMove } from '@/lib/shared/schemas/admin-order-schema';
import type { AdminOrder } from '@/lib/shared/back-office/admin-types';
import type { OrderStatus } from '@/lib/shared/constants';
import { recordOrderEvent } from './order-events';
import { queueOrderMail, queueTaxDocumentMail } from './queue-order-mail';
import { releaseOrder } from './release-order';
import { codRefusedAtDoorMoves, collectCashOnDelivery } from './cash-on-delivery';
import { settleRemittedCod } from './courier-moves';
import { confirmCodByShop } from './confirm-cod-order';
import { allowedMoves, MOVES_FROM, readAdminOrder } from './order-admin-read';
import { checkedHuids, shipOrder } from './ship-order';
import { assertForm60Received } from './form-60';

export { getAdminOrder, listAdminOrders, listCustomerOrders } from './order-admin-read';

function refusedMove(from: OrderStatus, to: string): DomainError {
  const allowed = allowedMoves(from);
  return new DomainError(ADMIN_ERROR_CODES.conflict, M.cannotMove(from, to, allowed), { allowed_moves: allowed });
}

const MAIL_OF = {
  processing: 'processing',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancellation',
} as const;

/** processing, shipped (with courier and tracking), delivered, or cancelled (stock back; a paid order refunded in
 *  full). Every move emails the shopper. */
export async function moveAdminOrder(actor: StaffActor, id: number, move: OrderMove): Promise<AdminOrder> {
  authorize(actor, 'orders');
  const db = await getDb();
  let mail: QueuedMail[] = [];
  let released: number[] = [];
  let paid = false;
  const order = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw notFound(M.notFound);
    if (move.updated_at && row.updatedAt.getTime() !== new Date(move.updated_at).getTime()) {
      throw new DomainError(ADMIN_ERROR_CODES.staleRecord, ADMIN_MESSAGES.staleRecord, {
        order: await readAdminOrder(tx, id),
      });
    }
    const from = [
      ...MOVES_FROM[move.status],
      ...(codRefusedAtDoorMoves(row).includes(move.status) ? [row.status] : []),
    ];
    if (!from.includes(row.status)) throw refusedMove(row.status, move.status);
    paid = row.paidAt !== null;
    // Cancelling a paid order gives the money back: only those who may refund, with a recent password.
    if (move.status === 'cancelled' && paid) {
      authorize(actor, 'refunds');
      requireRecentPassword(actor);
    }
    const now = new Date();
    let invoice: TaxDocumentRow | null = null;
    let moved: OrderRow | undefined;
    if (move.status === 'shipped') {
      assertForm60Received(row);
      const shipment = {
        courier: move.courier!,
        trackingNumber: move.tracking_number!,
        trackingUrl: move.tracking_url ?? null,
      };
      const shipped = await shipOrder(tx, row, from, shipment, move.huids ?? []);
      moved = shipped?.order;
      invoice = shipped?.invoice ?? null;
    } else {
      const set: Partial<OrderRow> =
        move.status === 'delivered'
          ? { status: 'delivered', deliveredAt: now }
          : move.status === 'cancelled'
            ? { status: 'cancelled', cancelledAt: now }
            : { status: 'processing' };
      [moved] = await tx
        .update(orders)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(orders.id, id), inArray(orders.status, from)))
        .returning();
    }
    if (!moved) throw refusedMove(row.status, move.status);
    let confirmation: QueuedMail[] = [];
    if (move.status === 'cancelled') released = await releaseOrder(tx, id);
    // Taking a first COD order on (after the shop's call to the shopper) is its confirmation, mailed now.
    else confirmation = await confirmCodByShop(tx, id);
    // A parcel refused at the door came back after it was invoiced: a credit note takes the goods back.
    const invoiced = move.status === 'cancelled' && row.status === 'shipped' ? await invoiceOf(tx, id) : null;
    const reversal = invoiced ? await reverseInvoice(tx, invoiced, M.refusedAtDoorReason) : null;
    if (move.status === 'delivered') {
      await collectCashOnDelivery(tx, moved);
      await settleRemittedCod(tx, moved.id);
    }
    const shipment =
      move.status === 'shipped'
        ? { courier: move.courier, tracking_number: move.tracking_number, tracking_url: move.tracking_url ?? null }
        : null;
    await recordOrderEvent(tx, id, actor, {
      kind: 'status',
      fromStatus: row.status,
      toStatus: move.status,
      note: move.note ?? null,
      data: shipment,
    });
    await recordAudit(tx, actor, {
      action: 'order.status',
      entityType: 'order',
      entityId: id,
      before: { status: row.status },
      after: { status: move.status, ...shipment },
    });
    mail = [
      ...confirmation,
      ...(await queueOrderMail(tx, moved, MAIL_OF[move.status], invoice)),
      ...(reversal ? await queueTaxDocumentMail(tx, moved, reversal) : []),
    ];
    return (await readAdminOrder(tx, id))!;
  });
  if (released.length) invalidateProducts(released);
  await deliverQueuedMail(mail);
  // The money goes back after the cancellation committed; a provider failure leaves a failed refund on the
  // order, which the owner can try again from the refund form.
  if (move.status === 'cancelled' && paid) {
    await refundRemaining(actor, id, move.note ?? 'Order cancelled by the shop').catch((error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
      console.warn(`[orders] order ${id} was cancelled but its refund failed: ${error.message}`);
    });
    return (await readAdminOrder(db, id))!;
  }
  return order;
}

/** A note on the order's timeline, for the shop's eyes. */
export async function addOrderNote(actor: StaffActor, id: number, note: string): Promise<AdminOrder> {
  authorize(actor, 'orders');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
    if (!row) throw notFound(M.notFound);
    await recordOrderEvent(tx, id, actor, { kind: 'note', note });
    await recordAudit(tx, actor, { action: 'order.note', entityType: 'order', entityId: id, after: { note } });
    return (await readAdminOrder(tx, id))!;
  });
}

/**
 * HUIDs corrected on a shipped order. The issued invoice is never changed: a credit note reverses it in full and
 * a new invoice carries the corrected HUIDs; both are mailed to the buyer. Refused before the order is invoiced
 * (the HUIDs go in with the shipment) and after a refund's credit note (the reissue would credit it twice).
 */
export async function correctOrderHuids(actor: StaffActor, id: number, body: HuidCorrection): Promise<AdminOrder> {
  authorize(actor, 'orders');
  const db = await getDb();
  let mail: QueuedMail[] = [];
  const order = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw notFound(M.notFound);
    const invoice = await invoiceOf(tx, id);
    if (!invoice) throw new DomainError(ADMIN_ERROR_CODES.conflict, M.huidNotInvoiced);
    const documents = await tx.select().from(taxDocuments).where(eq(taxDocuments.orderId, id));
    if (documents.some((d) => d.kind === 'credit_note' && d.refundId !== null))
      throw new DomainError(ADMIN_ERROR_CODES.conflict, M.huidCorrectionAfterRefund);
    const huids = await checkedHuids(tx, id, body.huids, false);
    const issued = await reissueInvoiceWithHuids(tx, id, huids, M.huidCorrectionReason);
    if (!issued) throw new DomainError(ADMIN_ERROR_CODES.conflict, M.huidNotInvoiced);
    await recordOrderEvent(tx, id, actor, {
      kind: 'note',
      note: `${M.huidCorrectionReason}: ${issued.invoice.number}`,
    });
    await recordAudit(tx, actor, {
      action: 'order.huids',
      entityType: 'order',
      entityId: id,
      before: { invoice: invoice.number, huids: invoice.document.lines.map((l) => l.huids) },
      after: {
        invoice: issued.invoice.number,
        credit_note: issued.creditNote.number,
        huids: issued.invoice.document.lines.map((l) => l.huids),
      },
    });
    mail = [
      ...(await queueTaxDocumentMail(tx, row, issued.creditNote)),
      ...(await queueTaxDocumentMail(tx, row, issued.invoice)),
    ];
    return (await readAdminOrder(tx, id))!;
  });
  await deliverQueuedMail(mail);
  return order;
}
