// The shopper's orders (spec section 7): list with paging and status filter, one order, create without
// payment, and cancel of the shopper's own pending order.
import { eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import { ORDER_STATUSES } from '@/lib/shared/constants';
import {
  ADDRESS,
  orderBody,
  orderRow,
  outboxTo,
  productsWithStock,
  setStock,
  stockOf,
  installSandboxProvider,
  type TestProduct,
} from '@/test-support/checkout-fixtures';
import { GET as listRoute, POST as createRoute } from './route';
import { GET as detailRoute } from './[id]/route';
import { PATCH as cancelRoute } from './[id]/cancel/route';

installSandboxProvider();

let a: TestProduct;
let b: TestProduct;

beforeAll(async () => {
  await seedCatalogue();
  [a, b] = await productsWithStock(2, 50);
});

beforeEach(async () => {
  await setStock(a.id, 50);
  await setStock(b.id, 50);
});

type Shopper = Awaited<ReturnType<typeof createShopper>>;

const list = (shopper: Shopper | null, query = '') =>
  callRoute(listRoute, `/api/v1/orders${query}`, { headers: shopper?.cookieHeaders ?? {} });
const detail = (shopper: Shopper | null, id: number | string) =>
  callRoute(detailRoute, `/api/v1/orders/${id}`, { params: { id: String(id) }, headers: shopper?.cookieHeaders ?? {} });
const cancel = (shopper: Shopper | null, id: number | string) =>
  callRoute(cancelRoute, `/api/v1/orders/${id}/cancel`, {
    method: 'PATCH',
    params: { id: String(id) },
    headers: shopper?.cookieHeaders ?? {},
  });

async function placeOrder(shopper: Shopper, lines = [{ product: a, quantity: 1 }]) {
  const res = await callRoute(createRoute, '/api/v1/orders', {
    method: 'POST',
    body: orderBody(lines),
    headers: shopper.cookieHeaders,
  });
  expect([res.status, res.body.error_code]).toEqual([201, undefined]);
  return res.body.order as { id: number };
}

describe('POST /orders', () => {
  it('creates a pending order holding its stock, without starting a payment', async () => {
    const shopper = await createShopper();
    const res = await callRoute(createRoute, '/api/v1/orders', {
      method: 'POST',
      body: orderBody(
        [
          { product: a, quantity: 2 },
          { product: b, quantity: 1 },
        ],
        { notes: 'Gift wrap, please' },
      ),
      headers: shopper.bearerHeaders,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(ORDER_MESSAGES.created);
    expect(res.body.order).toMatchObject({
      status: 'pending',
      items_count: 3,
      notes: 'Gift wrap, please',
      payment_provider: null,
      test_mode: true,
    });
    expect(await stockOf(a.id)).toBe(48);
    expect((await orderRow(res.body.order.id)).providerOrderId).toBeNull();
  });

  it('requires a session with the spec message', async () => {
    const res = await callRoute(createRoute, '/api/v1/orders', {
      method: 'POST',
      body: orderBody([{ product: a, quantity: 1 }]),
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(ORDER_MESSAGES.loginToCreate);
  });
});

describe('GET /orders', () => {
  it('lists only the shopper’s orders, newest first, 10 a page, with the fields of the spec', async () => {
    const shopper = await createShopper();
    const other = await createShopper();
    await placeOrder(other);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push((await placeOrder(shopper, [{ product: i % 2 ? a : b, quantity: 1 + (i % 3) }])).id);
      // Keep under the unpaid-order limit: settle all but the first and the last as the shop would.
      if (i !== 0 && i !== 11)
        await (
          await getDb()
        )
          .update(orders)
          .set({ status: ORDER_STATUSES[1 + (i % 6)] })
          .where(eq(orders.id, ids[i]));
    }

    const first = await list(shopper);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.body.pagination).toEqual({ current_page: 1, per_page: 10, total_pages: 2, total_count: 12 });
    expect(first.body.orders.map((o: { id: number }) => o.id)).toEqual([...ids].reverse().slice(0, 10));
    const order = first.body.orders[0];
    expect(first.body.orders.every((o: { test_mode: boolean }) => o.test_mode === true)).toBe(true);
    expect(Object.keys(order)).toEqual(
      expect.arrayContaining([
        'id',
        'status',
        'created_at',
        'paid_at',
        'items_count',
        'total_price',
        'shipping_address',
        'order_items',
        'notes',
      ]),
    );
    expect(order.order_items[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        product_name: expect.any(String),
        quantity: expect.any(Number),
        price: expect.any(Number),
        subtotal: expect.any(Number),
      }),
    );
    expect('image_url' in order.order_items[0]).toBe(true);
    expect(order.shipping_address).toMatchObject({ ...ADDRESS, phone: '9876543210' });

    const second = await list(shopper, '?page=2');
    expect(second.body.orders.map((o: { id: number }) => o.id)).toEqual([ids[1], ids[0]]);
    const small = await list(shopper, '?per_page=5&page=3');
    expect(small.body.pagination).toEqual({ current_page: 3, per_page: 5, total_pages: 3, total_count: 12 });
    expect(small.body.orders).toHaveLength(2);

    const pending = await list(shopper, '?status=pending');
    expect(pending.body.orders.map((o: { id: number }) => o.id)).toEqual([ids[11], ids[0]]);
    expect(pending.body.orders.every((o: { status: string }) => o.status === 'pending')).toBe(true);
    const everything = await list(shopper, '?status=all');
    expect(everything.body.pagination.total_count).toBe(12);
  });

  it('shows an expired hold as payment_failed and returns its stock when the list is read', async () => {
    const shopper = await createShopper();
    const order = await placeOrder(shopper, [{ product: a, quantity: 4 }]);
    expect(await stockOf(a.id)).toBe(46);
    await (
      await getDb()
    )
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order.id));
    const res = await list(shopper);
    expect(res.body.orders[0]).toMatchObject({ id: order.id, status: 'payment_failed', expires_at: null });
    expect(await stockOf(a.id)).toBe(50);
  });

  it('refuses bad filters and callers without a session', async () => {
    const shopper = await createShopper();
    for (const query of ['?status=lost', '?page=0', '?per_page=1000', '?page=x']) {
      const res = await list(shopper, query);
      expect(res.status).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_FAILED');
    }
    expect((await list(null)).status).toBe(401);
  });
});

