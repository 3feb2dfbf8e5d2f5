// Sizes with their own price and stock through the cart, create-order and every release of stock.
// A ring has 1 piece in size 10 and 3 in the dearer size 16: selling the last size 10 leaves size 16 on sale,
// the next size-10 order is refused naming the piece and its size, and cancel or expiry gives each size back
// its own pieces.
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orderItems, orders, products, productVariants } from '@/lib/server/db/schema';
import { expireStaleOrders } from '@/lib/server/orders/expiry';
import { CART_ERROR_CODES } from '@/lib/shared/error-codes/cart-error-codes';
import { CART_RULE_MESSAGES } from '@/lib/shared/messages/cart';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { ADDRESS, createOrderCall, installSandboxProvider } from '@/test-support/checkout-fixtures';
import { POST as createProduct } from '@/app/api/v1/admin/products/route';
import { POST as addItemRoute } from '@/app/api/v1/cart/add_item/route';
import { GET as cartRoute } from '@/app/api/v1/cart/route';
import { PATCH as cancelRoute } from '@/app/api/v1/orders/[id]/cancel/route';

installSandboxProvider();
let staff: StaffAccount;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
});

type Ring = { id: number; name: string };

async function makeRing(name: string): Promise<Ring> {
  const made = await callRoute(createProduct, '/api/v1/admin/products', {
    method: 'POST',
    headers: staff.cookieHeaders,
    body: {
      name,
      metal: 'Sterling Silver',
      purity: '925',
      variants: [
        { size: '10', stock_quantity: 1, price: 10_000 },
        { size: '16', stock_quantity: 3, price: 12_500 },
      ],
    },
  });
  expect(made.status).toBe(201);
  return { id: made.body.product.id, name };
}

