// Racing shoppers and racing reports. On PGlite transactions take turns; in CI the same file runs on
// PostgreSQL (TEST_DATABASE_URL), where they truly overlap and only the row locks keep the books right.
import { eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orderItems, orders, payments } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { expireStaleOrders } from '@/lib/server/orders';
import {
  createOrderCall,
  hmac,
  orderBody,
  paymentEvent,
  productsWithStock,
  SANDBOX_SECRET,
  stockOf,
  installSandboxProvider,
  verifyCall,
  webhookCall,
  type TestProduct,
} from '@/test-support/checkout-fixtures';
import { PATCH as cancelRoute } from '../orders/[id]/cancel/route';

installSandboxProvider();

let product: TestProduct;

beforeAll(async () => {
  await seedCatalogue();
  [product] = await productsWithStock(1, 5);
});

it('20 shoppers buying a piece with stock 5 at once: exactly 5 succeed, stock ends at 0, never below', async () => {
  const shoppers = await Promise.all(Array.from({ length: 20 }, () => createShopper()));
  const results = await Promise.all(
    shoppers.map((s) => createOrderCall(s.cookieHeaders, orderBody([{ product, quantity: 1 }]))),
  );

  const statuses = results.map((r) => r.status).sort();
  expect(statuses.filter((s) => s === 201)).toHaveLength(5);
  expect(statuses.filter((s) => s === 409)).toHaveLength(15);
  for (const r of results.filter((r) => r.status === 409)) expect(r.body.error_code).toBe('OUT_OF_STOCK');
  expect(await stockOf(product.id)).toBe(0);

  const db = await getDb();
  const held = await db
    .select({ orderId: orderItems.orderId, quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.productId, product.id));
  expect(held.reduce((sum, h) => sum + h.quantity, 0)).toBe(5);
  expect(new Set(results.filter((r) => r.status === 201).map((r) => r.body.id)).size).toBe(5);
});

it('verify, webhook, cancel and expiry racing on the same orders: one wins each, stock and payments add up', async () => {
  const [piece] = await productsWithStock(1, 10);
  const db = await getDb();
  // One order per shopper: an account may hold only a couple of unpaid orders at once.
  const started: {
    id: number;
    amount: number;
    razorpay_order_id: string;
    shopper: Awaited<ReturnType<typeof createShopper>>;
  }[] = [];
  for (let i = 0; i < 5; i++) {
    const shopper = await createShopper();
    const res = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: piece, quantity: 2 }]));
    expect(res.status).toBe(201);
    started.push({ ...(res.body as { id: number; amount: number; razorpay_order_id: string }), shopper });
  }
  expect(await stockOf(piece.id)).toBe(0);
  // Every hold is over, so the expiry sweep races too.
  await db
    .update(orders)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(
      inArray(
        orders.id,
        started.map((o) => o.id),
      ),
    );

  await Promise.all(
    started.flatMap((order) => {
      const { shopper } = order;
      const pay = `pay_race${order.id}`;
      const verifyBody = {
        order_id: order.id,
        razorpay_order_id: order.razorpay_order_id,
        razorpay_payment_id: pay,
        razorpay_signature: hmac(SANDBOX_SECRET, `${order.razorpay_order_id}|${pay}`),
      };
      return [
        verifyCall(shopper.cookieHeaders, verifyBody),
        verifyCall(shopper.cookieHeaders, verifyBody),
        webhookCall(paymentEvent('payment.captured', order.razorpay_order_id, pay, order.amount), {
          eventId: `evt_race_${order.id}`,
        }),
        callRoute(cancelRoute, `/api/v1/orders/${order.id}/cancel`, {
          method: 'PATCH',
          params: { id: String(order.id) },
          headers: shopper.cookieHeaders,
        }),
        expireStaleOrders(),
      ];
    }),
  );

  const rows = await db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.id,
        started.map((o) => o.id),
      ),
    );
  const paidRows = rows.filter((r) => r.status === 'confirmed');
  // A captured payment always ends confirmed (stock allowed it: only these orders hold this piece).
  expect(paidRows).toHaveLength(5);
  for (const row of rows) expect(row.paidAt).toBeInstanceOf(Date);
  const recorded = await db
    .select()
    .from(payments)
    .where(
      inArray(
        payments.orderId,
        started.map((o) => o.id),
      ),
    );
  expect(recorded).toHaveLength(5);
  // Whatever order the reports arrived in, the pieces are held exactly once per paid order.
  expect(await stockOf(piece.id)).toBe(10 - 2 * paidRows.length);
  expect(await stockOf(piece.id)).toBeGreaterThanOrEqual(0);
});
