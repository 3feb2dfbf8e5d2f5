// The accountant's CSV of orders placed in a date range (IST): one row per order with its customer, place,
// amounts in rupees, coupon, refunds, what was kept net of them, and status, then how it was paid and its tax
// invoice: number, taxable value, CGST, SGST, IGST and round-off (empty while it has none: an order is invoiced
// when it ships). Cells that a spreadsheet would run as a formula
// are quoted with a leading apostrophe, so a shopper's name cannot become one.
import 'server-only';
import { csvCell } from '@/lib/server/csv';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders, refunds, taxDocuments, userContactSql, users } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { addDays, daysBetween, istDayStart, SHOP_TIME_ZONE, shopToday } from '@/lib/shared/shop-time';
import { paiseToRupees } from '@/lib/shared/money';

const MAX_EXPORT_DAYS = 366;
const COLUMNS = [
  'order_id',
  'placed_at',
  'paid_at',
  'status',
  'customer_name',
  'customer_email',
  'phone',
  'city',
  'state',
  'postal_code',
  'items',
  'subtotal',
  'discount',
  'shipping',
  'total',
  'coupon',
  'refunded',
  // What the shop kept: the total less its refunds once paid, 0 while unpaid.
  'net',
  'test_mode',
];
const TAX_COLUMNS = ['payment_method', 'invoice_number', 'taxable_value', 'cgst', 'sgst', 'igst', 'round_off'];

const istTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const when = (d: Date | null) => (d ? istTime.format(d).replace(',', '') : '');
const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);

export async function exportOrdersCsv(
  actor: StaffActor,
  range: { from?: string; to?: string },
): Promise<{ filename: string; csv: string }> {
  authorize(actor, 'orders');
  const to = range.to ?? shopToday();
  const from = range.from ?? addDays(to, -29);
  if (from > to || daysBetween(from, to) > MAX_EXPORT_DAYS) {
    const message = from > to ? 'from must not be after to' : `An export covers at most ${MAX_EXPORT_DAYS} days`;
    throw new DomainError(ERROR_CODES.validationFailed, message, { errors: { from: [message] } });
  }
  const db = await getDb();
  const rows = await db
    .select({
      order: orders,
      email: userContactSql(),
      items: sql<number>`(select coalesce(sum(quantity), 0)::int from order_items where order_id = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(gte(orders.createdAt, istDayStart(from)), lt(orders.createdAt, istDayStart(to, 1))))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const refunded = new Map<number, number>();
  const invoices = new Map<number, typeof taxDocuments.$inferSelect>();
  if (rows.length) {
    const issued = await db
      .select()
      .from(taxDocuments)
      .where(
        and(
          eq(taxDocuments.kind, 'invoice'),
          isNull(taxDocuments.replacedAt),
          inArray(
            taxDocuments.orderId,
            rows.map((r) => r.order.id),
          ),
        ),
      );
    for (const invoice of issued) invoices.set(invoice.orderId, invoice);
    const given = await db
      .select({ orderId: refunds.orderId, total: sql<string>`sum(${refunds.amountPaise})` })
      .from(refunds)
      .where(
        and(
          inArray(
            refunds.orderId,
            rows.map((r) => r.order.id),
          ),
          inArray(refunds.status, ['pending', 'processed']),
          // Old gold bought is not money back on the sale.
          eq(refunds.purpose, 'refund'),
        ),
      )
      .groupBy(refunds.orderId);
    for (const g of given) refunded.set(g.orderId, Number(g.total));
  }
  const lines = rows.map(({ order: o, email, items }) => {
    const a = o.shippingAddress;
    const invoice = invoices.get(o.id);
    const t = invoice?.document.totals;
    const taxSplit = t
      ? [t.taxablePaise, t.cgstPaise, t.sgstPaise, t.igstPaise, t.roundOffPaise ?? 0].map(rupees)
      : ['', '', '', '', ''];
    const amounts = [o.subtotalPaise, o.discountPaise, o.shippingPaise, o.totalPaise].map(rupees);
    const customer = [a.full_name, email, a.phone, a.city, a.state, a.postal_code];
    const given = refunded.get(o.id) ?? 0;
    const net = o.paidAt ? o.totalPaise - given : 0;
    const after = [o.couponCode ?? '', rupees(given), rupees(net), o.testMode, o.paymentMethod];
    const placed = [o.id, when(o.createdAt), when(o.paidAt), o.status];
    return [...placed, ...customer, Number(items), ...amounts, ...after, invoice?.number ?? '', ...taxSplit]
      .map(csvCell)
      .join(',');
  });
  const header = [...COLUMNS, ...TAX_COLUMNS].join(',');
  return { filename: `orders-${from}-to-${to}.csv`, csv: [header, ...lines].join('\r\n') + '\r\n' };
}
