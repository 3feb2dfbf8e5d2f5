// What the courier reports, from a webhook, a sandbox push or the sweep's tracking call, applied once per
// event id: the shipment's status, the order's move and timeline (orders domain), the shopper's mail, stock
// back on a return to origin, COD cash captured at remittance, a return received by a reverse
// pickup. Mail and cache follow the commit, so a rollback sends nothing. A parcel returned to origin is
// refunded only after the owner inspects it (rto-inspection.ts).
import 'server-only';
import { and, eq, max, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { shipmentEvents, shipments } from '@/lib/server/db/schema';
import { recordRemittance } from './remittances';
import { DomainError } from '@/lib/server/errors';
import { invalidateProducts } from '@/lib/server/cache';
import { deliverQueuedMail, type QueuedMail } from '@/lib/server/mail';
import {
  applyCourierReport,
  noteCodRemittance,
  receiveReturnByCourier,
  settleCodByRemittances,
} from '@/lib/server/orders';
import { SHIPPING_MESSAGES as M } from '@/lib/shared/messages/shipping';
import { SHIPPING_ERROR_CODES as CODES } from '@/lib/shared/shipping-contract';
import type { CourierEvent } from './shipping-provider';
import { paiseToRupees } from '@/lib/shared/money';
import { movesParcel } from './parcel-progress';

export type EventResult = { applied: boolean; awb: string; event: string; order_id: number };

export async function applyCourierEvent(event: CourierEvent): Promise<EventResult> {
  const db = await getDb();
  let mail: QueuedMail[] = [];
  let released: number[] = [];
  const result = await db.transaction(async (tx) => {
    const [shipment] = await tx.select().from(shipments).where(eq(shipments.awb, event.awb)).for('update');
    if (!shipment) throw new DomainError(CODES.unknownShipment, M.unknownShipment(event.awb));
    const answer = { applied: false, awb: shipment.awb, event: event.event, order_id: shipment.orderId };
    // The latest report on the timeline before this one, for a late report not to move the parcel back.
    const [latest] = await tx
      .select({ at: max(shipmentEvents.occurredAt) })
      .from(shipmentEvents)
      .where(and(eq(shipmentEvents.shipmentId, shipment.id), ne(shipmentEvents.event, 'cod_remitted')));
    const [fresh] = await tx
      .insert(shipmentEvents)
      .values({
        shipmentId: shipment.id,
        eventId: event.eventId,
        event: event.event,
        reason: event.reason ?? null,
        location: event.location ?? null,
        occurredAt: event.occurredAt,
        data:
          event.event === 'cod_remitted'
            ? { amount: paiseToRupees(event.amountPaise ?? 0), utr: event.utr ?? '' }
            : null,
      })
      .onConflictDoNothing({ target: shipmentEvents.eventId })
      .returning({ id: shipmentEvents.id });
    // The same event again (couriers retry webhooks): already done.
    if (!fresh) return answer;

    if (event.event === 'cod_remitted') {
      const remittance = { amountPaise: event.amountPaise ?? shipment.codPaise, utr: event.utr ?? '' };
      const totalPaise = await recordRemittance(tx, shipment, { ...remittance, remittedAt: event.occurredAt });
      if (shipment.kind === 'forward') {
        await noteCodRemittance(tx, shipment.orderId, { ...remittance, awb: shipment.awb });
        await settleCodByRemittances(tx, shipment.orderId, { totalPaise, lastAt: event.occurredAt });
      }
      return { ...answer, applied: true };
    }
    const moves = movesParcel(shipment.status, event.event, event.occurredAt, latest?.at ?? null);
    await tx
      .update(shipments)
      .set({
        ...(moves ? { status: event.event } : {}),
        lastEventAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(shipments.id, shipment.id));
    if (shipment.kind === 'reverse') {
      if (event.event === 'delivered' && shipment.returnRequestId)
        await receiveReturnByCourier(tx, shipment.returnRequestId);
      return { ...answer, applied: true };
    }
    const outcome = await applyCourierReport(tx, shipment.orderId, {
      event: event.event,
      awb: shipment.awb,
      reason: event.reason,
      location: event.location,
      occurredAt: event.occurredAt,
    });
    mail = outcome.mail;
    released = outcome.released;
    // Cash remitted before the courier reported the delivery settles the order now.
    if (event.event === 'delivered' && shipment.remittedPaise !== null)
      await settleCodByRemittances(tx, shipment.orderId, {
        totalPaise: shipment.remittedPaise,
        lastAt: shipment.remittedAt ?? event.occurredAt,
      });
    return { ...answer, applied: true };
  });
  if (released.length) invalidateProducts(released);
  await deliverQueuedMail(mail);
  return result;
}
