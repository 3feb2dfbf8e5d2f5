// Moving an order to shipped: the one place that does it, for the back office's ship dialog and for a courier
// booking alike. Goods are invoiced at removal, so the tax invoice is issued here, in the same transaction,
// after the HUIDs of the hallmarked gold pieces are on the order's lines (a COD order is invoiced here too).
import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { orderItems, orders, type OrderItemRow, type OrderRow, type TaxDocumentRow } from '@/lib/server/db/schema';
import { issueInvoice, recordHuids } from '@/lib/server/invoices';
import { assertNoShortfall } from '@/lib/server/exchange/records';
import { DomainError } from '@/lib/server/errors';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ADMIN_ORDER_MESSAGES as M } from '@/lib/shared/messages/admin-orders';
import type { OrderStatus } from '@/lib/shared/constants';
import { assertHuidsFree } from './huid-claims';

export type Shipment = { courier: string; trackingNumber: string; trackingUrl: string | null };
/** The HUIDs of a line's pieces, one for each. */
export type LineHuids = { order_item_id: number; huids: string[] };

/** A BIS-hallmarked gold piece: it ships only with its HUID (a hallmarked piece of unknown metal counts as gold). */
export function needsHuid(item: Pick<OrderItemRow, 'hallmarked' | 'priceBreakup'>): boolean {
  const metal = item.priceBreakup?.rateKey;
  return item.hallmarked && (!metal || metal.startsWith('gold'));
}

const lineName = (item: Pick<OrderItemRow, 'productName' | 'size'>) => M.huidLine(item.productName, item.size);

function refuse(message: string): DomainError {
  return new DomainError(ERROR_CODES.validationFailed, message, { errors: { huids: [message] } });
}

/**
 * The HUIDs given, checked against the order's lines: each line hallmarked and of the order, one per piece,
 * and each HUID naming one piece only.
 */
export async function checkedHuids(
  tx: Executor,
  orderId: number,
  given: readonly LineHuids[],
  requireAll: boolean,
): Promise<Map<number, string[]>> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  const byId = new Map(items.map((item) => [item.id, item]));
  const result = new Map<number, string[]>();
  for (const entry of given) {
    const item = byId.get(entry.order_item_id);
    if (!item) throw refuse(M.huidLineUnknown);
    if (!item.hallmarked) throw refuse(M.huidNotHallmarked(lineName(item)));
    if (entry.huids.length !== item.quantity) throw refuse(M.huidCount(lineName(item), item.quantity));
    result.set(item.id, entry.huids);
  }
  await assertHuidsFree(tx, orderId, items, result);
  if (requireAll) {
    const missing = items.find((item) => needsHuid(item) && !result.has(item.id));
    if (missing) throw refuse(M.huidMissing(lineName(missing)));
  }
  return result;
}

/**
 * The order, locked by the caller, moved from one of `from` to shipped with its shipment and HUIDs, and its
 * tax invoice issued (null while the shop has no GST details). Null when the order was not in `from`.
 */
export async function shipOrder(
  tx: Executor,
  order: OrderRow,
  from: readonly OrderStatus[],
  shipment: Shipment,
  huids: readonly LineHuids[] = [],
): Promise<{ order: OrderRow; invoice: TaxDocumentRow | null } | null> {
  // Old gold that tested short of its quote is paid for before the piece leaves.
  await assertNoShortfall(tx, order.id);
  const checked = await checkedHuids(tx, order.id, huids, true);
  const now = new Date();
  const [moved] = await tx
    .update(orders)
    .set({
      status: 'shipped',
      courier: shipment.courier,
      trackingNumber: shipment.trackingNumber,
      trackingUrl: shipment.trackingUrl,
      shippedAt: now,
      updatedAt: now,
    })
    .where(and(eq(orders.id, order.id), inArray(orders.status, [...from])))
    .returning();
  if (!moved) return null;
  await recordHuids(tx, order.id, checked);
  return { order: moved, invoice: await issueInvoice(tx, order.id) };
}
