// The cart API (spec section 5): changing and removing lines, coupons, the cart switch.
import { eq } from 'drizzle-orm';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { getDb } from '@/lib/server/db';
import { coupons } from '@/lib/server/db/schema';
import { CART_RULE_MESSAGES, COUPON_MESSAGES } from '@/lib/shared/messages/cart';
import { GET as couponLookupRoute } from '../coupons/[code]/route';
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
  another,
  setCartEnabled,
  setUpCartFixture,
} from '@/test-support/cart-api-fixture';

setUpCartFixture();

describe('changing and removing', () => {
  it('add_or_update sets the quantity and creates a missing line; update_item only changes an existing one', async () => {
    const { cookieHeaders } = await createShopper();
    expect((await addOrUpdate(cookieHeaders, { product_id: plain.id, quantity: 4 })).body.cart_items[0].quantity).toBe(
      4,
    );
    expect((await addOrUpdate(cookieHeaders, { product_id: plain.id, quantity: 2 })).body.cart_items[0].quantity).toBe(
      2,
    );
    expect((await updateItem(cookieHeaders, { product_id: plain.id, quantity: 7 })).body.cart_items[0].quantity).toBe(
      7,
    );
    const missing = await updateItem(cookieHeaders, { product_id: another.id, quantity: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: CART_RULE_MESSAGES.notInCart, error_code: 'NOT_IN_CART' });
  });

  it('update_item without a size finds the only line of a sized product, and asks when there are two', async () => {
    const { cookieHeaders } = await createShopper();
    const [a, b] = sized.sizes;
    await addItem(cookieHeaders, { product_id: sized.id, quantity: 1, size: a });
    expect((await updateItem(cookieHeaders, { product_id: sized.id, quantity: 3 })).body.cart_items[0]).toMatchObject({
      size: a,
      quantity: 3,
    });
    await addItem(cookieHeaders, { product_id: sized.id, quantity: 1, size: b });
    const ambiguous = await updateItem(cookieHeaders, { product_id: sized.id, quantity: 2 });
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.error_code).toBe('INVALID_SIZE');
    expect(
      (await updateItem(cookieHeaders, { product_id: sized.id, quantity: 2, size: b })).body.cart_items[1],
    ).toMatchObject({ size: b, quantity: 2 });
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
    expect(body).toMatchObject({
      discount: 20,
      code: 'WELCOME20',
      coupon_code: 'WELCOME20',
      message: COUPON_MESSAGES.applied(20),
    });
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
