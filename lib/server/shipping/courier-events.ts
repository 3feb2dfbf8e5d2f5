// What the courier reports, from a webhook, a sandbox push or the sweep's tracking call, applied once per
// event id: the shipment's status, the order's move and timeline (orders domain), the shopper's mail, stock
// back and a refund on a return to origin, COD cash captured at remittance, a return received by a reverse
// pickup. Mail, cache and refund follow the commit, so a rollback sends nothing and refunds nothing.
import 'server-only';
import { and, eq, max, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { shipmentEvents, shipments } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { invalidateProducts } from '@/lib/server/cache';
import { deliverQueuedMail, type QueuedMail } from '@/lib/server/mail';
import {
  applyCourierReport,
  receiveReturnByCourier,
  recordCodRemittance,
  refundReturnedToOrigin,
} from '@/lib/server/orders';
import { SHIPPING_MESSAGES as M } from '@/lib/shared/messages/shipping';
import { SHIPPING_ERROR_CODES as CODES } from '@/lib/shared/shipping-contract';
import type { CourierEvent } from './shipping-provider';
import { readShippingSettings } from './shipping-settings';
import { movesParcel } from './parcel-progress';

export type EventResult = { applied: boolean; awb: string; event: string; order_id: number };

export async function applyCourierEvent(event: CourierEvent): Promise<EventResult> {
  const db = await getDb();
  let mail: QueuedMail[] = [];
  let released: number[] = [];
  let refund: { orderId: number; keepPaise: number } | null = null;
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
        data: event.event === 'cod_remitted' ? { amount: (event.amountPaise ?? 0) / 100, utr: event.utr ?? '' } : null,
      })
      .onConflictDoNothing({ target: shipmentEvents.eventId })
      .returning({ id: shipmentEvents.id });
    // The same event again (couriers retry webhooks): already done.
    if (!fresh) return answer;

    if (event.event === 'cod_remitted') {
      const amountPaise = event.amountPaise ?? shipment.codPaise;
      const remittedAt = event.occurredAt;
      await tx
        .update(shipments)
        .set({ remittedPaise: amountPaise, remittanceUtr: event.utr ?? '', remittedAt, updatedAt: sql`now()` })
        .where(eq(shipments.id, shipment.id));
      if (shipment.kind === 'forward')
        await recordCodRemittance(tx, shipment.orderId, {
          amountPaise,
          utr: event.utr ?? '',
          remittedAt,
          awb: shipment.awb,
        });
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
    if (outcome.refundDue) {
      const settings = await readShippingSettings(tx);
      refund = { orderId: shipment.orderId, keepPaise: settings.rto_refund_less_freight ? shipment.freightPaise : 0 };
    }
    return { ...answer, applied: true };
  });
  if (released.length) invalidateProducts(released);
  await deliverQueuedMail(mail);
  const due = refund as { orderId: number; keepPaise: number } | null;
  if (due) {
    // A provider failure leaves a failed refund on the order, for the owner to try again from the refund form.
    await refundReturnedToOrigin(due.orderId, due.keepPaise).catch((error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
      console.warn(`[shipping] order ${due.orderId} came back to the shop but its refund failed: ${error.message}`);
    });
  }
  return result;
}
