// Each COD remittance kept as its own movement (UTR, amount, date); the parcel's row carries their running
// sum and the latest one, which the remittance report and the dashboard read.
import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { codRemittances, shipments, type ShipmentRow } from '@/lib/server/db/schema';

/** Records one remittance on its parcel; answers what the courier has paid over for it so far. */
export async function recordRemittance(
  tx: Executor,
  shipment: Pick<ShipmentRow, 'id' | 'orderId'>,
  remittance: { amountPaise: number; utr: string; remittedAt: Date },
): Promise<number> {
  await tx.insert(codRemittances).values({ shipmentId: shipment.id, orderId: shipment.orderId, ...remittance });
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${codRemittances.amountPaise}), 0)` })
    .from(codRemittances)
    .where(eq(codRemittances.shipmentId, shipment.id));
  const totalPaise = Number(row?.total ?? 0);
  await tx
    .update(shipments)
    .set({
      remittedPaise: totalPaise,
      remittanceUtr: remittance.utr,
      remittedAt: remittance.remittedAt,
      updatedAt: sql`now()`,
    })
    .where(eq(shipments.id, shipment.id));
  return totalPaise;
}

/** A parcel's remittances, oldest first. */
export async function remittancesOf(db: Executor, shipmentIds: number[]) {
  if (shipmentIds.length === 0) return [];
  return db
    .select()
    .from(codRemittances)
    .where(inArray(codRemittances.shipmentId, shipmentIds))
    .orderBy(asc(codRemittances.remittedAt), asc(codRemittances.id));
}
