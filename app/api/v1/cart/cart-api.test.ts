// The server cart (spec section 7, Cart) as an API client sees it: every endpoint, every rule, bad input.
import { eq, sql } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { getDb } from '@/lib/server/db';
import { cartItems, coupons, products, shopSettings } from '@/lib/server/db/schema';
import { CART_RULE_MESSAGES, COUPON_MESSAGES } from '@/lib/shared/messages/cart';
import { MAX_CART_LINE_QUANTITY } from '@/lib/shared/constants';
import { GET as getCartRoute } from './route';
import { POST as addItemRoute } from './add_item/route';
import { POST as addOrUpdateRoute } from './add_or_update/route';
import { PATCH as updateItemRoute } from './update_item/route';
import { DELETE as removeItemRoute } from './remove_item/route';
import { DELETE as clearRoute } from './clear/route';
import { GET as itemCountRoute } from './item_count/route';
import { POST as applyCouponRoute } from './apply_coupon/route';
import { DELETE as removeCouponRoute } from './coupon/route';
import { POST as mergeRoute } from './merge/route';
import { GET as couponLookupRoute } from '../coupons/[code]/route';

type Headers = Record<string, string>;
type NoParams = Record<string, never>;
type Handler = (request: NextRequest, context: { params: Promise<NoParams> }) => Promise<Response>;

const call = (handler: Handler, method: string, path: string, headers: Headers, options: { body?: unknown } = {}) =>
  callRoute<NoParams>(handler, `/api/v1/cart${path}`, { method, headers, body: options.body });

const getCart = (h: Headers) => call(getCartRoute, 'GET', '', h);
const addItem = (h: Headers, body: unknown) => call(addItemRoute, 'POST', '/add_item', h, { body });
const addOrUpdate = (h: Headers, body: unknown) => call(addOrUpdateRoute, 'POST', '/add_or_update', h, { body });
const updateItem = (h: Headers, body: unknown) => call(updateItemRoute, 'PATCH', '/update_item', h, { body });
const removeItem = (h: Headers, body: unknown) => call(removeItemRoute, 'DELETE', '/remove_item', h, { body });
const clearCart = (h: Headers) => call(clearRoute, 'DELETE', '/clear', h);
const itemCount = (h: Headers) => call(itemCountRoute, 'GET', '/item_count', h);
const applyCoupon = (h: Headers, body: unknown) => call(applyCouponRoute, 'POST', '/apply_coupon', h, { body });
const removeCoupon = (h: Headers) => call(removeCouponRoute, 'DELETE', '/coupon', h);
const merge = (h: Headers, body: unknown) => call(mergeRoute, 'POST', '/merge', h, { body });

type Product = { id: number; name: string; pricePaise: number; sizes: string[]; stockQuantity: number };

/** Products with known stock, set here so the tests do not depend on the generator's dice. */
let plain: Product; // no sizes, plenty of stock
let sized: Product; // sizes, plenty of stock
let lowStock: Product; // no sizes, 3 left
let soldOut: Product; // no sizes, none left
let another: Product; // no sizes, plenty of stock

async function setStock(id: number, stockQuantity: number): Promise<Product> {
  const db = await getDb();
  const [row] = await db.update(products).set({ stockQuantity }).where(eq(products.id, id)).returning();
  return row;
}

async function setCartEnabled(enabled: boolean): Promise<void> {
  const db = await getDb();
  await db.update(shopSettings).set({ cartEnabled: enabled });
}

