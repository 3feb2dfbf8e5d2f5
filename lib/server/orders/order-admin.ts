// The back office's orders: the list with views (to ship, needs review, each status) and search, one order
// with its customer, payments and timeline, and the fulfilment moves (processing, shipped with tracking,
// delivered). Each move is one conditional UPDATE on the status it expects (as order-transitions.ts), in
// the transaction that records the timeline entry, the audit entry and the shopper's email.
import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { orderItems, orders, payments, users, type OrderRow } from '@/lib/server/db/schema';
import { recordHuids } from '@/lib/server/invoices';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { DomainError, notFound } from '@/lib/server/errors';
import { authorize, requireRecentPassword, type StaffActor } from '@/lib/server/access';
import { invalidateProducts } from '@/lib/server/cache';
import { listRefunds, refundablePaise, refundRemaining, toRefundView } from './refunds';
import { recordAudit } from '@/lib/server/audit';
import { deliverQueuedMail, type QueuedMail } from '@/lib/server/mail';
import { paiseToRupees } from '@/lib/shared/money';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { ADMIN_ORDER_MESSAGES as M } from '@/lib/shared/messages/admin-orders';
import type { AdminOrderQuery, OrderMove } from '@/lib/shared/schemas/admin-order-schema';
import type { AdminOrder, AdminOrderPage, AdminOrderSummary } from '@/lib/shared/back-office/admin-types';
import type { OrderStatus } from '@/lib/shared/constants';
import { istDayStart } from '@/lib/shared/shop-time';
import { listOrderEvents, recordOrderEvent } from './order-events';
import { withItems } from './order-view';
import { queueOrderMail } from './queue-order-mail';
import { releaseOrderStock } from './stock';
import { codRefusedAtDoorMoves, collectCashOnDelivery } from './cash-on-delivery';
import type { PaymentMethod } from '@/lib/shared/payment-methods';

/** Where each move may start from. Cancelling a paid order (confirmed, processing) refunds it in full. */
const MOVES_FROM: Record<OrderMove['status'], readonly OrderStatus[]> = {
  processing: ['confirmed'],
  shipped: ['confirmed', 'processing'],
  delivered: ['shipped'],
  cancelled: ['pending', 'confirmed', 'processing'],
};

export function allowedMoves(status: OrderStatus): OrderMove['status'][] {
  return (Object.keys(MOVES_FROM) as OrderMove['status'][]).filter((to) => MOVES_FROM[to].includes(status));
}

function refusedMove(from: OrderStatus, to: string): DomainError {
  const allowed = allowedMoves(from);
  return new DomainError(ADMIN_ERROR_CODES.conflict, M.cannotMove(from, to, allowed), { allowed_moves: allowed });
}

function viewCondition(view: AdminOrderQuery['view']): SQL | undefined {
  switch (view) {
    case 'all':
      return undefined;
    case 'to_ship':
      return inArray(orders.status, ['confirmed', 'processing']);
    case 'review':
      return isNotNull(orders.reviewReason);
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
  fullName: sql<string>`${orders.shippingAddress}->>'full_name'`,
  city: sql<string>`${orders.shippingAddress}->>'city'`,
  userId: users.id,
  email: users.email,
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
    customer: { id: row.userId, email: row.email, name: row.fullName },
    city: row.city,
  };
}

async function readAdminOrder(db: Executor, id: number): Promise<AdminOrder | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) return null;
  const [[view], [customer], paymentRows, events] = await Promise.all([
    withItems(db, [row]),
    db
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, row.userId)),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.id)),
    listOrderEvents(db, id),
  ]);
  const refundRows = await listRefunds(db, id);
  // Only what was captured in rupees can be refunded in rupees (refunds.ts checks the same).
  const left = await refundablePaise(db, id);
  return {
    ...view,
    refunds: refundRows.map((r) => toRefundView(r)),
    refundable: paiseToRupees(left),
    allowed_moves: [...allowedMoves(row.status), ...codRefusedAtDoorMoves(row)],
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
  const order = await readAdminOrder(await getDb(), id);
  if (!order) throw notFound(M.notFound);
  return order;
}

