// The accountant's CSV of orders placed in a date range (IST): one row per order with its customer, place,
// amounts in rupees, coupon, refunds and status. Cells that a spreadsheet would run as a formula are quoted
// with a leading apostrophe, so a shopper's name cannot become one.
import 'server-only';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders, refunds, users } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors/domain-error';
import { authorize, type StaffActor } from '@/lib/server/access/staff-actor';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { addDays, daysBetween, istDayStart, SHOP_TIME_ZONE, shopToday } from '@/lib/shared/shop-time';

const MAX_EXPORT_DAYS = 366;
const COLUMNS = ['order_id', 'placed_at', 'paid_at', 'status', 'customer_name', 'customer_email', 'phone', 'city', 'state', 'postal_code', 'items', 'subtotal', 'discount', 'shipping', 'total', 'coupon', 'refunded', 'test_mode'];

const istTime = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });
const when = (d: Date | null) => (d ? istTime.format(d).replace(',', '') : '');
const rupees = (paise: number) => (paise / 100).toFixed(2);

export function csvCell(value: string | number | boolean): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function exportOrdersCsv(actor: StaffActor, range: { from?: string; to?: string }): Promise<{ filename: string; csv: string }> {
  authorize(actor, 'orders');
  const to = range.to ?? shopToday();
  const from = range.from ?? addDays(to, -29);
  if (from > to || daysBetween(from, to) > MAX_EXPORT_DAYS) {
    const message = from > to ? 'from must not be after to' : `An export covers at most ${MAX_EXPORT_DAYS} days`;
    throw new DomainError(ERROR_CODES.validationFailed, message, { errors: { from: [message] } });
  }
  const db = await getDb();
  const rows = await db
    .select({ order: orders, email: users.email, items: sql<number>`(select coalesce(sum(quantity), 0)::int from order_items where order_id = ${orders.id})` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(gte(orders.createdAt, istDayStart(from)), lt(orders.createdAt, istDayStart(to, 1))))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const refunded = new Map<number, number>();
  if (rows.length) {
    const given = await db
      .select({ orderId: refunds.orderId, total: sql<number>`sum(${refunds.amountPaise})::int` })
      .from(refunds)
      .where(and(inArray(refunds.orderId, rows.map((r) => r.order.id)), inArray(refunds.status, ['pending', 'processed'])))
      .groupBy(refunds.orderId);
    for (const g of given) refunded.set(g.orderId, Number(g.total));
  }
  const lines = rows.map(({ order: o, email, items }) => {
    const a = o.shippingAddress;
    return [o.id, when(o.createdAt), when(o.paidAt), o.status, a.full_name, email, a.phone, a.city, a.state, a.postal_code, Number(items), rupees(o.subtotalPaise), rupees(o.discountPaise), rupees(o.shippingPaise), rupees(o.totalPaise), o.couponCode ?? '', rupees(refunded.get(o.id) ?? 0), o.testMode]
      .map(csvCell)
      .join(',');
  });
  return { filename: `orders-${from}-to-${to}.csv`, csv: [COLUMNS.join(','), ...lines].join('\r\n') + '\r\n' };
}