beforeAll(async () => {
  await seedCatalogue();
  const db = await getDb();
  const all = await db.select().from(products).where(eq(products.active, true)).orderBy(products.id);
  const withoutSizes = all.filter((p) => p.sizes.length === 0);
  const withSizes = all.filter((p) => p.sizes.length >= 2);
  plain = await setStock(withoutSizes[0].id, 40);
  lowStock = await setStock(withoutSizes[1].id, 3);
  soldOut = await setStock(withoutSizes[2].id, 0);
  another = await setStock(withoutSizes[3].id, 25);
  sized = await setStock(withSizes[0].id, 40);
});

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
    expect(missing.body).toMatchObject({ message: CART_RULE_MESSAGES.sizeRequired, error_code: 'INVALID_SIZE', errors: { size: [CART_RULE_MESSAGES.sizeRequired] } });
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
    expect((await addOrUpdate(cookieHeaders, { product_id: lowStock.id, quantity: 4 })).body.message).toBe('Only 3 left in stock');
    expect((await addOrUpdate(cookieHeaders, { product_id: lowStock.id, quantity: 3 })).status).toBe(200);
  });

  it(`refuses more than ${MAX_CART_LINE_QUANTITY} in one line with 409 naming the limit`, async () => {
    const { cookieHeaders } = await createShopper();
    const eleven = await addItem(cookieHeaders, { product_id: plain.id, quantity: 11 });
    expect(eleven.status).toBe(409);
    expect(eleven.body).toMatchObject({ message: 'You can add at most 10 of this item', error_code: 'CART_LINE_LIMIT', max_quantity: 10 });
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
      expect((await updateItem(cookieHeaders, { product_id: product.id, quantity: 5 })).body.message).toBe('Only 2 left in stock');
    } finally {
      await setStock(product.id, 25);
    }
  });
});

describe('changing and removing', () => {
  it('add_or_update sets the quantity and creates a missing line; update_item only changes an existing one', async () => {
    const { cookieHeaders } = await createShopper();
    expect((await addOrUpdate(cookieHeaders, { product_id: plain.id, quantity: 4 })).body.cart_items[0].quantity).toBe(4);
    expect((await addOrUpdate(cookieHeaders, { product_id: plain.id, quantity: 2 })).body.cart_items[0].quantity).toBe(2);
    expect((await updateItem(cookieHeaders, { product_id: plain.id, quantity: 7 })).body.cart_items[0].quantity).toBe(7);
    const missing = await updateItem(cookieHeaders, { product_id: another.id, quantity: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: CART_RULE_MESSAGES.notInCart, error_code: 'NOT_IN_CART' });
  });

  it('update_item without a size finds the only line of a sized product, and asks when there are two', async () => {
    const { cookieHeaders } = await createShopper();
    const [a, b] = sized.sizes;
    await addItem(cookieHeaders, { product_id: sized.id, quantity: 1, size: a });
    expect((await updateItem(cookieHeaders, { product_id: sized.id, quantity: 3 })).body.cart_items[0]).toMatchObject({ size: a, quantity: 3 });
    await addItem(cookieHeaders, { product_id: sized.id, quantity: 1, size: b });
    const ambiguous = await updateItem(cookieHeaders, { product_id: sized.id, quantity: 2 });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.error_code).toBe('INVALID_SIZE');
    expect((await updateItem(cookieHeaders, { product_id: sized.id, quantity: 2, size: b })).body.cart_items[1]).toMatchObject({ size: b, quantity: 2 });
  });

  it('a quantity of 0 removes the line (add_or_update and update_item)', async () => {
    const { cookieHeaders } = await createShopper();
    await addItem(cookieHeaders, { product_id: plain.id, quantity: 2 });
    await addItem(cookieHeaders, { product_id: another.id, quantity: 1 });
    const first = await updateItem(cookieHeaders, { product_id: plain.id, quantity: 0 });
    expect(first.status).toBe(200);
    expect(first.body.cart_items.map((l: { product_id: number }) => l.product_id)).toEqual([another.id]);
    const second = await addOrUpdate(cookieHeaders, { product_id: another.id, quantity: 0 });
    expect(second.body.cart_items).toEqual([]);
  });

  it('remove_item takes a JSON body; with a size it removes that line, without one every line of the product', async () => {
    const { cookieHeaders } = await createShopper();
    const [a, b] = sized.sizes;
    await addItem(cookieHeaders, { product_id: sized.id, quantity: 1, size: a });
    await addItem(cookieHeaders, { product_id: sized.id, quantity: 1, size: b });
    await addItem(cookieHeaders, { product_id: plain.id, quantity: 1 });
    const one = await removeItem(cookieHeaders, { product_id: sized.id, size: a });
    expect(one.body.cart_items.map((l: { size: string | null }) => l.size)).toEqual([b, null]);
    const all = await removeItem(cookieHeaders, { product_id: sized.id });
    expect(all.body.cart_items.map((l: { product_id: number }) => l.product_id)).toEqual([plain.id]);
    const again = await removeItem(cookieHeaders, { product_id: sized.id });
    expect(again.status).toBe(200);
    expect((await removeItem(cookieHeaders, { product_id: 999999 })).status).toBe(200);
    expect((await removeItem(cookieHeaders, { product_id: plain.id })).body.cart_items).toEqual([]);
  });

  it('clear empties the cart and drops the coupon', async () => {
    const { cookieHeaders } = await createShopper();
    await addItem(cookieHeaders, { product_id: plain.id, quantity: 2 });
    await applyCoupon(cookieHeaders, { code: 'SAVE10' });
    const { status, body } = await clearCart(cookieHeaders);
    expect(status).toBe(200);
    expect(body).toEqual({ cart_items: [], discount: 0, coupon_code: null, subtotal: 0, discount_amount: 0, total: 0 });
    await addItem(cookieHeaders, { product_id: plain.id, quantity: 1 });
    expect((await getCart(cookieHeaders)).body).toMatchObject({ discount: 0, coupon_code: null });
  });

  it('keeps each shopper to their own cart', async () => {
    const asha = await createShopper();
    const ravi = await createShopper();
    await addItem(asha.cookieHeaders, { product_id: plain.id, quantity: 2 });
    expect((await getCart(ravi.cookieHeaders)).body.cart_items).toEqual([]);
    await clearCart(ravi.cookieHeaders);
    expect((await getCart(asha.cookieHeaders)).body.cart_items).toHaveLength(1);
  });
});

