// What a courier's report does to an order (the shipping domain calls these inside the transaction that
// records the event): delivered moves it on from shipped, returned-to-origin puts its pieces back on the
// shelf, and every report is a line on the timeline the shopper sees. Each move is one conditional UPDATE on
// the status it expects, so a report that arrives twice or late changes nothing.
//
// A COD parcel delivered by a booked courier is NOT paid at the door as far as the shop is concerned: the
// cash is with the courier until its remittance arrives (recordCodRemittance), and only then is the payment
// captured, paid_at set and the tax invoice issued.
import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { orders, returnRequests, type OrderRow } from '@/lib/server/db/schema';
import type { QueuedMail } from '@/lib/server/mail';
import type { ShipmentEvent } from '@/lib/shared/shipping-contract';
import { SHIPPING_MESSAGES } from '@/lib/shared/messages/shipping';
import { recordOrderEvent } from './order-events';
import { queueOrderMail } from './queue-order-mail';
import { releaseOrderStock } from './stock';
import { collectCashOnDelivery } from './cash-on-delivery';
import { paiseToRupees } from '@/lib/shared/money';

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
  /** The order just came back to the shop paid: the caller refunds it after the commit. */
  refundDue: boolean;
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
  const outcome: CourierOutcome = { order: null, mail: [], released: [], refundDue: false };
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
        outcome.released = await releaseOrderStock(tx, orderId);
        outcome.refundDue = moved.paidAt !== null;
      }
      if (move.to === 'delivered') outcome.mail = await queueOrderMail(tx, moved, 'delivered');
    }
  }
  if (report.event === 'out_for_delivery' && before.status === 'shipped')
    outcome.mail = await queueOrderMail(tx, before, 'out_for_delivery');
  outcome.order = order;
  return outcome;
}

/** The courier has paid a delivered COD order's cash over: now it is a captured payment and the order is paid. */
export async function recordCodRemittance(
  tx: Executor,
  orderId: number,
  remittance: { amountPaise: number; utr: string; remittedAt: Date; awb: string },
): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.paymentMethod !== 'cod' || order.paidAt || order.status !== 'delivered') return false;
  await collectCashOnDelivery(tx, order, {
    amountPaise: remittance.amountPaise,
    paidAt: remittance.remittedAt,
    source: 'remittance',
  });
  await recordOrderEvent(tx, orderId, 'provider', {
    kind: 'payment',
    note: `${SHIPPING_MESSAGES.courierEvent.cod_remitted} (UTR ${remittance.utr})`,
    data: { awb: remittance.awb, amount: paiseToRupees(remittance.amountPaise), utr: remittance.utr },
  });
  return true;
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
