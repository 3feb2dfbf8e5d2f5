// The back office's orders, read: the list with views (to ship, needs review, returns to decide, each status)
// and search, a customer's orders, and one order with its customer, payments, refunds and timeline.
import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { orders, payments, userContactSql, users } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { listRefunds, toRefundView } from './refunds';
import { refundablePaise } from './refundable';
import { paiseToRupees } from '@/lib/shared/money';
import { ADMIN_ORDER_MESSAGES as M } from '@/lib/shared/messages/admin-orders';
import type { AdminOrderQuery, OrderMove } from '@/lib/shared/schemas/admin-order-schema';
import type { AdminOrder, AdminOrderPage, AdminOrderSummary } from '@/lib/shared/back-office/admin-types';
import type { OrderStatus } from '@/lib/shared/constants';
import { istDayStart } from '@/lib/shared/shop-time';
import { listOrderEvents } from './order-events';
import { orderMessages } from './whatsapp-order-updates';
import { withItems } from './order-view';
import { codRefusedAtDoorMoves } from './cash-on-delivery';
import { awaitingCodConfirmation } from './confirm-cod-order';
import type { PaymentMethod } from '@/lib/shared/payment-methods';
import { oldGoldPayoutsOf } from '@/lib/server/exchange/records';
import { rtoInspectionDue } from './rto-refund';
import { logDataView } from '@/lib/server/privacy';

function viewCondition(view: AdminOrderQuery['view']): SQL | undefined {
  switch (view) {
    case 'all':
      return undefined;
    case 'to_ship':
      return inArray(orders.status, ['confirmed', 'processing']);
    case 'review':
      return isNotNull(orders.reviewReason);
    case 'cod_unconfirmed':
      return awaitingCodConfirmation;
    case 'returns':
      return sql`exists (select 1 from return_requests r where r.order_id = ${orders.id} and r.status = 'requested')`;
    default:
      return eq(orders.status, view);
  }
}

const summarySelection = {
  id: orders.id,
  status: orders.status,
  totalPaise: orders.totalPaise,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  testMode: orders.testMode,
  paymentMethod: orders.paymentMethod,
  reviewReason: orders.reviewReason,
  codConfirmBy: orders.codConfirmBy,
  codConfirmedAt: orders.codConfirmedAt,
  fullName: sql<string>`${orders.shippingAddress}->>'full_name'`,
  city: sql<string>`${orders.shippingAddress}->>'city'`,
  userId: users.id,
  email: userContactSql(),
};

export async function listAdminOrders(actor: StaffActor, query: AdminOrderQuery): Promise<AdminOrderPage> {
  authorize(actor, 'orders');
  const db = await getDb();
  const conditions: SQL[] = [];
  const view = viewCondition(query.view);
  if (view) conditions.push(view);
  if (query.q) {
    const number = /^#?\d{1,9}$/.test(query.q) ? Number(query.q.replace('#', '')) : null;
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = query.q.replace(/\D/g, '');
    conditions.push(
      or(
        ilike(users.email, pattern),
        sql`${orders.shippingAddress}->>'full_name' ILIKE ${pattern}`,
        ...(digits.length >= 4
          ? [sql`regexp_replace(${orders.shippingAddress}->>'phone', '[^0-9]', '', 'g') LIKE ${`%${digits}%`}`]
          : []),
        ...(number ? [eq(orders.id, number)] : []),
      )!,
    );
  }
  if (query.from) conditions.push(gte(orders.createdAt, istDayStart(query.from)));
  if (query.to) conditions.push(lt(orders.createdAt, istDayStart(query.to, 1)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summarySelection)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return {
    orders: rows.map(toSummary),
    pagination: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.ceil(total / query.per_page),
      total_count: total,
    },
  };
}

/** One customer's orders, newest first, for the back office's customer page (the same rows as the order list). */
export async function listCustomerOrders(actor: StaffActor, userId: number, limit = 200): Promise<AdminOrderSummary[]> {
  authorize(actor, 'orders');
  const db = await getDb();
  const rows = await db
    .select(summarySelection)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map(toSummary);
}