describe('coupons', () => {
  it('applies a valid code in any case and discounts the subtotal, rounded to the whole rupee', async () => {
    const { cookieHeaders } = await createShopper();
    await addItem(cookieHeaders, { product_id: plain.id, quantity: 3 });
    const { status, body } = await applyCoupon(cookieHeaders, { code: ' welcome20 ' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ discount: 20, code: 'WELCOME20', coupon_code: 'WELCOME20', message: COUPON_MESSAGES.applied(20) });
    const subtotalPaise = plain.pricePaise * 3;
    const discountPaise = Math.round((subtotalPaise * 0.2) / 100) * 100;
    expect(Number.isInteger(body.discount_amount)).toBe(true);
    expect(body.subtotal).toBe(subtotalPaise / 100);
    expect(body.discount_amount).toBe(discountPaise / 100);
    expect(body.total).toBe((subtotalPaise - discountPaise) / 100);
    expect(body.cart_items).toHaveLength(1);
  });

  it('holds one coupon at a time: a second code replaces the first', async () => {
    const { cookieHeaders } = await createShopper();
    await applyCoupon(cookieHeaders, { code: 'SAVE10' });
    const { body } = await applyCoupon(cookieHeaders, { code: 'GOLD30' });
    expect(body).toMatchObject({ discount: 30, coupon_code: 'GOLD30' });
  });

  it("refuses an unknown or inactive code with 422 'Invalid coupon code' and keeps the coupon before it", async () => {
    const { cookieHeaders } = await createShopper();
    await applyCoupon(cookieHeaders, { code: 'SAVE10' });
    for (const code of ['NOPE', 'EXPIRED5', 'expired5']) {
      const { status, body } = await applyCoupon(cookieHeaders, { code });
      expect(status).toBe(422);
      expect(body).toEqual({ message: 'Invalid coupon code', error_code: 'INVALID_COUPON' });
    }
    expect((await getCart(cookieHeaders)).body).toMatchObject({ discount: 10, coupon_code: 'SAVE10' });
  });

  it("refuses an empty code with 400 'Please enter a coupon code'", async () => {
    const { cookieHeaders } = await createShopper();
    for (const body of [{ code: '' }, { code: '   ' }, {}]) {
      const answer = await applyCoupon(cookieHeaders, body);
      expect(answer.status).toBe(400);
    }
    expect((await applyCoupon(cookieHeaders, { code: ' ' })).body.errors.code).toEqual([COUPON_MESSAGES.codeMissing]);
  });

  it('DELETE /cart/coupon removes the coupon and keeps the lines', async () => {
    const { cookieHeaders } = await createShopper();
    await addItem(cookieHeaders, { product_id: plain.id, quantity: 1 });
    await applyCoupon(cookieHeaders, { code: 'SAVE10' });
    const { status, body } = await removeCoupon(cookieHeaders);
    expect(status).toBe(200);
    expect(body).toMatchObject({ discount: 0, coupon_code: null, total: plain.pricePaise / 100 });
    expect(body.cart_items).toHaveLength(1);
  });

  it('stops counting a coupon that was switched off after it was applied', async () => {
    const { cookieHeaders } = await createShopper();
    await applyCoupon(cookieHeaders, { code: 'GOLD30' });
    const db = await getDb();
    await db.update(coupons).set({ active: false }).where(eq(coupons.code, 'GOLD30'));
    try {
      expect((await getCart(cookieHeaders)).body).toMatchObject({ discount: 0, coupon_code: null });
    } finally {
      await db.update(coupons).set({ active: true }).where(eq(coupons.code, 'GOLD30'));
    }
  });

  it('GET /coupons/{code} tells anyone whether a code is valid, without a session', async () => {
    const valid = await callRoute(couponLookupRoute, '/api/v1/coupons/save10', { params: { code: 'save10' } });
    expect(valid).toMatchObject({ status: 200, body: { code: 'SAVE10', discount: 10 } });
    for (const code of ['EXPIRED5', 'NOPE', '%', ' ', 'x'.repeat(300)]) {
      const { status, body } = await callRoute(couponLookupRoute, '/api/v1/coupons/x', { params: { code } });
      expect(status).toBe(422);
      expect(body).toEqual({ message: 'Invalid coupon code', error_code: 'INVALID_COUPON' });
    }
  });
});

