// Reshapes order rows into the API's order (spec section 3): rupees at the edge, ISO times, items with the
// product name and picture copied at order time.
import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { orderItems, orders, type OrderItemRow, type OrderRow } from '@/lib/server/db/schema';
import { paiseToRupees } from '@/lib/shared/money';
import type { ApiOrder, ApiOrderItem } from '@/lib/shared/schemas/checkout-schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toApiItem(row: OrderItemRow): ApiOrderItem {
  return {
    id: row.id,
    product_id: row.productId,
    product_name: row.productName,
    image_url: row.imageUrl,
    size: row.size,
    quantity: row.quantity,
    price: paiseToRupees(row.unitPricePaise),
    subtotal: paiseToRupees(row.subtotalPaise),
  };
}

export function toApiOrder(row: OrderRow, items: OrderItemRow[]): ApiOrder {
  const a = row.shippingAddress;
  return {
    id: row.id,
    status: row.status,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
    paid_at: iso(row.paidAt),
    cancelled_at: iso(row.cancelledAt),
    expires_at: row.status === 'pending' ? iso(row.expiresAt) : null,
    items_count: items.reduce((sum, i) => sum + i.quantity, 0),
    subtotal: paiseToRupees(row.subtotalPaise),
    discount_percent: row.discountPercent,
    discount_amount: paiseToRupees(row.discountPaise),
    shipping_cost: paiseToRupees(row.shippingPaise),
    total_price: paiseToRupees(row.totalPaise),
    coupon_code: row.couponCode,
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
    test_mode: row.testMode,
    shipment:
      row.shippedAt && row.courier && row.trackingNumber
        ? { courier: row.courier, tracking_number: row.trackingNumber, tracking_url: row.trackingUrl, shipped_at: row.shippedAt.toISOString(), delivered_at: iso(row.deliveredAt) }
        : null,
    order_items: items.map(toApiItem),
  };
}

/** Orders with their items, in the order given, in two queries whatever the page size. */
export async function withItems(db: Executor, rows: OrderRow[]): Promise<ApiOrder[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, rows.map((r) => r.id)))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  const byOrder = new Map<number, OrderItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return rows.map((row) => toApiOrder(row, byOrder.get(row.id) ?? []));
}

export async function orderView(db: Executor, orderId: number): Promise<ApiOrder | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row) return null;
  const [view] = await withItems(db, [row]);
  return view;
}
