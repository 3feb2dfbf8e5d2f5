// COD cash with couriers: delivered COD parcels whose cash the courier has not paid over yet (in full), how
// long each has been out, and parcels whose remittances add up to more or less than the courier collected. The daily pull asks
// the provider for remittances, which go through the same path as the cod_remitted webhook (once per UTR).
import 'server-only';
import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { orders, shipments, type ShipmentRow } from '@/lib/server/db/schema';
import { authorize, type StaffActor } from '@/lib/server/access';
import { repeatInProcess } from '@/lib/server/process';
import { paiseToRupees } from '@/lib/shared/money';
import { applyCourierEvent } from './courier-events';
import { remittancesOf } from './remittances';
import { shippingProvider } from './select-courier';
import { sweepQuietShipments } from './tracking-sweep';

export type CodRemittanceRow = {
  order_id: number;
  awb: string;
  courier: string;
  cod_amount: number;
  delivered_at: string | null;
  days_outstanding: number | null;
  /** What the courier has paid over so far, over all its remittances (null: nothing yet). */
  remitted_amount: number | null;
  remitted_at: string | null;
  utr: string | null;
  /** Still with the courier: the COD amount less what was remitted (negative: paid over more). */
  owed: number;
  amount_differs: boolean;
  remittances: { utr: string; amount: number; remitted_at: string }[];
};

export type CodRemittanceReport = {
  /** Delivered, with cash still owed by the courier (nothing remitted yet, or short). */
  outstanding: CodRemittanceRow[];
  /** Remitted, but not what the courier collected (short or over). */
  differing: CodRemittanceRow[];
  cash_with_couriers: number;
};

const DAY_MS = 86_400_000;

/** Parcels whose cash is the courier's to pay over: forward COD parcels of orders that were delivered. */
const codDelivered = and(
  eq(shipments.kind, 'forward'),
  gt(shipments.codPaise, 0),
  inArray(orders.status, ['delivered', 'partially_returned', 'returned']),
);

/** What the courier still owes on a parcel, in paise: its COD amount less every remittance so far. */
const owedPaise = (s: Pick<ShipmentRow, 'codPaise' | 'remittedPaise'>) => s.codPaise - (s.remittedPaise ?? 0);

async function readCodRows(db: Executor, now: Date): Promise<CodRemittanceReport> {
  const rows = await db
    .select({ shipment: shipments, deliveredAt: orders.deliveredAt })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(codDelivered, or(isNull(shipments.remittedPaise), ne(shipments.remittedPaise, shipments.codPaise))))
    .orderBy(asc(orders.deliveredAt), asc(shipments.id));
  const movements = await remittancesOf(
    db,
    rows.map((r) => r.shipment.id),
  );
  const view = ({ shipment: s, deliveredAt }: (typeof rows)[number]): CodRemittanceRow => ({
    order_id: s.orderId,
    awb: s.awb,
    courier: s.courier,
    cod_amount: paiseToRupees(s.codPaise),
    delivered_at: deliveredAt?.toISOString() ?? null,
    days_outstanding:
      owedPaise(s) <= 0 || !deliveredAt
        ? null
        : Math.max(0, Math.floor((now.getTime() - deliveredAt.getTime()) / DAY_MS)),
    remitted_amount: s.remittedPaise === null ? null : paiseToRupees(s.remittedPaise),
    remitted_at: s.remittedAt?.toISOString() ?? null,
    utr: s.remittanceUtr,
    owed: paiseToRupees(owedPaise(s)),
    amount_differs: s.remittedPaise !== null && s.remittedPaise !== s.codPaise,
    remittances: movements
      .filter((m) => m.shipmentId === s.id)
      .map((m) => ({ utr: m.utr, amount: paiseToRupees(m.amountPaise), remitted_at: m.remittedAt.toISOString() })),
  });
  const owing = rows.filter((r) => owedPaise(r.shipment) > 0);
  const outstanding = owing.map(view);
  const differing = rows.filter((r) => r.shipment.remittedPaise !== null).map(view);
  const cash = owing.reduce((sum, r) => sum + owedPaise(r.shipment), 0);
  return { outstanding, differing, cash_with_couriers: paiseToRupees(cash) };
}

export async function codRemittanceReport(actor: StaffActor, now = new Date()): Promise<CodRemittanceReport> {
  authorize(actor, 'reports');
  return readCodRows(await getDb(), now);
}

/** The dashboard's figure: COD cash delivered but not yet paid over by the couriers (short remittances too). */
export async function cashWithCouriers(db: Executor): Promise<number> {
  const [row] = await db
    .select({
      paise: sql<string>`coalesce(sum(greatest(${shipments.codPaise} - coalesce(${shipments.remittedPaise}, 0), 0)), 0)`,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(codDelivered);
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