/** HUIDs sent for an order's lines: each line hallmarked and of this order, one HUID for each piece. */
async function checkedHuids(
  tx: Executor,
  orderId: number,
  given: NonNullable<OrderMove['huids']>,
): Promise<Map<number, string[]>> {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const byId = new Map(items.map((item) => [item.id, item]));
  const result = new Map<number, string[]>();
  for (const entry of given) {
    const item = byId.get(entry.order_item_id);
    const refuse = (message: string) =>
      new DomainError(ERROR_CODES.validationFailed, message, { errors: { huids: [message] } });
    if (!item) throw refuse(M.huidLineUnknown);
    if (!item.hallmarked) throw refuse(M.huidNotHallmarked(item.productName));
    if (entry.huids.length !== item.quantity) throw refuse(M.huidCount(item.productName, item.quantity));
    result.set(item.id, entry.huids);
  }
  return result;
}

const MAIL_OF = {
  processing: 'processing',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancellation',
} as const;

/** processing, shipped (with courier and tracking), delivered, or cancelled (stock back; a paid order refunded in
 *  full). Every move emails the shopper. */
export async function moveAdminOrder(actor: StaffActor, id: number, move: OrderMove): Promise<AdminOrder> {
  authorize(actor, 'orders');
  const db = await getDb();
  let mail: QueuedMail[] = [];
  let released: number[] = [];
  let paid = false;
  const order = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!row) throw notFound(M.notFound);
    if (move.updated_at && row.updatedAt.getTime() !== new Date(move.updated_at).getTime()) {
      throw new DomainError(ADMIN_ERROR_CODES.staleRecord, ADMIN_MESSAGES.staleRecord, {
        order: await readAdminOrder(tx, id),
      });
    }
    const from = [
      ...MOVES_FROM[move.status],
      ...(codRefusedAtDoorMoves(row).includes(move.status) ? [row.status] : []),
    ];
    if (!from.includes(row.status)) throw refusedMove(row.status, move.status);
    paid = row.paidAt !== null;
    // Cancelling a paid order gives the money back: only those who may refund, with a recent password.
    if (move.status === 'cancelled' && paid) {
      authorize(actor, 'refunds');
      requireRecentPassword(actor);
    }
    const now = new Date();
    const set: Partial<OrderRow> =
      move.status === 'shipped'
        ? {
            status: 'shipped',
            courier: move.courier!,
            trackingNumber: move.tracking_number!,
            trackingUrl: move.tracking_url ?? null,
            shippedAt: now,
          }
        : move.status === 'delivered'
          ? { status: 'delivered', deliveredAt: now }
          : move.status === 'cancelled'
            ? { status: 'cancelled', cancelledAt: now }
            : { status: 'processing' };
    const [moved] = await tx
      .update(orders)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(orders.id, id), inArray(orders.status, from)))
      .returning();
    if (!moved) throw refusedMove(row.status, move.status);
    if (move.status === 'cancelled') released = await releaseOrderStock(tx, id);
    if (move.status === 'delivered') await collectCashOnDelivery(tx, moved);
    if (move.huids?.length) await recordHuids(tx, id, await checkedHuids(tx, id, move.huids));
    const shipment =
      move.status === 'shipped'
        ? { courier: move.courier, tracking_number: move.tracking_number, tracking_url: move.tracking_url ?? null }
        : null;
    await recordOrderEvent(tx, id, actor, {
      kind: 'status',
      fromStatus: row.status,
      toStatus: move.status,
      note: move.note ?? null,
      data: shipment,
    });
    await recordAudit(tx, actor, {
      action: 'order.status',
      entityType: 'order',
      entityId: id,
      before: { status: row.status },
      after: { status: move.status, ...shipment },
    });
    mail = await queueOrderMail(tx, moved, MAIL_OF[move.status]);
    return (await readAdminOrder(tx, id))!;
  });
  if (released.length) invalidateProducts(released);
  await deliverQueuedMail(mail);
  // The money goes back after the cancellation committed; a provider failure leaves a failed refund on the
  // order, which the owner can try again from the refund form.
  if (move.status === 'cancelled' && paid) {
    await refundRemaining(actor, id, move.note ?? 'Order cancelled by the shop').catch((error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
      console.warn(`[orders] order ${id} was cancelled but its refund failed: ${error.message}`);
    });
    return (await readAdminOrder(db, id))!;
  }
  return order;
}

/** A note on the order's timeline, for the shop's eyes. */
export async function addOrderNote(actor: StaffActor, id: number, note: string): Promise<AdminOrder> {
  authorize(actor, 'orders');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
    if (!row) throw notFound(M.notFound);
    await recordOrderEvent(tx, id, actor, { kind: 'note', note });
    await recordAudit(tx, actor, { action: 'order.note', entityType: 'order', entityId: id, after: { note } });
    return (await readAdminOrder(tx, id))!;
  });
}
