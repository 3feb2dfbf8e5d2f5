// POST /payments/resume: pay an order the shopper already placed, after closing the payment window. Closing
// it does not cancel the order (it stays pending, its stock held, until paid or expired), so 'Try again'
// reopens the provider's checkout for the SAME provider order instead of placing a second one.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { orderNotFound, orderNotPending, expireStaleOrders, orderView } from '@/lib/server/orders';
import { paymentProvider, assertPaymentsOpen } from '@/lib/server/payments/providers';
import { paiseToRupees, payablePaise } from '@/lib/shared/money';
import type { PaymentOrderResponse } from '@/lib/shared/schemas/checkout-schema';

export async function resumePayment(userId: number, orderId: number): Promise<PaymentOrderResponse> {
  const provider = paymentProvider();
  assertPaymentsOpen();
  // An order past its hold is closed first, so it is never reopened for payment with its stock gone.
  await expireStaleOrders({ userId });
  const db = await getDb();
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw orderNotFound();
  // Only an order whose provider order this provider made can be paid here (POST /orders has none).
  if (order.status !== 'pending' || !order.providerOrderId || order.paymentProvider !== provider.name) {
    throw orderNotPending();
  }
  const view = await orderView(db, order.id);
  if (!view) throw new Error(`Order ${order.id} vanished while resuming its payment`);
  return {
    id: order.id,
    amount: payablePaise(order),
    total_amount: paiseToRupees(order.totalPaise),
    currency: order.currency,
    key: provider.publicKey,
    razorpay_order_id: order.providerOrderId,
    provider: provider.name,
    order: view,
  };
}
