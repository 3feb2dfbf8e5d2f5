// Every change of an order's status is one conditional UPDATE on the status it expects
// (UPDATE orders SET status = 'confirmed' WHERE id = $1 AND status = 'pending' RETURNING ...), run inside the
// caller's transaction. When verify, webhook, cancel and expiry race, exactly one of them matches the row;
// the others see zero rows and do nothing, so an order is never confirmed twice or its stock released twice.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '@/lib/server/db';
import { cartItems, carts, orders, shopSettings, users, type OrderRow } from '@/lib/server/db/schema';
import { DEFAULT_SHOP_NAME, type OrderStatus } from '@/lib/shared/constants';
import { deliver } from './deliver-mail';
import { orderCancellationEmail, orderConfirmationEmail } from './order-emails';
import { orderView } from './order-view';
import { releaseOrderStock } from './stock';

export const PAID_STATUSES: readonly OrderStatus[] = ['confirmed', 'processing', 'shipped', 'delivered'];

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

async function sendOrderEmail(tx: Executor, order: OrderRow, kind: 'confirmation' | 'cancellation'): Promise<void> {
  const view = await orderView(tx, order.id);
  if (!view) return;
  const [settings] = await tx.select({ company: shopSettings.company }).from(shopSettings).limit(1);
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId)).limit(1);
  const to = view.shipping_address.email || user?.email;
  if (!to) return;
  const shopName = settings?.company.name || DEFAULT_SHOP_NAME;
  const message = kind === 'confirmation' ? orderConfirmationEmail(view, to, shopName) : orderCancellationEmail(view, to, shopName);
  await deliver(message, tx);
}

/** Paid: confirmed with paid_at, the shopper's server cart emptied, the confirmation queued. */
export async function confirmOrder(tx: Executor, orderId: number, from: readonly OrderStatus[]): Promise<OrderRow | null> {
  const row = await moveStatus(tx, orderId, from, { status: 'confirmed', paidAt: sql`now()` });
  if (!row) return null;
  await tx.delete(cartItems).where(eq(cartItems.userId, row.userId));
  await tx.update(carts).set({ couponCode: null, updatedAt: sql`now()` }).where(eq(carts.userId, row.userId));
  await sendOrderEmail(tx, row, 'confirmation');
  return row;
}

/** Unpaid and closed: payment_failed, its stock back on the shelf. Answers the products released, or null. */
export async function failPendingOrder(tx: Executor, orderId: number, onlyIfExpired = false): Promise<number[] | null> {
  // The database's clock decides expiry, so every app instance agrees on it.
  const extra = onlyIfExpired ? lte(orders.expiresAt, sql`now()`) : sql`true`;
  const row = await moveStatus(tx, orderId, ['pending'], { status: 'payment_failed' }, extra);
  return row ? releaseOrderStock(tx, orderId) : null;
}

/** The shopper's own pending order: cancelled, stock back, the cancellation email queued. */
export async function cancelPendingOrder(tx: Executor, orderId: number, userId: number): Promise<{ order: OrderRow; productIds: number[] } | null> {
  const row = await moveStatus(tx, orderId, ['pending'], { status: 'cancelled', cancelledAt: sql`now()` }, eq(orders.userId, userId));
  if (!row) return null;
  const productIds = await releaseOrderStock(tx, orderId);
  await sendOrderEmail(tx, row, 'cancellation');
  return { order: row, productIds };
}

/** A note the shopper and the shop both see on the order (the orders dialog shows notes). */
export async function appendOrderNote(tx: Executor, orderId: number, note: string): Promise<void> {
  await tx
    .update(orders)
    .set({ notes: sql`CASE WHEN ${orders.notes} IS NULL OR ${orders.notes} = '' THEN ${note} ELSE ${orders.notes} || chr(10) || ${note} END`, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}
