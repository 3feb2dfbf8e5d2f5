// Webhooks get lost: shipments still on the road with no courier event for 48 hours are asked about. Rows are
// claimed with FOR UPDATE SKIP LOCKED and their last_event_at moved on in that claim, so two app instances
// never ask about the same parcel at once and a courier that says nothing is asked again only 48 hours later.
import 'server-only';
import { and, asc, inArray, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { shipments } from '@/lib/server/db/schema';
import { SHIPMENT_QUIET_HOURS } from '@/lib/shared/shipping-contract';
import { applyCourierEvent } from './courier-events';
import { shippingProvider } from './select-courier';

const BATCH = 25;
const OPEN = ['booked', 'in_transit', 'out_for_delivery', 'undelivered', 'rto_initiated'] as const;

export async function sweepQuietShipments(now = new Date()): Promise<{ asked: number; applied: number }> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - SHIPMENT_QUIET_HOURS * 3_600_000);
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: shipments.id, awb: shipments.awb })
      .from(shipments)
      .where(
        and(
          inArray(shipments.status, OPEN),
          lt(sql`coalesce(${shipments.lastEventAt}, ${shipments.createdAt})`, cutoff),
        ),
      )
      .orderBy(asc(shipments.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (rows.length)
      await tx
        .update(shipments)
        .set({ lastEventAt: now })
        .where(
          inArray(
            shipments.id,
            rows.map((r) => r.id),
          ),
        );
    return rows;
  });
  const provider = shippingProvider();
  let applied = 0;
  for (const { awb } of claimed) {
    const events = await provider.track(awb).catch(() => []);
    for (const event of events.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())) {
      const result = await applyCourierEvent(event).catch(() => null);
      if (result?.applied) applied++;
    }
  }
  return { asked: claimed.length, applied };
}
