// What the dashboard and the sales report show: paid sales per day in the shop's time zone (IST), the orders
// waiting on the shop, low-stock pieces and the latest orders. Paid means paid_at is set and the order was
// not cancelled since. Orders paid in the sandbox (no money taken) count only while the shop itself runs in
// the sandbox, so an owner trying the shop sees its figures and a live shop's figures hold real money only.
import 'server-only';
import { cashWithCouriers } from '@/lib/server/shipping';
import { undeliveredMail } from '@/lib/server/mail';
import { backupStatus } from '@/lib/server/backup';
import { lowStockPieces } from '@/lib/server/catalogue';
import { cartReminderStats } from '@/lib/server/marketing';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { orders, shopSettings, userContactSql, users } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { paymentProvider } from '@/lib/server/payments/providers';
import { oldGoldBoughtPaiseSql, PAID_STATUSES, refundedPaiseSql } from '@/lib/server/orders';
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import { DOMAIN_ERROR_MESSAGES } from '@/lib/shared/messages/domain-errors';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import type { SalesDay, SalesReport, AdminDashboard } from '@/lib/shared/back-office/admin-types';
import { addDays, daysBetween, istDayStart, SHOP_TIME_ZONE, shopToday } from '@/lib/shared/shop-time';
import { ownerAttention } from './owner-attention';
import { liabilityBalances } from './liabilities-report';

const MAX_REPORT_DAYS = 366;

export function sandboxShop(): boolean {
  try {
    return paymentProvider().name === 'sandbox';
  } catch {
    return false;
  }
}

function paidConditions() {
  return [
    isNotNull(orders.paidAt),
    inArray(orders.status, [...PAID_STATUSES]),
    ...(sandboxShop() ? [] : [eq(orders.testMode, false)]),
  ];
}

// The zone is written into the SQL (a constant), so the SELECT and the GROUP BY are the same expression.
const istDay = sql<string>`to_char(${orders.paidAt} AT TIME ZONE ${sql.raw(`'${SHOP_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

async function salesByDay(db: Executor, from: string, to: string): Promise<SalesDay[]> {
  // The range's bounds as instants: midnight IST of the first day, and of the day after the last.
  const start = istDayStart(from);
  const end = istDayStart(to, 1);
  // Net of refunds: an order's refunds count against the day it was paid, so a fully refunded order leaves that
  // day's sales (and its count) and the figures beside say how much was sold and how much went back.
  const rows = await db
    .select({
      day: istDay,
      orders: sql<string>`count(*) filter (where ${refundedPaiseSql} < ${orders.totalPaise} or ${orders.totalPaise} = 0)`,
      gross: sql<string>`coalesce(sum(${orders.totalPaise}), 0)`,
      refunded: sql<string>`coalesce(sum(${refundedPaiseSql}), 0)`,
    })
    .from(orders)
    .where(and(...paidConditions(), gte(orders.paidAt, start), lt(orders.paidAt, end)))
    .groupBy(istDay);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days: SalesDay[] = [];
  // Counted, not compared: the walk ends after the range's days, a year's at most, whatever the days say.
  const length = Math.min(daysBetween(from, to), MAX_REPORT_DAYS);
  for (let i = 0; i < length; i += 1) {
    const day = addDays(from, i);
    const row = byDay.get(day);
    const gross = row ? Number(row.gross) : 0;
    const refunded = row ? Number(row.refunded) : 0;
    days.push({
      date: day,
      orders: row ? Number(row.orders) : 0,
      revenue: paiseToRupees(gross - refunded),
      gross: paiseToRupees(gross),
      refunded: paiseToRupees(refunded),
    });
  }
  return days;
}

/** Paise the shop paid for old gold that tested above its quote, on the range's paid orders: a purchase of gold,
 *  kept apart from sales and refunds. */
async function oldGoldBought(db: Executor, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ paise: sql<string>`coalesce(sum(${oldGoldBoughtPaiseSql}), 0)` })
    .from(orders)
    .where(and(...paidConditions(), gte(orders.paidAt, istDayStart(from)), lt(orders.paidAt, istDayStart(to, 1))));
  return Number(row?.paise ?? 0);
}

