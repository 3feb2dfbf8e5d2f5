// One payment, verified through A while the provider's webhook arrives at B: one payment row, one mail.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { check, sleep, within } from '../check';
import { json, type Cluster } from '../harness';
import type { Shop } from '../shop';

export async function checkPaymentOnAWebhookOnB(
  { base, smtp, sandboxKeySecret, sandboxWebhookSecret }: Cluster,
  { db, schema, createShopper, orderFor }: Shop,
  product: { id: number },
): Promise<void> {
  const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');
  const buyer = await createShopper();
  const bearer = (extra: Record<string, string> = {}) => ({
    ...buyer.bearerHeaders,
    'content-type': 'application/json',
    ...extra,
  });
  const [piece] = await db.select().from(schema.products).where(eq(schema.products.id, product.id));
  const placed = await json(
    await fetch(`${base.a}/api/v1/payments/create-order`, {
      method: 'POST',
      headers: bearer(),
      body: JSON.stringify(orderFor(piece.id, piece.pricePaise)),
    }),
  );
  if (placed.status !== 201) {
    throw new Error(`create-order on A answered ${placed.status}: ${JSON.stringify(placed.body)}`);
  }
  const order = placed.body as { id: number; razorpay_order_id: string; amount: number };
  const paymentId = `pay_cluster${order.id}`;
  const verifyBody = {
    order_id: order.id,
    razorpay_order_id: order.razorpay_order_id,
    razorpay_payment_id: paymentId,
    razorpay_signature: hmac(sandboxKeySecret, `${order.razorpay_order_id}|${paymentId}`),
  };
  const event = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount: piece.pricePaise,
          currency: 'INR',
          status: 'captured',
          order_id: order.razorpay_order_id,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  const [verified, hooked] = await Promise.all([
    fetch(`${base.a}/api/v1/payments/verify`, { method: 'POST', headers: bearer(), body: JSON.stringify(verifyBody) }),
    fetch(`${base.b}/api/v1/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmac(sandboxWebhookSecret, event),
        'x-razorpay-event-id': `evt_cluster_${order.id}`,
      },
      body: event,
    }),
  ]);
  const subject = `order #${order.id} confirmed`;
  const confirmations = () => smtp.messages.filter((m) => m.includes(subject)).length;
  await within(5000, async () => confirmations() >= 1);
  await sleep(1500); // a second mail, if there were one, would have come by now
  const paymentRows = await db.select().from(schema.payments).where(eq(schema.payments.orderId, order.id));
  check(
    'payment on A, webhook on B',
    verified.status === 200 && hooked.status === 200 && paymentRows.length === 1 && confirmations() === 1,
    `verify ${verified.status}, webhook ${hooked.status}; ${paymentRows.length} payment row(s), ` +
      `${confirmations()} confirmation mail(s)`,
  );
}