describe('the cart switch (cart_enabled)', () => {
  afterEach(() => setCartEnabled(true));

  it('refuses every write with 403 CART_DISABLED but still lets the cart be read', async () => {
    const { cookieHeaders } = await createShopper();
    await addItem(cookieHeaders, { product_id: plain.id, quantity: 2 });
    await setCartEnabled(false);
    const writes = [
      await addItem(cookieHeaders, { product_id: plain.id, quantity: 1 }),
      await addOrUpdate(cookieHeaders, { product_id: plain.id, quantity: 1 }),
      await updateItem(cookieHeaders, { product_id: plain.id, quantity: 1 }),
      await removeItem(cookieHeaders, { product_id: plain.id }),
      await clearCart(cookieHeaders),
      await applyCoupon(cookieHeaders, { code: 'SAVE10' }),
      await removeCoupon(cookieHeaders),
      await merge(cookieHeaders, { items: [{ product_id: another.id, quantity: 1 }] }),
    ];
    for (const { status, body } of writes) {
      expect(status).toBe(403);
      expect(body).toEqual({ message: CART_RULE_MESSAGES.changesTurnedOff, error_code: 'CART_DISABLED' });
    }
    const read = await getCart(cookieHeaders);
    expect(read.status).toBe(200);
    expect(read.body.cart_items).toEqual([expect.objectContaining({ product_id: plain.id, quantity: 2 })]);
    expect((await itemCount(cookieHeaders)).body.count).toBe(2);
  });
});

describe('the login merge', () => {
  it('adds guest quantities to the server cart, capped by the rules, and reports what it could not take', async () => {
    const { cookieHeaders } = await createShopper();
    await addItem(cookieHeaders, { product_id: plain.id, quantity: 7 });
    await applyCoupon(cookieHeaders, { code: 'SAVE10' });
    const { status, body } = await merge(cookieHeaders, {
      items: [
        { product_id: plain.id, quantity: 5 }, // 7 + 5 > 10: capped at 10
        { product_id: lowStock.id, quantity: 5 }, // only 3 in stock
        { product_id: sized.id, quantity: 2, size: sized.sizes[0] },
        { product_id: sized.id, quantity: 1 }, // no size: skipped
        { product_id: soldOut.id, quantity: 1 },
        { product_id: 999999, quantity: 1 },
      ],
      coupon_code: 'gold30', // the server cart already has one
    });
    expect(status).toBe(200);
    const lines = body.cart_items.map((l: { product_id: number; size: string | null; quantity: number }) => [l.product_id, l.size, l.quantity]);
    expect(lines).toEqual([
      [plain.id, null, 10],
      [lowStock.id, null, 3],
      [sized.id, sized.sizes[0], 2],
    ]);
    expect(body.capped).toEqual([
      { product_id: plain.id, size: null, quantity: 10, message: 'You can add at most 10 of this item' },
      { product_id: lowStock.id, size: null, quantity: 3, message: 'Only 3 left in stock' },
    ]);
    expect(body.skipped).toEqual([
      { product_id: sized.id, size: null, message: CART_RULE_MESSAGES.sizeRequired },
      { product_id: soldOut.id, size: null, message: 'This item is out of stock' },
      { product_id: 999999, size: null, message: 'Product not found' },
    ]);
    expect(body.coupon_code).toBe('SAVE10');
    expect((await getCart(cookieHeaders)).body.cart_items).toHaveLength(3);
  });

  it("takes the guest's coupon into a cart without one, and ignores an invalid one", async () => {
    const first = await createShopper();
    expect((await merge(first.cookieHeaders, { items: [], coupon_code: 'welcome20' })).body).toMatchObject({ coupon_code: 'WELCOME20', discount: 20 });
    const second = await createShopper();
    expect((await merge(second.cookieHeaders, { items: [], coupon_code: 'EXPIRED5' })).body).toMatchObject({ coupon_code: null, discount: 0 });
  });

  it('merging the same guest lines twice never goes past the limits', async () => {
    const { cookieHeaders } = await createShopper();
    const guest = { items: [{ product_id: lowStock.id, quantity: 2 }] };
    await merge(cookieHeaders, guest);
    const { body } = await merge(cookieHeaders, guest);
    expect(body.cart_items[0].quantity).toBe(3);
  });
});

