// Reshapes order rows into the API's order (spec section 3): rupees at the edge, ISO times, items with the
// product name and picture copied at order time.
import 'server-only';
import { maskPan } from '@/lib/shared/india-limits';
import { orderShipsBy, shipsByDate } from '@/lib/shared/catalogue/made-to-order';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import {
  orderEvents,
  orderItems,
  orders,
  refunds,
  returnRequests,
  taxDocuments,
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
  type ReturnRequestRow,
  type TaxDocumentRow,
} from '@/lib/server/db/schema';
import { readShopSettings } from '@/lib/server/settings';
import { returnPickups, returnWindowEnd, toApiReturn, type ReturnPickup } from './return-view';
import { orderCouponLabel } from '@/lib/server/coupons';
import { paiseToRupees, payablePaise } from '@/lib/shared/money';
import { exchangesOf } from '@/lib/server/exchange/records';
import type { ApiOrderExchange } from '@/lib/shared/selling/old-gold';
import type { ApiOrder, ApiOrderItem, ApiOrderStep, ApiRefund } from '@/lib/shared/schemas/checkout-schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toApiItem(row: OrderItemRow, orderedAt: Date, holidays: readonly string[]): ApiOrderItem {
  return {
    id: row.id,
    product_id: row.productId,
    product_name: row.productName,
    image_url: row.imageUrl,
    size: row.size,
    quantity: row.quantity,
    price: paiseToRupees(row.unitPricePaise),
    subtotal: paiseToRupees(row.subtotalPaise),
    hallmarked: row.hallmarked,
    huids: row.huids,
    made_to_order:
      row.madeToOrderDays === null
        ? null
        : {
            lead_time_days: row.madeToOrderDays,
            ships_by: shipsByDate(orderedAt, row.madeToOrderDays, holidays),
          },
    stones: row.stones,
    engraving: row.engravingText ? { text: row.engravingText, price: paiseToRupees(row.engravingPaise) } : null,
  };
}

type RefundRow = typeof refunds.$inferSelect;

/** What the shopper sees of the order's history: status moves and refunds, never the shop's own notes. */
function toStep(event: OrderEventRow): ApiOrderStep | null {
  if (event.kind === 'status')
    return { kind: 'status', status: event.toStatus, amount: null, created_at: event.createdAt.toISOString() };
  if (event.kind === 'shipment')
    return {
      kind: 'shipment',
      status: event.toStatus,
      amount: null,
      note: event.note,
      created_at: event.createdAt.toISOString(),
    };
  const data = event.data as { amount?: number; status?: string } | null;
  if (event.kind === 'refund')
    return {
      kind: 'refund',
      status: data?.status ?? null,
      amount: data?.amount ?? null,
      created_at: event.createdAt.toISOString(),
    };
  return null;
}

