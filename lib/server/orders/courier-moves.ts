// What a courier's report does to an order (the shipping domain calls these inside the transaction that
// records the event): delivered moves it on from shipped, returned-to-origin puts its pieces back on the
// shelf (its refund waits for the owner's inspection), and every report is a line on the timeline the shopper sees. Each move is one conditional UPDATE on
// the status it expects, so a report that arrives twice or late changes nothing.
//
// A COD parcel delivered by a booked courier is NOT paid at the door as far as the shop is concerned: the
// cash is with the courier until its remittances cover it (settleCodByRemittances), and only then is the
// payment captured and paid_at set (its tax invoice was issued at dispatch).
import 'server-only';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { orders, returnRequests, shipments, type OrderRow } from '@/lib/server/db/schema';
import type { QueuedMail } from '@/lib/server/mail';
import type { ShipmentEvent } from '@/lib/shared/shipping-contract';
import { SHIPPING_MESSAGES } from '@/lib/shared/messages/shipping';
import { recordOrderEvent } from './order-events';
import { queueOrderMail } from './queue-order-mail';
import { releaseOrder } from './release-order';
import { collectCashOnDelivery } from './cash-on-delivery';
import { paiseToRupees, payablePaise } from '@/lib/shared/money';
import { ADMIN_REFUND_MESSAGES } from '@/lib/shared/messages/admin-refunds';

const RTO_AWAITS_INSPECTION = ADMIN_REFUND_MESSAGES.rtoInspectHelp;

export type CourierReport = {
  event: Exclude<ShipmentEvent, 'cod_remitted'>;
  awb: string;
  reason?: string | null;
  location?: string | null;
  occurredAt: Date;
};

export type CourierOutcome = {
  order: OrderRow | null;
  mail: QueuedMail[];
  /** Products whose stock came back (the cache must forget them). */
  released: number[];
};

const MOVES: Partial<Record<CourierReport['event'], { to: OrderRow['status']; from: OrderRow['status'][] }>> = {
  delivered: { to: 'delivered', from: ['shipped'] },
  rto_delivered: { to: 'returned_to_origin', from: ['shipped'] },
};

export async function applyCourierReport(
  tx: Executor,
  orderId: number,
  report: CourierReport,
): Promise<CourierOutcome> {
  const outcome: CourierOutcome = { order: null, mail: [], released: [] };
  const [before] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!before) return outcome;
  const label = SHIPPING_MESSAGES.courierEvent[report.event];
  await recordOrderEvent(tx, orderId, 'provider', {
    kind: 'shipment',
    toStatus: report.event,
    note: [label, report.reason, report.location].filter(Boolean).join(' · '),
    data: { awb: report.awb, event: report.event, reason: report.reason ?? null, location: report.location ?? null },
  });
  const move = MOVES[report.event];
  let order = before;
  if (move) {
    const [moved] = await tx
      .update(orders)
      .set({
        status: move.to,
        ...(move.to === 'delivered' ? { deliveredAt: report.occurredAt } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(orders.id, orderId), inArray(orders.status, move.from)))
      .returning();
    if (moved) {
      order = moved;
      await recordOrderEvent(tx, orderId, 'provider', { kind: 'status', fromStatus: before.status, toStatus: move.to });
      if (move.to === 'returned_to_origin') {
        outcome.released = await releaseOrder(tx, orderId);
        // Paid: refunded once the owner has opened the parcel (refundInspectedReturn), never before.
        if (moved.paidAt)
          await recordOrderEvent(tx, orderId, 'provider', { kind: 'note', note: RTO_AWAITS_INSPECTION });
      }
      if (move.to === 'delivered') outcome.mail = await queueOrderMail(tx, moved, 'delivered');
    }
  }
  if (report.event === 'out_for_delivery' && before.status === 'shipped')
    outcome.mail = await queueOrderMail(tx, before, 'out_for_delivery');
  outcome.order = order;
  return outcome;
}

/** One COD remittance the courier reported, on the order's timeline (it may come before the delivery). */
export async function noteCodRemittance(
  tx: Executor,
  orderId: number,
  remittance: { amountPaise: number; utr: string; awb: string },
): Promise<void> {
  await recordOrderEvent(tx, orderId, 'provider', {
    kind: 'payment',
    note: `${SHIPPING_MESSAGES.courierEvent.cod_remitted} (UTR ${remittance.utr})`,
    data: { awb: remittance.awb, amount: paiseToRupees(remittance.amountPaise), utr: remittance.utr },
  });
}

/** A delivered order's statuses in which its COD cash is still the courier's to pay over. */
const CASH_DELIVERED: OrderRow['status'][] = ['delivered', 'partially_returned', 'returned'];

/**
 * The courier has paid over, in one or more remittances, at least what a delivered COD order owes: now it is a
 * captured payment (of what was owed; a difference stays on the remittance report) and the order is paid.
 * Called after each remittance and on delivery, so the order is settled whichever came first.
 */
export async function settleCodByRemittances(
  tx: Executor,
  orderId: number,
  remitted: { totalPaise: number; lastAt: Date },
): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.paymentMethod !== 'cod' || order.paidAt || !CASH_DELIVERED.includes(order.status)) return false;
  const due = payablePaise(order);
  if (remitted.totalPaise < due) return false;
  const deliveredAt = order.deliveredAt ?? remitted.lastAt;
  await collectCashOnDelivery(tx, order, {
    amountPaise: due,
    paidAt: deliveredAt > remitted.lastAt ? deliveredAt : remitted.lastAt,
    source: 'remittance',
  });
  return true;
}

/** An order marked delivered by hand whose courier remitted its cash before: settled now, as on the courier's report. */
export async function settleRemittedCod(tx: Executor, orderId: number): Promise<boolean> {
  const [parcel] = await tx
    .select({ remittedPaise: shipments.remittedPaise, remittedAt: shipments.remittedAt })
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.kind, 'forward'), isNotNull(shipments.remittedPaise)))
    .limit(1);
  if (!parcel?.remittedPaise || !parcel.remittedAt) return false;
  return settleCodByRemittances(tx, orderId, { totalPaise: parcel.remittedPaise, lastAt: parcel.remittedAt });
}

/** A reverse pickup reached the shop: the return is received; the owner inspects the pieces before refunding. */
export async function receiveReturnByCourier(tx: Executor, returnId: number): Promise<boolean> {
  const [row] = await tx
    .update(returnRequests)
    .set({ status: 'received', receivedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(returnRequests.id, returnId), eq(returnRequests.status, 'approved')))
    .returning();
  if (!row) return false;
  await recordOrderEvent(tx, row.orderId, 'provider', {
    kind: 'note',
    note: `Return #${returnId} received from the courier`,
    data: { return_id: returnId, status: 'received' },
  });
  return true;
}
