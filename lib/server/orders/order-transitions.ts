// Every change of an order's status is one conditional UPDATE on the status it expects
// (UPDATE orders SET status = 'confirmed' WHERE id = $1 AND status = 'pending' RETURNING ...), run inside the
// caller's transaction. When verify, webhook, cancel and expiry race, exactly one of them matches the row;
// the others see zero rows and do nothing, so an order is never confirmed twice or its stock released twice.
import 'server-only';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '@/lib/server/db';
import { cartItems, carts, orders, type OrderRow } from '@/lib/server/db/schema';
import type { QueuedMail } from '@/lib/server/mail';
import type { OrderStatus } from '@/lib/shared/constants';
import { alertOrderPaid } from './owner-order-alerts';
import { queueOrderMail } from './queue-order-mail';
import { releaseOrder } from './release-order';

/** Paid and not cancelled: sales count these, net of their refunds (returned orders stay sales, refunded). */
export const PAID_STATUSES: readonly OrderStatus[] = [
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'partially_returned',
  'returned',
];

async function moveStatus(
  tx: Executor,
  orderId: number,
  from: readonly OrderStatus[],
  set: PgUpdateSetSource<typeof orders>,
  extra = sql`true`,
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from]), extra))
    .returning();
  return row ?? null;
}

/** The order after a status change this call won, and the email it queued (deliver it after the commit). */
export type OrderChange = { order: OrderRow; mail: QueuedMail[] };

/** Paid: confirmed with paid_at, the shopper's cart emptied, the confirmation and the owner's alert queued. */
export async function confirmOrder(
  tx: Executor,
  orderId: number,
  from: readonly OrderStatus[],
): Promise<OrderChange | null> {
  const row = await moveStatus(tx, orderId, from, { status: 'confirmed', paidAt: sql`now()` });
  if (!row) return null;
  await tx.delete(cartItems).where(eq(cartItems.userId, row.userId));
  await tx
    .update(carts)
    .set({ couponCode: null, updatedAt: sql`now()` })
    .where(eq(carts.userId, row.userId));
  // The payment is an advance: the confirmation is its receipt, and the tax invoice is issued at shipping.
  const confirmation = await queueOrderMail(tx, row, 'confirmation');
  return { order: row, mail: [...confirmation, ...(await alertOrderPaid(tx, row))] };
}

/** Unpaid and closed: payment_failed, its stock back on the shelf. Answers the products released, or null. */
export async function failPendingOrder(tx: Executor, orderId: number, onlyIfExpired = false): Promise<number[] | null> {
  // The database's clock decides expiry, so every app instance agrees on it.
  const extra = onlyIfExpired ? lte(orders.expiresAt, sql`now()`) : sql`true`;
  const row = await moveStatus(tx, orderId, ['pending'], { status: 'payment_failed' }, extra);
  return row ? releaseOrder(tx, orderId) : null;
}

/** The shopper's own pending order: cancelled, stock back, the cancellation email queued. */
export async function cancelPendingOrder(
  tx: Executor,
  orderId: number,
  userId: number,
): Promise<(OrderChange & { productIds: number[] }) | null> {
  const row = await moveStatus(
    tx,
    orderId,
    ['pending'],
    { status: 'cancelled', cancelledAt: sql`now()` },
    eq(orders.userId, userId),
  );
  if (!row) return null;
  const productIds = await releaseOrder(tx, orderId);
  return { order: row, productIds, mail: await queueOrderMail(tx, row, 'cancellation') };
}

/** A note the shopper and the shop both see on the order (the orders dialog shows notes). */
export async function appendOrderNote(tx: Executor, orderId: number, note: string): Promise<void> {
  await tx
    .update(orders)
    .set({
      notes: sql`CASE WHEN ${orders.notes} IS NULL OR ${orders.notes} = '' THEN ${note} ELSE ${orders.notes} || chr(10) || ${note} END`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId));
}
