// The shipments the back office shows: one order's (its page), or the latest of all (the sandbox page), each
// with what the courier said so far.
import 'server-only';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { shipmentEvents, shipments } from '@/lib/server/db/schema';
import { authorize, type StaffActor } from '@/lib/server/access';
import { toApiShipment, type ApiShipment } from './book-shipment';

export type ApiShipmentEntry = ApiShipment & {
  id: number;
  order_id: number;
  kind: 'forward' | 'reverse';
  events: { event: string; reason: string | null; occurred_at: string }[];
};

export async function listShipments(actor: StaffActor, orderId?: number): Promise<ApiShipmentEntry[]> {
  authorize(actor, 'orders');
  const db = await getDb();
  const rows = await db
    .select()
    .from(shipments)
    .where(orderId === undefined ? undefined : eq(shipments.orderId, orderId))
    .orderBy(desc(shipments.id))
    .limit(100);
  const events = rows.length
    ? await db
        .select()
        .from(shipmentEvents)
        .where(
          inArray(
            shipmentEvents.shipmentId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.id))
    : [];
  return rows.map((row) => ({
    ...toApiShipment(row),
    id: row.id,
    order_id: row.orderId,
    kind: row.kind,
    events: events
      .filter((e) => e.shipmentId === row.id)
      .map((e) => ({ event: e.event, reason: e.reason, occurred_at: e.occurredAt.toISOString() })),
  }));
}
