// COD cash with couriers: delivered COD parcels whose cash the courier has not paid over yet, how long each
// has been out, and remittances whose amount differs from what the courier collected. The daily pull asks
// the provider for remittances, which go through the same path as the cod_remitted webhook (once per UTR).
import 'server-only';
import { and, asc, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { orders, shipments } from '@/lib/server/db/schema';
import { authorize, type StaffActor } from '@/lib/server/access';
import { repeatInProcess } from '@/lib/server/process';
import { paiseToRupees } from '@/lib/shared/money';
import { applyCourierEvent } from './courier-events';
import { shippingProvider } from './select-courier';
import { sweepQuietShipments } from './tracking-sweep';

export type CodRemittanceRow = {
  order_id: number;
  awb: string;
  courier: string;
  cod_amount: number;
  delivered_at: string | null;
  days_outstanding: number | null;
  remitted_amount: number | null;
  remitted_at: string | null;
  utr: string | null;
  amount_differs: boolean;
};

export type CodRemittanceReport = {
  outstanding: CodRemittanceRow[];
  /** Remitted, but not what the courier collected. */
  differing: CodRemittanceRow[];
  cash_with_couriers: number;
};

const DAY_MS = 86_400_000;

async function readCodRows(db: Executor, now: Date): Promise<CodRemittanceReport> {
  const rows = await db
    .select({ shipment: shipments, deliveredAt: orders.deliveredAt })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(
      and(
        eq(shipments.kind, 'forward'),
        gt(shipments.codPaise, 0),
        eq(orders.status, 'delivered'),
        or(
          isNull(shipments.remittedAt),
          and(isNotNull(shipments.remittedPaise), ne(shipments.remittedPaise, shipments.codPaise)),
        ),
      ),
    )
    .orderBy(asc(orders.deliveredAt), asc(shipments.id));
  const view = ({ shipment: s, deliveredAt }: (typeof rows)[number]): CodRemittanceRow => ({
    order_id: s.orderId,
    awb: s.awb,
    courier: s.courier,
    cod_amount: paiseToRupees(s.codPaise),
    delivered_at: deliveredAt?.toISOString() ?? null,
    days_outstanding:
      s.remittedAt || !deliveredAt ? null : Math.max(0, Math.floor((now.getTime() - deliveredAt.getTime()) / DAY_MS)),
    remitted_amount: s.remittedPaise === null ? null : paiseToRupees(s.remittedPaise),
    remitted_at: s.remittedAt?.toISOString() ?? null,
    utr: s.remittanceUtr,
    amount_differs: s.remittedPaise !== null && s.remittedPaise !== s.codPaise,
  });
  const outstanding = rows.filter((r) => !r.shipment.remittedAt).map(view);
  const differing = rows.filter((r) => r.shipment.remittedAt).map(view);
  const cash = rows.filter((r) => !r.shipment.remittedAt).reduce((sum, r) => sum + r.shipment.codPaise, 0);
  return { outstanding, differing, cash_with_couriers: paiseToRupees(cash) };
}

export async function codRemittanceReport(actor: StaffActor, now = new Date()): Promise<CodRemittanceReport> {
  authorize(actor, 'reports');
  return readCodRows(await getDb(), now);
}

/** The dashboard's figure: COD cash delivered but still with the couriers, in rupees. */
export async function cashWithCouriers(db: Executor): Promise<number> {
  const [row] = await db
    .select({ paise: sql<string>`coalesce(sum(${shipments.codPaise}), 0)` })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(
      and(
        eq(shipments.kind, 'forward'),
        gt(shipments.codPaise, 0),
        eq(orders.status, 'delivered'),
        isNull(shipments.remittedAt),
      ),
    );
  return paiseToRupees(Number(row?.paise ?? 0));
}

/** The daily pull: the provider's remittances of the last week, each applied once (its event id is its UTR). */
export async function pullRemittances(now = new Date()): Promise<number> {
  const remitted = await shippingProvider().remittances(new Date(now.getTime() - 7 * DAY_MS));
  let applied = 0;
  for (const r of remitted) {
    const result = await applyCourierEvent({
      eventId: `remit:${r.awb}:${r.utr}`,
      awb: r.awb,
      event: 'cod_remitted',
      occurredAt: r.remittedAt,
      amountPaise: r.amountPaise,
      utr: r.utr,
    }).catch(() => null);
    if (result?.applied) applied++;
  }
  return applied;
}

const HOUR_MS = 3_600_000;

/** Hourly: quiet parcels are asked about; daily: remittances are pulled. The sandbox answers neither. */
export function startShippingSweeps(): void {
  repeatInProcess('shipping-tracking-sweep', HOUR_MS, () => sweepQuietShipments(), '[shipping] tracking sweep failed');
  repeatInProcess(
    'shipping-remittance-pull',
    24 * HOUR_MS,
    () => pullRemittances(),
    '[shipping] remittance pull failed',
  );
}
