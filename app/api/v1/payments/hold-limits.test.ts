// What unpaid orders may hold (stock hoarding): pieces of one product, pieces and value held by one
// account, unpaid orders at once, and the same per client. Each refusal says which bound it hit, holds
// nothing and writes nothing.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { products } from '@/lib/server/db/schema';
import { seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { ORDER_HOLD_LIMITS as L } from '@/lib/shared/constants';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import {
  countOrders,
  createOrderCall,
  installSandboxProvider,
  orderBody,
  productsWithStock,
  setStock,
  stockOf,
  type TestProduct,
} from '@/test-support/checkout-fixtures';

installSandboxProvider();

const env = process.env as Record<string, string | undefined>;
let a: TestProduct;
let b: TestProduct;
let c: TestProduct;
let shopper: Awaited<ReturnType<typeof createShopper>>;

beforeAll(async () => {
  await seedCatalogue();
  [a, b, c] = await productsWithStock(3, 100);
});

beforeEach(async () => {
  shopper = await createShopper();
  for (const p of [a, b, c]) await setStock(p.id, 100);
});

afterEach(() => {
  delete env.TRUST_PROXY;
});

it(`refuses more than ${L.unitsPerProduct} pieces of one product in an order, even split over two lines`, async () => {
  const before = await countOrders();
  const half = Math.ceil((L.unitsPerProduct + 1) / 2);
  for (const lines of [
    [{ product: a, quantity: L.unitsPerProduct + 1 }],
    [
      { product: a, quantity: half },
      { product: a, quantity: half },
    ],
  ]) {
    const res = await createOrderCall(shopper.cookieHeaders, orderBody(lines));
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('ORDER_LINE_LIMIT');
    expect(res.body.message).toBe(CHECKOUT_MESSAGES.orderLineLimit(await nameOf(a), L.unitsPerProduct));
  }
  expect(await countOrders()).toBe(before);
  expect(await stockOf(a.id)).toBe(100);
  expect(
    (await createOrderCall(shopper.cookieHeaders, orderBody([{ product: a, quantity: L.unitsPerProduct }]))).status,
  ).toBe(201);
});

it(`bounds the pieces one account holds in unpaid orders to ${L.pendingUnitsPerAccount}`, async () => {
  expect(
    (
      await createOrderCall(
        shopper.cookieHeaders,
        orderBody([
          { product: a, quantity: 5 },
          { product: b, quantity: 4 },
        ]),
      )
    ).status,
  ).toBe(201);
  const res = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: c, quantity: 2 }]));
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    message: CHECKOUT_MESSAGES.pendingUnitsLimit(9, L.pendingUnitsPerAccount),
    error_code: 'PENDING_UNITS_LIMIT',
  });
  expect(res.body.message).toContain('You already have 9 pieces in unpaid orders');
  expect(await stockOf(c.id)).toBe(100);
  // Exactly up to the bound is fine, and another account is not affected.
  expect((await createOrderCall(shopper.cookieHeaders, orderBody([{ product: c, quantity: 1 }]))).status).toBe(201);
  const other = await createShopper();
  expect((await createOrderCall(other.cookieHeaders, orderBody([{ product: c, quantity: 2 }]))).status).toBe(201);
});

it('refuses an order too big for unpaid orders even from an account with nothing unpaid, and says so', async () => {
  const res = await createOrderCall(
    shopper.cookieHeaders,
    orderBody([
      { product: a, quantity: 5 },
      { product: b, quantity: 5 },
      { product: c, quantity: 1 },
    ]),
  );
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    message: CHECKOUT_MESSAGES.orderUnitsLimit(L.pendingUnitsPerAccount),
    error_code: 'PENDING_UNITS_LIMIT',
  });
  expect(res.body.message).not.toContain('already');
});

it(`lets ${L.pendingOrdersPerAccount} orders placed at the same instant through, and no more`, async () => {
  const results = await Promise.all(
    Array.from({ length: 5 }, () => createOrderCall(shopper.cookieHeaders, orderBody([{ product: a, quantity: 1 }]))),
  );
  expect(results.filter((r) => r.status === 201)).toHaveLength(L.pendingOrdersPerAccount);
  for (const refused of results.filter((r) => r.status !== 201))
    expect(refused.body.error_code).toBe('TOO_MANY_PENDING_ORDERS');
  expect(await stockOf(a.id)).toBe(100 - L.pendingOrdersPerAccount);
});

it('bounds what one client holds across accounts, but never lumps unknown callers together', async () => {
  env.TRUST_PROXY = '1';
  const from = (ip: string, headers: Record<string, string>) => ({ ...headers, 'x-forwarded-for': ip });
  const perAccount = L.pendingOrdersPerAccount;
  const perClient = perAccount * L.clientFactor;
  const accounts = Math.ceil(perClient / perAccount);
  let placed = 0;
  for (let i = 0; i < accounts; i++) {
    const s = await createShopper();
    for (let j = 0; j < perAccount && placed < perClient; j++, placed++) {
      expect(
        (await createOrderCall(from('203.0.113.7', s.cookieHeaders), orderBody([{ product: a, quantity: 1 }]))).status,
      ).toBe(201);
    }
  }
  const res = await createOrderCall(
    from('203.0.113.7', shopper.cookieHeaders),
    orderBody([{ product: b, quantity: 2 }]),
  );
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ message: CHECKOUT_MESSAGES.clientHoldLimit, error_code: 'CLIENT_HOLD_LIMIT' });
  expect(await stockOf(b.id)).toBe(100);
  // One piece from an account with nothing unpaid is always taken, even from a busy network.
  const single = await createShopper();
  expect(
    (await createOrderCall(from('203.0.113.7', single.cookieHeaders), orderBody([{ product: b, quantity: 1 }]))).status,
  ).toBe(201);
  expect(await stockOf(b.id)).toBe(99);
  // Another client is not affected, nor are callers the server cannot tell apart (no trusted proxy).
  expect(
    (await createOrderCall(from('198.51.100.9', shopper.cookieHeaders), orderBody([{ product: b, quantity: 2 }])))
      .status,
  ).toBe(201);
  delete env.TRUST_PROXY;
  const unknown = await createShopper();
  expect((await createOrderCall(unknown.cookieHeaders, orderBody([{ product: b, quantity: 1 }]))).status).toBe(201);
});

async function nameOf(product: TestProduct): Promise<string> {
  const [row] = await (await getDb()).select({ name: products.name }).from(products).where(eq(products.id, product.id));
  return row.name;
}
