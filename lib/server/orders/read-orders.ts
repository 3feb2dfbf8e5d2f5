// A shopper's own orders: the list (newest first, 10 a page, optional status) and one order.
// Another shopper's order is answered exactly like one that does not exist.
import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { PAGE_SIZE, type OrderStatus } from '@/lib/shared/constants';
import type { ApiOrder, OrdersPage } from '@/lib/shared/schemas/checkout-schema';
import { expireStaleOrders } from './expiry';
import { withItems } from './order-view';

export type OrdersFilter = { page?: number; perPage?: number; status?: OrderStatus };

export async function listOrders(userId: number, filter: OrdersFilter = {}): Promise<OrdersPage> {
  // A pending order past its hold shows as what it is now: expired to payment_failed.
  await expireStaleOrders({ userId });
  const db = await getDb();
  const page = filter.page ?? 1;
  const perPage = filter.perPage ?? PAGE_SIZE.orders;
  const where = and(eq(orders.userId, userId), filter.status ? eq(orders.status, filter.status) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return {
    orders: await withItems(db, rows),
    pagination: { current_page: page, per_page: perPage, total_pages: Math.ceil(total / perPage), total_count: total },
  };
}

export async function getOrder(userId: number, orderId: number): Promise<ApiOrder | null> {
  await expireStaleOrders({ userId });
  const db = await getDb();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!row) return null;
  const [view] = await withItems(db, [row]);
  return view;
}