type SummaryRow = {
  id: number;
  status: OrderStatus;
  totalPaise: number;
  createdAt: Date;
  paidAt: Date | null;
  testMode: boolean;
  paymentMethod: PaymentMethod;
  reviewReason: string | null;
  codConfirmBy: Date | null;
  codConfirmedAt: Date | null;
  fullName: string;
  city: string;
  userId: number;
  email: string;
};

function toSummary(row: SummaryRow): AdminOrderSummary {
  return {
    id: row.id,
    status: row.status,
    total_price: paiseToRupees(row.totalPaise),
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    test_mode: row.testMode,
    payment_method: row.paymentMethod,
    review_reason: row.reviewReason,
    cod_confirm_by:
      row.status === 'confirmed' && row.codConfirmBy && !row.codConfirmedAt ? row.codConfirmBy.toISOString() : null,
    customer: { id: row.userId, email: row.email, name: row.fullName },
    city: row.city,
  };
}

export async function readAdminOrder(db: Executor, id: number): Promise<AdminOrder | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) return null;
  const [[view], [customer], paymentRows, events] = await Promise.all([
    withItems(db, [row]),
    db
      .select({ id: users.id, email: userContactSql(), firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, row.userId)),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.id)),
    listOrderEvents(db, id),
  ]);
  const messages = await orderMessages(db, id);
  const refundRows = await listRefunds(db, id);
  // Only what was captured in rupees can be refunded in rupees (refunds.ts checks the same).
  const left = await refundablePaise(db, id);
  const oldGoldPayouts = await oldGoldPayoutsOf(db, id);
  return {
    ...view,
    refunds: refundRows.map((r) => toRefundView(r)),
    refundable: paiseToRupees(left),
    allowed_moves: [...allowedMoves(row.status), ...codRefusedAtDoorMoves(row)],
    old_gold_payouts: oldGoldPayouts,
    rto_inspection_due: rtoInspectionDue(row),
    updated_at: row.updatedAt.toISOString(),
    review_reason: row.reviewReason,
    customer: { id: customer.id, email: customer.email, name: `${customer.firstName} ${customer.lastName}`.trim() },
    payments: paymentRows.map((p) => ({
      id: p.id,
      provider: p.provider,
      provider_payment_id: p.providerPaymentId,
      amount: paiseToRupees(p.amountPaise),
      currency: p.currency,
      status: p.status,
      created_at: p.createdAt.toISOString(),
    })),
    messages,
    cod_confirmed_on_whatsapp: events.some((e) => e.data?.cod_confirmed === true && e.data?.channel === 'whatsapp'),
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      from_status: e.fromStatus,
      to_status: e.toStatus,
      actor: e.actorLabel,
      note: e.note,
      data: e.data,
      created_at: e.createdAt.toISOString(),
    })),
  };
}

export async function getAdminOrder(actor: StaffActor, id: number): Promise<AdminOrder> {
  authorize(actor, 'orders');
  const db = await getDb();
  const order = await readAdminOrder(db, id);
  if (!order) throw notFound(M.notFound);
  // The order's page shows the buyer's name, address and phone: logged as a view of their data.
  await logDataView(db, actor, { customerUserId: order.customer.id, view: 'order', orderId: id });
  return order;
}

/** HUIDs sent for an order's lines: each line hallmarked and of this order, one HUID for each piece. */

/** Where each move may start from. Cancelling a paid order (confirmed, processing) refunds it in full. */
export const MOVES_FROM: Record<OrderMove['status'], readonly OrderStatus[]> = {
  processing: ['confirmed'],
  shipped: ['confirmed', 'processing'],
  delivered: ['shipped'],
  cancelled: ['pending', 'confirmed', 'processing'],
};

export function allowedMoves(status: OrderStatus): OrderMove['status'][] {
  return (Object.keys(MOVES_FROM) as OrderMove['status'][]).filter((to) => MOVES_FROM[to].includes(status));
}
