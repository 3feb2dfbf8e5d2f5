// The cart API (spec section 5): who may call it, reading it, adding to it.
import { eq } from 'drizzle-orm';
import { createShopper } from '@/test-support/create-shopper';
import { getDb } from '@/lib/server/db';
import { products } from '@/lib/server/db/schema';
import { CART_RULE_MESSAGES } from '@/lib/shared/messages/cart';
import { MAX_CART_LINE_QUANTITY } from '@/lib/shared/constants';
import {
  getCart,
  addItem,
  addOrUpdate,
  updateItem,
  removeItem,
  clearCart,
  itemCount,
  applyCoupon,
  removeCoupon,
  merge,
  plain,
  sized,
  lowStock,
  soldOut,
  another,
  setStock,
  setUpCartFixture,
} from '@/test-support/cart-api-fixture';

setUpCartFixture();

describe('without a session', () => {
  it('answers 401 with a JSON message to every cart call', async () => {
    const anonymous = {};
    const answers = await Promise.all([
      getCart(anonymous),
      itemCount(anonymous),
      addItem(anonymous, { product_id: plain.id, quantity: 1 }),
      addOrUpdate(anonymous, { product_id: plain.id, quantity: 1 }),
      updateItem(anonymous, { product_id: plain.id, quantity: 1 }),
      removeItem(anonymous, { product_id: plain.id }),
      clearCart(anonymous),
      applyCoupon(anonymous, { code: 'SAVE10' }),
      removeCoupon(anonymous),
      merge(anonymous, { items: [] }),
    ]);
    for (const { status, body } of answers) {
      expect(status).toBe(401);
      expect(body).toEqual({ message: 'Please login to continue', error_code: 'UNAUTHENTICATED' });
    }
  });

  it('answers 401 to a token that names no session', async () => {
    const { status } = await getCart({ authorization: 'Bearer not-a-real-token' });
    expect(status).toBe(401);
  });
});