function totalsOf(days: SalesDay[]) {
  const sum = (pick: (d: SalesDay) => number) => paiseToRupees(days.reduce((t, d) => t + rupeesToPaise(pick(d)), 0));
  return {
    orders: days.reduce((total, d) => total + d.orders, 0),
    revenue: sum((d) => d.revenue),
    gross: sum((d) => d.gross),
    refunded: sum((d) => d.refunded),
  };
}

/** Paid sales per day, both ends inclusive (IST); the last 30 days by default, a year at most. */
export async function salesReport(actor: StaffActor, range: { from?: string; to?: string }): Promise<SalesReport> {
  authorize(actor, 'reports');
  const to = range.to ?? shopToday();
  const from = range.from ?? addDays(to, -29);
  if (from > to)
    throw new DomainError(ERROR_CODES.validationFailed, DOMAIN_ERROR_MESSAGES.reportFromAfterTo, {
      errors: { from: [DOMAIN_ERROR_MESSAGES.reportFromAfterTo] },
    });
  if (daysBetween(from, to) > MAX_REPORT_DAYS) {
    throw new DomainError(ERROR_CODES.validationFailed, DOMAIN_ERROR_MESSAGES.reportTooLong(MAX_REPORT_DAYS), {
      errors: { from: [DOMAIN_ERROR_MESSAGES.reportTooLong(MAX_REPORT_DAYS)] },
    });
  }
  const db = await getDb();
  const days = await salesByDay(db, from, to);
  const old_gold_bought = paiseToRupees(await oldGoldBought(db, from, to));
  const totals = totalsOf(days);
  return { from, to, time_zone: SHOP_TIME_ZONE, includes_test_orders: sandboxShop(), days, totals, old_gold_bought };
}

export async function dashboard(actor: StaffActor): Promise<AdminDashboard> {
  authorize(actor, 'reports');
  const db = await getDb();
  const today = shopToday();
  const [[threshold], statusCounts, [review], days, lowStock, recent, undelivered, backups, reminders] =
    await Promise.all([
      db.select({ value: shopSettings.lowStockThreshold }).from(shopSettings).limit(1),
      db
        .select({ status: orders.status, total: count() })
        .from(orders)
        .where(inArray(orders.status, ['confirmed', 'processing']))
        .groupBy(orders.status),
      db.select({ total: count() }).from(orders).where(isNotNull(orders.reviewReason)),
      salesByDay(db, addDays(today, -29), today),
      lowStockPieces(db, sql`(select low_stock_threshold from shop_settings where id = 1)`, 10),
      db
        .select({
          id: orders.id,
          status: orders.status,
          total: orders.totalPaise,
          createdAt: orders.createdAt,
          email: userContactSql(),
          testMode: orders.testMode,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(8),
      undeliveredMail(db),
      backupStatus(db),
      cartReminderStats(30),
    ]);
  const attention = await ownerAttention(db);
  const cashWithCourierRupees = await cashWithCouriers(db);
  const liabilities = await liabilityBalances(db);
  const byStatus = new Map(statusCounts.map((r) => [r.status, Number(r.total)]));
  return {
    to_confirm: byStatus.get('confirmed') ?? 0,
    to_ship: (byStatus.get('confirmed') ?? 0) + (byStatus.get('processing') ?? 0),
    cash_with_couriers: cashWithCourierRupees,
    needs_review: Number(review.total),
    today: days[days.length - 1],
    last_30_days: { ...totalsOf(days), days },
    includes_test_orders: sandboxShop(),
    low_stock_threshold: threshold?.value ?? 3,
    low_stock: lowStock.map((p) => ({ id: p.id, name: p.name, size: p.size, stock_quantity: p.stock })),
    recent_orders: recent.map((o) => ({
      id: o.id,
      status: o.status,
      total_price: paiseToRupees(o.total),
      created_at: o.createdAt.toISOString(),
      email: o.email,
      test_mode: o.testMode,
    })),
    undelivered_mail_count: undelivered.count,
    undelivered_mail: undelivered.mail,
    cart_reminders: reminders,
    ...backups,
    ...attention,
    liabilities,
  };
}
