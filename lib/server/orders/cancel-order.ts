// PATCH /orders/{id}/cancel: the shopper's own pending order only. Its stock goes back and a cancellation
// email is queued, in the same transaction as the status change, and delivered once it commits.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { invalidateProducts } from '@/lib/server/cache';
import { DomainError } from '@/lib/server/errors';
import { orderNotFound } from './order-errors';
import { deliverQueuedMail } from '@/lib/server/mail';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import { ORDER_ERROR_CODES, type ApiOrder } from '@/lib/shared/schemas/checkout-schema';
import { expireStaleOrders } from './expiry';
import { cancelPendingOrder } from './order-transitions';
import { orderView } from './order-view';

export async function cancelOrder(userId: number, orderId: number): Promise<ApiOrder> {
  await expireStaleOrders({ userId });
  const db = await getDb();
  const cancelled = await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .limit(1);
    if (!own) throw orderNotFound();
    const result = await cancelPendingOrder(tx, orderId, userId);
    if (!result) throw new DomainError(ORDER_ERROR_CODES.notCancellable, ORDER_MESSAGES.notCancellable);
    return result;
  });
  invalidateProducts(cancelled.productIds);
  void deliverQueuedMail(cancelled.mail);
  const view = await orderView(db, orderId);
  if (!view) throw new Error(`Order ${orderId} vanished after cancelling`);
  return view;
}
