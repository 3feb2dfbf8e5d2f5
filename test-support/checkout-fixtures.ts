// Shared by the checkout, payments and orders API tests: known secrets, products with a
// known stock, request bodies, signatures computed independently of the code under test.
import { createHmac } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mailOutbox, orders, payments, products } from '@/lib/server/db/schema';
import { callRoute } from '@/test-support/call-route';
import { ADDRESS } from '@/test-support/shipping-address';

export { ADDRESS };
import { POST as createPaymentOrder } from '@/app/api/v1/payments/create-order/route';
import { POST as verifyRoute } from '@/app/api/v1/payments/verify/route';
import { POST as webhookRoute } from '@/app/api/v1/payments/webhook/route';

export const SANDBOX_SECRET = 'test-sandbox-key-secret';
export const SANDBOX_WEBHOOK = 'test-sandbox-webhook-secret';

/** Call at the top of a test file, before any request: the sandbox provider with secrets the test knows. */
export function installSandboxProvider(): void {
  process.env.SANDBOX_KEY_SECRET = SANDBOX_SECRET;
  process.env.SANDBOX_WEBHOOK_SECRET = SANDBOX_WEBHOOK;
  delete process.env.RAZORPAY_KEY_ID;
  delete process.env.RAZORPAY_KEY_SECRET;
  delete process.env.RAZORPAY_WEBHOOK_SECRET;
  delete process.env.RAZORPAY_API_BASE;
}

export const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

export type TestProduct = { id: number; name: string; pricePaise: number };

/** Active products without sizes, each given the stock the test asks for. */
export async function productsWithStock(n: number, stock: number): Promise<TestProduct[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: products.id, name: products.name, pricePaise: products.pricePaise })
    .from(products)
    .where(and(eq(products.active, true), sql`cardinality(${products.sizes}) = 0`))
    .orderBy(asc(products.id))
    .limit(n);
  if (rows.length < n) throw new Error('the demo catalogue has too few products without sizes');
  for (const row of rows) await setStock(row.id, stock);
  return rows;
}

export async function setStock(productId: number, stock: number): Promise<void> {
  const db = await getDb();
  await db.update(products).set({ stockQuantity: stock }).where(eq(products.id, productId));
}

export async function stockOf(productId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, productId));
  return row.stock;
}

export type Line = { product: TestProduct; quantity: number };

export function orderBody(lines: Line[], overrides: Record<string, unknown> = {}) {
  const total = lines.reduce((sum, l) => sum + l.product.pricePaise * l.quantity, 0) / 100;
  return {
    shipping_address: ADDRESS,
    currency: 'INR',
    cart_items: lines.map((l) => ({
      product_id: l.product.id,
      quantity: l.quantity,
      price: l.product.pricePaise / 100,
    })),
    total_amount: total,
    ...overrides,
  };
}

export const createOrderCall = (headers: Record<string, string>, body: unknown) =>
  callRoute(createPaymentOrder, '/api/v1/payments/create-order', { method: 'POST', body, headers });

export const verifyCall = (headers: Record<string, string>, body: unknown) =>
  callRoute(verifyRoute, '/api/v1/payments/verify', { method: 'POST', body, headers });

export function webhookCall(payload: unknown, options: { secret?: string; eventId?: string; signature?: string } = {}) {
  const rawBody = JSON.stringify(payload);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-razorpay-signature': options.signature ?? hmac(options.secret ?? SANDBOX_WEBHOOK, rawBody),
  };
  if (options.eventId) headers['x-razorpay-event-id'] = options.eventId;
  return callRoute(webhookRoute, '/api/v1/payments/webhook', { method: 'POST', rawBody, headers });
}

/** Razorpay's webhook bodies, trimmed to what they always carry. */
export function paymentEvent(
  event: 'payment.captured' | 'payment.failed',
  providerOrderId: string,
  paymentId: string,
  amountPaise: number,
  currency = 'INR',
) {
  return {
    entity: 'event',
    account_id: 'acc_test',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount: amountPaise,
          currency,
          status: event === 'payment.captured' ? 'captured' : 'failed',
          order_id: providerOrderId,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}

export function orderPaidEvent(providerOrderId: string, paymentId: string, amountPaise: number) {
  return {
    entity: 'event',
    event: 'order.paid',
    contains: ['payment', 'order'],
    payload: {
      payment: {
        entity: { id: paymentId, amount: amountPaise, currency: 'INR', status: 'captured', order_id: providerOrderId },
      },
      order: { entity: { id: providerOrderId, amount: amountPaise, amount_paid: amountPaise, status: 'paid' } },
    },
  };
}

export async function orderRow(orderId: number) {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function countOrders(): Promise<number> {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(orders);
  return n;
}

export async function paymentsOf(orderId: number) {
  const db = await getDb();
  return db.select().from(payments).where(eq(payments.orderId, orderId));
}

export async function outboxTo(to: string, subjectPart: string): Promise<number> {
  const db = await getDb();
  const [{ n }] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), sql`${mailOutbox.subject} LIKE ${`%${subjectPart}%`}`));
  return n;
}

/** Pays a placed order through the sandbox as the browser's verify call does, with a signature made here. */
export function payInSandbox(headers: Record<string, string>, order: { id: number; razorpay_order_id: string }) {
  const paymentId = `pay_test${Math.random().toString(36).slice(2, 12)}`;
  return verifyCall(headers, {
    order_id: order.id,
    razorpay_order_id: order.razorpay_order_id,
    razorpay_payment_id: paymentId,
    razorpay_signature: hmac(SANDBOX_SECRET, `${order.razorpay_order_id}|${paymentId}`),
  });
}