async function sizeStock(productId: number): Promise<Record<string, number>> {
  const db = await getDb();
  const rows = await db
    .select({ size: productVariants.size, stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return Object.fromEntries(rows.map((r) => [r.size, r.stock]));
}

async function productStock(productId: number): Promise<number> {
  const [row] = await (
    await getDb()
  )
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row.stock;
}

const body = (ring: Ring, size: string, price: number, quantity = 1) => ({
  shipping_address: ADDRESS,
  currency: 'INR',
  cart_items: [{ product_id: ring.id, quantity, size, price }],
  total_amount: price * quantity,
});

describe('the cart prices and stocks each size on its own', () => {
  it('shows each line at its size price and stops a line at its size stock', async () => {
    const ring = await makeRing('Cart Size Ring');
    const shopper = await createShopper();
    const add = (size: string, quantity: number) =>
      callRoute(addItemRoute, '/api/v1/cart/add_item', {
        method: 'POST',
        headers: shopper.cookieHeaders,
        body: { product_id: ring.id, quantity, size },
      });
    expect((await add('16', 2)).status).toBe(200);
    expect((await add('10', 1)).status).toBe(200);
    const cart = await callRoute(cartRoute, '/api/v1/cart', { headers: shopper.cookieHeaders });
    const lines = Object.fromEntries(cart.body.cart_items.map((l: { size: string }) => [l.size, l]));
    expect(lines['16']).toMatchObject({
      unit_price: 12_500,
      total_price: 25_000,
      product: { stock_quantity: 3, inStock: true },
    });
    expect(lines['10']).toMatchObject({ unit_price: 10_000, total_price: 10_000, product: { stock_quantity: 1 } });
    expect(cart.body.total).toBe(35_000);
    // Size 10 has one piece: a second is refused though the ring has four in all.
    const more = await add('10', 1);
    expect(more.status).toBe(409);
    expect(more.body).toMatchObject({
      error_code: CART_ERROR_CODES.insufficientStock,
      message: CART_RULE_MESSAGES.onlyLeft(1),
    });
  });
});

describe('create-order per size', () => {
  it('charges the size price, keeps it on the order line, and takes the stock from that size', async () => {
    const ring = await makeRing('Order Size Ring');
    const shopper = await createShopper();
    const res = await createOrderCall(shopper.cookieHeaders, body(ring, '16', 12_500, 2));
    expect(res.status).toBe(201);
    expect(res.body.total_amount).toBe(25_000);
    const [line] = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, res.body.id));
    expect(line).toMatchObject({ size: '16', unitPricePaise: 1_250_000, subtotalPaise: 2_500_000 });
    expect(line.priceBreakup).toMatchObject({ totalPaise: 1_250_000 });
    expect(await sizeStock(ring.id)).toEqual({ '10': 1, '16': 1 });
    expect(await productStock(ring.id)).toBe(2);
  });

  it('refuses the lowest price for a dearer size (409 price changed) and takes nothing', async () => {
    const ring = await makeRing('Cheap Claim Ring');
    const shopper = await createShopper();
    const res = await createOrderCall(shopper.cookieHeaders, body(ring, '16', 10_000));
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe(ORDER_ERROR_CODES.priceChanged);
    expect(res.body.changes).toEqual([expect.objectContaining({ product_id: ring.id, price: 12_500, size: '16' })]);
    expect(await sizeStock(ring.id)).toEqual({ '10': 1, '16': 3 });
  });

  it('sells the last size 10, leaves size 16 on sale, and refuses the next size-10 order with 409 naming it', async () => {
    const ring = await makeRing('Last Piece Ring');
    const first = await createOrderCall((await createShopper()).cookieHeaders, body(ring, '10', 10_000));
    expect(first.status).toBe(201);
    expect(await sizeStock(ring.id)).toEqual({ '10': 0, '16': 3 });
    expect(await productStock(ring.id)).toBe(3);

    const late = await createOrderCall((await createShopper()).cookieHeaders, body(ring, '10', 10_000));
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      error_code: ORDER_ERROR_CODES.outOfStock,
      message: CHECKOUT_MESSAGES.notEnoughStockOfSize(ring.name, '10'),
      size: '10',
    });

    const other = await createOrderCall((await createShopper()).cookieHeaders, body(ring, '16', 12_500));
    expect(other.status).toBe(201);
    expect(await sizeStock(ring.id)).toEqual({ '10': 0, '16': 2 });
    expect(await productStock(ring.id)).toBe(2);
  });

  it('sells the last size 10 once when two shoppers ask for it at the same moment', async () => {
    const ring = await makeRing('Raced Size Ring');
    const [a, b] = await Promise.all([createShopper(), createShopper()]);
    const answers = await Promise.all([a, b].map((s) => createOrderCall(s.cookieHeaders, body(ring, '10', 10_000))));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await sizeStock(ring.id)).toEqual({ '10': 0, '16': 3 });
    expect(await productStock(ring.id)).toBe(3);
  });

  it('refuses an order of a sized piece that names no size', async () => {
    const ring = await makeRing('No Size Ring');
    const res = await createOrderCall((await createShopper()).cookieHeaders, {
      ...body(ring, '10', 10_000),
      cart_items: [{ product_id: ring.id, quantity: 1, price: 10_000 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe(ORDER_ERROR_CODES.invalidSize);
    expect(await sizeStock(ring.id)).toEqual({ '10': 1, '16': 3 });
  });
});

describe('releasing stock gives each size back its own pieces', () => {
  it('a cancelled order returns its size-16 pieces to size 16', async () => {
    const ring = await makeRing('Cancelled Size Ring');
    const shopper = await createShopper();
    const placed = await createOrderCall(shopper.cookieHeaders, body(ring, '16', 12_500, 2));
    expect(await sizeStock(ring.id)).toEqual({ '10': 1, '16': 1 });
    const id = String(placed.body.id);
    const cancelled = await callRoute(cancelRoute, `/api/v1/orders/${id}/cancel`, {
      method: 'PATCH',
      params: { id },
      headers: shopper.cookieHeaders,
    });
    expect(cancelled.status).toBe(200);
    expect(await sizeStock(ring.id)).toEqual({ '10': 1, '16': 3 });
    expect(await productStock(ring.id)).toBe(4);
  });

  it('an expired hold returns the last size 10, which can then be sold again', async () => {
    const ring = await makeRing('Expired Size Ring');
    const placed = await createOrderCall((await createShopper()).cookieHeaders, body(ring, '10', 10_000));
    expect(await sizeStock(ring.id)).toEqual({ '10': 0, '16': 3 });
    const db = await getDb();
    await db
      .update(orders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, placed.body.id));
    expect(await expireStaleOrders()).toBeGreaterThanOrEqual(1);
    const [row] = await db
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, placed.body.id)));
    expect(row.status).toBe('payment_failed');
    expect(await sizeStock(ring.id)).toEqual({ '10': 1, '16': 3 });
    const again = await createOrderCall((await createShopper()).cookieHeaders, body(ring, '10', 10_000));
    expect(again.status).toBe(201);
  });
});