function toApiRefund(row: RefundRow): ApiRefund {
  return {
    id: row.id,
    amount: paiseToRupees(row.amountPaise),
    reason: row.reason,
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}

export type OrderHistory = {
  refunds: RefundRow[];
  events: OrderEventRow[];
  documents?: TaxDocumentRow[];
  returns?: ReturnRequestRow[];
  /** The courier pickups of those returns, by return id. */
  returnPickups?: Map<number, ReturnPickup>;
  returnWindowDays?: number;
  exchange?: ApiOrderExchange | null;
  /** The shop's holidays: a made-to-order piece's ships-by day moves past them (and past Sundays). */
  holidays?: readonly string[];
};

export function toApiOrder(
  row: OrderRow,
  items: OrderItemRow[],
  history: OrderHistory = { refunds: [], events: [] },
): ApiOrder {
  const a = row.shippingAddress;
  return {
    id: row.id,
    status: row.status,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    paid_at: iso(row.paidAt),
    cancelled_at: iso(row.cancelledAt),
    expires_at: row.status === 'pending' ? iso(row.expiresAt) : null,
    ships_by: orderShipsBy(
      row.createdAt,
      items.map((i) => i.madeToOrderDays),
      history.holidays,
    ),
    items_count: items.reduce((sum, i) => sum + i.quantity, 0),
    subtotal: paiseToRupees(row.subtotalPaise),
    discount_percent: row.discountPercent,
    discount_amount: paiseToRupees(row.discountPaise),
    shipping_cost: paiseToRupees(row.shippingPaise),
    total_price: paiseToRupees(row.totalPaise),
    exchange: history.exchange ?? null,
    stored_value_payments: row.storedValueUses.map((use) => ({
      kind: use.kind,
      label: use.label,
      amount: paiseToRupees(use.amountPaise),
    })),
    amount_payable: paiseToRupees(payablePaise(row)),
    coupon_code: row.couponCode,
    discount_label: orderCouponLabel(row),
    shipping_address: {
      full_name: a.full_name,
      email: a.email ?? '',
      phone: a.phone,
      address_line_1: a.address_line_1,
      address_line_2: a.address_line_2,
      city: a.city,
      state: a.state,
      postal_code: a.postal_code,
      country: a.country,
    },
    notes: row.notes,
    payment_provider: row.paymentProvider,
    payment_method: row.paymentMethod,
    test_mode: row.testMode,
    pan_masked: maskPan(row.buyerPan),
    form_60: row.form60,
    form_60_received_at: row.form60ReceivedAt?.toISOString() ?? null,
    shipment:
      row.shippedAt && row.courier && row.trackingNumber
        ? {
            courier: row.courier,
            tracking_number: row.trackingNumber,
            tracking_url: row.trackingUrl,
            shipped_at: row.shippedAt.toISOString(),
            delivered_at: iso(row.deliveredAt),
          }
        : null,
    refunds: history.refunds.map(toApiRefund),
    timeline: history.events.map(toStep).filter((step): step is ApiOrderStep => step !== null),
    order_items: items.map((item) => toApiItem(item, row.createdAt, history.holidays ?? [])),
    returns: (history.returns ?? []).map((r) => toApiReturn(r, history.returnPickups?.get(r.id) ?? null)),
    return_window_ends_at:
      row.status === 'delivered' || row.status === 'partially_returned'
        ? iso(returnWindowEnd(row, history.returnWindowDays ?? 0))
        : null,
    cod_confirmation: row.codConfirmBy
      ? { confirm_by: row.codConfirmBy.toISOString(), confirmed_at: iso(row.codConfirmedAt) }
      : null,
    tax_documents: (history.documents ?? []).map((d) => ({
      id: d.id,
      kind: d.kind,
      number: d.number,
      issued_at: d.issuedAt.toISOString(),
      total: paiseToRupees(d.document.totals.totalPaise),
    })),
  };
}

/** Orders with their items, in the order given, in two queries whatever the page size. */
export async function withItems(db: Executor, rows: OrderRow[]): Promise<ApiOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, refundRows, events, documents, returnRows, settings, exchanges] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.orderId), asc(orderItems.id)),
    db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.id)),
    db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    db.select().from(taxDocuments).where(inArray(taxDocuments.orderId, ids)).orderBy(asc(taxDocuments.id)),
    db.select().from(returnRequests).where(inArray(returnRequests.orderId, ids)).orderBy(asc(returnRequests.id)),
    readShopSettings(db),
    exchangesOf(db, ids),
  ]);
  const group = <T extends { orderId: number }>(list: T[]) => {
    const byOrder = new Map<number, T[]>();
    for (const entry of list) byOrder.set(entry.orderId, [...(byOrder.get(entry.orderId) ?? []), entry]);
    return byOrder;
  };
  const pickups = await returnPickups(
    db,
    returnRows.map((r) => r.id),
  );
  const [itemsBy, refundsBy, eventsBy, documentsBy, returnsBy] = [
    group(items),
    group(refundRows),
    group(events),
    group(documents),
    group(returnRows),
  ];
  return rows.map((row) =>
    toApiOrder(row, itemsBy.get(row.id) ?? [], {
      refunds: refundsBy.get(row.id) ?? [],
      events: eventsBy.get(row.id) ?? [],
      documents: documentsBy.get(row.id) ?? [],
      returns: returnsBy.get(row.id) ?? [],
      returnPickups: pickups,
      returnWindowDays: settings.return_window_days,
      exchange: exchanges.get(row.id) ?? null,
      holidays: settings.delivery.holidays,
    }),
  );
}

export async function orderView(db: Executor, orderId: number): Promise<ApiOrder | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row) return null;
  const [view] = await withItems(db, [row]);
  return view;
}