describe('Bearer clients', () => {
  it('work the same as the cookie, on the same cart', async () => {
    const { cookieHeaders, bearerHeaders } = await createShopper();
    expect((await addItem(bearerHeaders, { product_id: plain.id, quantity: 2 })).status).toBe(200);
    expect((await getCart(cookieHeaders)).body.cart_items[0].quantity).toBe(2);
    expect((await updateItem(bearerHeaders, { product_id: plain.id, quantity: 3 })).body.cart_items[0].quantity).toBe(3);
    expect((await itemCount(bearerHeaders)).body).toEqual({ count: 3 });
    expect((await applyCoupon(bearerHeaders, { code: 'SAVE10' })).status).toBe(200);
    expect((await clearCart(bearerHeaders)).body.cart_items).toEqual([]);
  });
});

describe('bad input', () => {
  const badBodies: [string, unknown][] = [
    ['a string product_id', { product_id: 'abc', quantity: 1 }],
    ['a numeric string product_id', { product_id: '1', quantity: 1 }],
    ['a string quantity', { product_id: 1, quantity: '2' }],
    ['a negative quantity', { product_id: 1, quantity: -1 }],
    ['a fractional quantity', { product_id: 1, quantity: 1.5 }],
    ['a huge quantity', { product_id: 1, quantity: 1e12 }],
    ['an infinite-looking quantity', { product_id: 1, quantity: Number.MAX_SAFE_INTEGER }],
    ['a negative product_id', { product_id: -5, quantity: 1 }],
    ['a huge product_id', { product_id: 1e12, quantity: 1 }],
    ['a missing product_id', { quantity: 1 }],
    ['a missing quantity', { product_id: 1 }],
    ['a null body', null],
    ['an array body', [{ product_id: 1, quantity: 1 }]],
    ['a number size', { product_id: 1, quantity: 1, size: 7 }],
    ['an object size', { product_id: 1, quantity: 1, size: { $ne: 1 } }],
  ];

  it.each(badBodies)('answers 400 JSON naming the field for %s, on every write, and leaves the cart whole', async (_label, bad) => {
    const { cookieHeaders } = await createShopper();
    await addItem(cookieHeaders, { product_id: plain.id, quantity: 2 });
    const before = (await getCart(cookieHeaders)).body;
    const answers = [
      await addItem(cookieHeaders, bad),
      await addOrUpdate(cookieHeaders, bad),
      await updateItem(cookieHeaders, bad),
    ];
    for (const { status, body } of answers) {
      expect(status).toBe(400);
      expect(body.error_code).toBe('VALIDATION_FAILED');
      expect(typeof body.message).toBe('string');
    }
    expect((await getCart(cookieHeaders)).body).toEqual(before);
  });

  it('answers 400 to add_item with quantity 0 (it would add nothing)', async () => {
    const { cookieHeaders } = await createShopper();
    const { status, body } = await addItem(cookieHeaders, { product_id: plain.id, quantity: 0 });
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(['quantity']);
  });

  it('ignores extra fields, including a price: the server never trusts a client price', async () => {
    const { cookieHeaders } = await createShopper();
    const { status, body } = await addItem(cookieHeaders, { product_id: plain.id, quantity: 1, price: 0.01, unit_price: 0.01, user_id: 1 });
    expect(status).toBe(200);
    expect(body.cart_items[0].unit_price).toBe(plain.pricePaise / 100);
  });

  it('answers malformed JSON, a wrong content type, an empty body and a huge body with 4xx JSON', async () => {
    const { cookieHeaders } = await createShopper();
    await addItem(cookieHeaders, { product_id: plain.id, quantity: 1 });
    const before = (await getCart(cookieHeaders)).body;
    const json = { 'content-type': 'application/json' };
    const cases = [
      { headers: json, rawBody: '{"product_id": 1, "quantity": ' , status: 400, code: 'INVALID_JSON' },
      { headers: json, rawBody: '', status: 400, code: 'INVALID_JSON' },
      { headers: { 'content-type': 'text/plain' }, rawBody: '{"product_id":1,"quantity":1}', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, rawBody: 'product_id=1&quantity=1', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
      { headers: json, rawBody: JSON.stringify({ product_id: plain.id, quantity: 1, pad: 'x'.repeat(70_000) }), status: 413, code: 'PAYLOAD_TOO_LARGE' },
    ];
    for (const handler of [addItemRoute, addOrUpdateRoute, updateItemRoute, removeItemRoute, applyCouponRoute, mergeRoute]) {
      for (const c of cases) {
        const { status, body } = await callRoute(handler, '/api/v1/cart/x', { method: 'POST', headers: { ...cookieHeaders, ...c.headers }, rawBody: c.rawBody });
        expect({ status, code: body?.error_code }).toEqual({ status: c.status, code: c.code });
      }
    }
    expect((await getCart(cookieHeaders)).body).toEqual(before);
  });

  it('answers bad remove, coupon and merge bodies with 400', async () => {
    const { cookieHeaders } = await createShopper();
    expect((await removeItem(cookieHeaders, { product_id: 'x' })).status).toBe(400);
    expect((await removeItem(cookieHeaders, {})).status).toBe(400);
    expect((await applyCoupon(cookieHeaders, { code: 10 })).status).toBe(400);
    expect((await applyCoupon(cookieHeaders, { code: 'X'.repeat(41) })).status).toBe(400);
    expect((await merge(cookieHeaders, {})).status).toBe(400);
    expect((await merge(cookieHeaders, { items: 'all' })).status).toBe(400);
    expect((await merge(cookieHeaders, { items: [{ product_id: 1, quantity: -2 }] })).status).toBe(400);
    expect((await merge(cookieHeaders, { items: Array.from({ length: 101 }, () => ({ product_id: 1, quantity: 1 })) })).status).toBe(400);
    expect((await getCart(cookieHeaders)).body.cart_items).toEqual([]);
  });
});

describe('concurrent writes', () => {
  it('two adds racing for the same line never take it past the limit', async () => {
    const { cookieHeaders } = await createShopper();
    const answers = await Promise.all([
      addItem(cookieHeaders, { product_id: plain.id, quantity: 6 }),
      addItem(cookieHeaders, { product_id: plain.id, quantity: 6 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await getCart(cookieHeaders)).body.cart_items[0].quantity).toBe(6);
  });
});

describe('failed writes', () => {
  it('leave the cart whole: a merge that fails half-way changes nothing', async () => {
    const { cookieHeaders, user } = await createShopper();
    await addItem(cookieHeaders, { product_id: plain.id, quantity: 2 });
    const before = (await getCart(cookieHeaders)).body;
    // A database failure in the middle of the transaction: a constraint added for this test refuses the
    // second line, after the first was written. The first must be rolled back with it.
    const db = await getDb();
    await db.execute(sql.raw(`ALTER TABLE cart_items ADD CONSTRAINT cart_items_test_block CHECK (product_id <> ${another.id}) NOT VALID`));
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { status } = await merge(cookieHeaders, {
        items: [
          { product_id: lowStock.id, quantity: 1 },
          { product_id: another.id, quantity: 1 },
        ],
      });
      expect(status).toBe(500);
    } finally {
      quiet.mockRestore();
      await db.execute(sql`ALTER TABLE cart_items DROP CONSTRAINT cart_items_test_block`);
    }
    expect((await getCart(cookieHeaders)).body).toEqual(before);
    const rows = await db.select().from(cartItems).where(eq(cartItems.userId, user.id));
    expect(rows.map((r) => r.productId)).toEqual([plain.id]);
  });
});