describe('GET /orders/{id}', () => {
  it('answers the shopper’s own order and hides everyone else’s', async () => {
    const shopper = await createShopper();
    const stranger = await createShopper();
    const order = await placeOrder(shopper, [{ product: a, quantity: 2 }]);
    const own = await detail(shopper, order.id);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    // The sandbox stands in for Razorpay in these tests: every order is a test order, and says so.
    expect(own.body.order).toMatchObject({
      id: order.id,
      items_count: 2,
      total_price: (a.pricePaise * 2) / 100,
      test_mode: true,
    });
    for (const [who, id] of [
      [stranger, order.id],
      [shopper, 99999999],
      [shopper, 'abc'],
      [shopper, '-1'],
    ] as const) {
      const res = await detail(who, id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(ORDER_MESSAGES.notFound);
    }
    expect((await detail(null, order.id)).status).toBe(401);
  });
});

describe('PATCH /orders/{id}/cancel', () => {
  it('cancels the shopper’s pending order, returns the stock and emails a note, once', async () => {
    const shopper = await createShopper();
    const order = await placeOrder(shopper, [
      { product: a, quantity: 3 },
      { product: b, quantity: 1 },
    ]);
    expect(await stockOf(a.id)).toBe(47);
    const res = await cancel(shopper, order.id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ORDER_MESSAGES.cancelled);
    expect(res.body.order).toMatchObject({ id: order.id, status: 'cancelled', cancelled_at: expect.any(String) });
    expect(await stockOf(a.id)).toBe(50);
    expect(await stockOf(b.id)).toBe(50);
    expect(await outboxTo(shopper.user.email, `order #${order.id} cancelled`)).toBe(1);

    const again = await cancel(shopper, order.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ORDER_MESSAGES.notCancellable);
    expect(await stockOf(a.id)).toBe(50);
    expect(await outboxTo(shopper.user.email, `order #${order.id} cancelled`)).toBe(1);
  });

  it("answers another shopper's order with 404 and leaves it alone", async () => {
    const owner = await createShopper();
    const stranger = await createShopper();
    const order = await placeOrder(owner);
    const res = await cancel(stranger, order.id);
    expect(res.status).toBe(404);
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(await stockOf(a.id)).toBe(49);
  });

  it('refuses orders that are no longer pending with 409', async () => {
    const shopper = await createShopper();
    const placed = await Promise.all([placeOrder(shopper), placeOrder(shopper)]);
    await (
      await getDb()
    )
      .update(orders)
      .set({ status: 'confirmed' })
      .where(
        inArray(
          orders.id,
          placed.map((o) => o.id),
        ),
      );
    const res = await cancel(shopper, placed[0].id);
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe('ORDER_NOT_CANCELLABLE');
    expect((await orderRow(placed[0].id)).status).toBe('confirmed');
    expect(await stockOf(a.id)).toBe(48);
  });

  it('requires a session with the spec message, and a real id', async () => {
    const shopper = await createShopper();
    const order = await placeOrder(shopper);
    const res = await cancel(null, order.id);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(ORDER_MESSAGES.loginToCancel);
    expect((await cancel(shopper, 'x')).status).toBe(404);
    expect((await orderRow(order.id)).status).toBe('pending');
  });
});
