// The checkout tests' shared set-up (app/api/v1/payments/*.test.ts): two products with 10 in stock, and a fresh
// shopper per test (the pending-order limit and the cart are per shopper). The `let`s are live bindings: a test
// file imports them and reads the values its hooks set.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mailOutbox, orders } from '@/lib/server/db/schema';
import { POST as resumeRoute } from '@/app/api/v1/payments/resume/route';
import { callRoute, seedCatalogue } from './call-route';
import { createShopper } from './create-shopper';
import {
  createOrderCall,
  hmac,
  installSandboxProvider,
  orderBody,
  productsWithStock,
  SANDBOX_SECRET,
  setStock,
  type TestProduct,
} from './checkout-fixtures';

export let a: TestProduct;
export let b: TestProduct;
export let shopper: Awaited<ReturnType<typeof createShopper>>;

/** Call once at the top of a test file. */
export function setUpPaymentsFixture(): void {
  installSandboxProvider();
  beforeAll(async () => {
    await seedCatalogue();
    [a, b] = await productsWithStock(2, 10);
  });
  beforeEach(async () => {
    shopper = await createShopper();
    await setStock(a.id, 10);
    await setStock(b.id, 10);
  });
}

export async function startCheckout(lines = [{ product: a, quantity: 2 }], headers = shopper.cookieHeaders) {
  const res = await createOrderCall(headers, orderBody(lines));
  expect(res.status).toBe(201);
  return res.body as {
    id: number;
    amount: number;
    razorpay_order_id: string;
    key: string;
    currency: string;
    total_amount: number;
  };
}

export const paymentId = () => `pay_test${Math.random().toString(36).slice(2, 12)}`;
/** The fields the hosted checkout hands back for a real payment, signed with the sandbox's key secret. */
export const genuine = (order: { id: number; razorpay_order_id: string }, pay = paymentId()) => ({
  order_id: order.id,
  razorpay_order_id: order.razorpay_order_id,
  razorpay_payment_id: pay,
  razorpay_signature: hmac(SANDBOX_SECRET, `${order.razorpay_order_id}|${pay}`),
});

export async function countOrdersOf(userId: number): Promise<number> {
  const db = await getDb();
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  return rows.length;
}

export const resume = (orderId: unknown, headers = shopper.cookieHeaders) =>
  callRoute(resumeRoute, '/api/v1/payments/resume', { method: 'POST', body: { order_id: orderId }, headers });

/** The subjects of the mails about one order. */
export async function mailAbout(orderId: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(sql`${mailOutbox.subject} LIKE ${`%order #${orderId} %`}`);
  return rows.map((r) => r.subject);
}