describe('reading and adding', () => {
  it('starts empty', async () => {
    const { cookieHeaders } = await createShopper();
    const { status, body, headers } = await getCart(cookieHeaders);
    expect(status).toBe(200);
    expect(body).toEqual({ cart_items: [], discount: 0, coupon_code: null, subtotal: 0, discount_amount: 0, total: 0 });
    expect(headers.get('cache-control')).toContain('no-store');
    expect((await itemCount(cookieHeaders)).body).toEqual({ count: 0 });
  });

  it('add_item adds to the line and answers the whole cart with prices from the catalogue', async () => {
    const { cookieHeaders } = await createShopper();
    const first = await addItem(cookieHeaders, { product_id: plain.id, quantity: 2, price: 1 });
    expect(first.status).toBe(200);
    const { body } = await addItem(cookieHeaders, { product_id: plain.id, quantity: 3 });
    expect(body.cart_items).toHaveLength(1);
    const [line] = body.cart_items;
    expect(line).toEqual({
      product_id: plain.id,
      quantity: 5,
      size: null,
      unit_price: plain.pricePaise / 100,
      total_price: (plain.pricePaise * 5) / 100,
      product: {
        id: plain.id,
        name: plain.name,
        primary_image_url: expect.stringMatching(/^\/media\//),
        category: { id: expect.any(Number), name: expect.any(String) },
        inStock: true,
        stock_quantity: 40,
      },
    });
    expect(body.subtotal).toBe((plain.pricePaise * 5) / 100);
    expect(body.total).toBe(body.subtotal);
    expect((await getCart(cookieHeaders)).body).toEqual(body);
    expect((await itemCount(cookieHeaders)).body).toEqual({ count: 5 });
  });

  it('keeps one line per size of a product with sizes, and matches the size without regard to case', async () => {
    const { cookieHeaders } = await createShopper();
    const [a, b] = sized.sizes;
    await addItem(cookieHeaders, { product_id: sized.id, quantity: 1, size: a });
    await addItem(cookieHeaders, { product_id: sized.id, quantity: 2, size: b.toLowerCase() });
    const { body } = await addItem(cookieHeaders, { product_id: sized.id, quantity: 1, size: a });
    expect(body.cart_items.map((l: { size: string; quantity: number }) => [l.size, l.quantity])).toEqual([
      [a, 2],
      [b, 2],
    ]);
    expect((await itemCount(cookieHeaders)).body.count).toBe(4);
  });

  it('ignores a size sent for a product without sizes', async () => {
    const { cookieHeaders } = await createShopper();
    await addItem(cookieHeaders, { product_id: plain.id, quantity: 1, size: 'XL' });
    const { body } = await addItem(cookieHeaders, { product_id: plain.id, quantity: 1 });
    expect(body.cart_items).toEqual([expect.objectContaining({ size: null, quantity: 2 })]);
  });

  it('refuses a missing or unknown size for a product with sizes (400)', async () => {
    const { cookieHeaders } = await createShopper();
    const missing = await addItem(cookieHeaders, { product_id: sized.id, quantity: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      message: CART_RULE_MESSAGES.sizeRequired,
      error_code: 'INVALID_SIZE',
      errors: { size: [CART_RULE_MESSAGES.sizeRequired] },
    });
    const unknown = await addItem(cookieHeaders, { product_id: sized.id, quantity: 1, size: 'no-such-size' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(CART_RULE_MESSAGES.sizeUnavailable(sized.sizes));
    expect((await getCart(cookieHeaders)).body.cart_items).toEqual([]);
  });

  it('answers 404 for an unknown or withdrawn product', async () => {
    const { cookieHeaders } = await createShopper();
    const unknown = await addItem(cookieHeaders, { product_id: 999999, quantity: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Product not found', error_code: 'NOT_FOUND' });
    const db = await getDb();
    await db.update(products).set({ active: false }).where(eq(products.id, another.id));
    try {
      expect((await addItem(cookieHeaders, { product_id: another.id, quantity: 1 })).status).toBe(404);
    } finally {
      await db.update(products).set({ active: true }).where(eq(products.id, another.id));
    }
  });

  it("refuses an out-of-stock product with 409 'This item is out of stock'", async () => {
    const { cookieHeaders } = await createShopper();
    const { status, body } = await addItem(cookieHeaders, { product_id: soldOut.id, quantity: 1 });
    expect(status).toBe(409);
    expect(body).toMatchObject({ message: 'This item is out of stock', error_code: 'OUT_OF_STOCK' });
  });

  it('refuses more than the stock with 409 naming the stock, and leaves the line as it was', async () => {
    const { cookieHeaders } = await createShopper();
    await addItem(cookieHeaders, { product_id: lowStock.id, quantity: 2 });
    const { status, body } = await addItem(cookieHeaders, { product_id: lowStock.id, quantity: 2 });
    expect(status).toBe(409);
    expect(body).toMatchObject({ message: 'Only 3 left in stock', error_code: 'INSUFFICIENT_STOCK', max_quantity: 3 });
    expect((await getCart(cookieHeaders)).body.cart_items[0].quantity).toBe(2);
    expect((await addOrUpdate(cookieHeaders, { product_id: lowStock.id, quantity: 4 })).body.message).toBe(
      'Only 3 left in stock',
    );
    expect((await addOrUpdate(cookieHeaders, { product_id: lowStock.id, quantity: 3 })).status).toBe(200);
  });

  it(`refuses more than ${MAX_CART_LINE_QUANTITY} in one line with 409 naming the limit`, async () => {
    const { cookieHeaders } = await createShopper();
    const eleven = await addItem(cookieHeaders, { product_id: plain.id, quantity: 11 });
    expect(eleven.status).toBe(409);
    expect(eleven.body).toMatchObject({
      message: 'You can add at most 10 of this item',
      error_code: 'CART_LINE_LIMIT',
      max_quantity: 10,
    });
    await addItem(cookieHeaders, { product_id: plain.id, quantity: 8 });
    expect((await addItem(cookieHeaders, { product_id: plain.id, quantity: 3 })).status).toBe(409);
    expect((await addItem(cookieHeaders, { product_id: plain.id, quantity: 2 })).body.cart_items[0].quantity).toBe(10);
    expect((await addOrUpdate(cookieHeaders, { product_id: plain.id, quantity: 11 })).status).toBe(409);
    expect((await getCart(cookieHeaders)).body.cart_items[0].quantity).toBe(10);
  });

  it('lets a line be lowered even when the stock fell below it', async () => {
    const { cookieHeaders } = await createShopper();
    const product = await setStock(another.id, 25);
    await addItem(cookieHeaders, { product_id: product.id, quantity: 6 });
    await setStock(product.id, 2);
    try {
      const lowered = await updateItem(cookieHeaders, { product_id: product.id, quantity: 4 });
      expect(lowered.status).toBe(200);
      expect(lowered.body.cart_items[0]).toMatchObject({ quantity: 4, product: { stock_quantity: 2 } });
      expect((await updateItem(cookieHeaders, { product_id: product.id, quantity: 5 })).body.message).toBe(
        'Only 2 left in stock',
      );
    } finally {
      await setStock(product.id, 25);
    }
  });
});
