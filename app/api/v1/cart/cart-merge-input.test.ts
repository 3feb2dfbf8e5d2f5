// The cart API (spec section 5): the login merge, Bearer clients, bad input, concurrent and failed writes.
import { eq, sql } from 'drizzle-orm';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { getDb } from '@/lib/server/db';
import { cartItems } from '@/lib/server/db/schema';
import { CART_RULE_MESSAGES } from '@/lib/shared/messages/cart';
import { POST as addItemRoute } from './add_item/route';
import { POST as addOrUpdateRoute } from './add_or_update/route';
import { PATCH as updateItemRoute } from './update_item/route';
import { DELETE as removeItemRoute } from './remove_item/route';
import { POST as applyCouponRoute } from './apply_coupon/route';
import { POST as mergeRoute } from './merge/route';
import {
  getCart,
  addItem,
  addOrUpdate,
  updateItem,
  removeItem,
  clearCart,
  itemCount,
  applyCoupon,
  merge,
  plain,
  sized,
  lowStock,
  soldOut,
  another,
  setUpCartFixture,
} from '@/test-support/cart-api-fixture';

setUpCartFixture();

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
    const lines = body.cart_items.map((l: { product_id: number; size: string | null; quantity: number }) => [
      l.product_id,
      l.size,
      l.quantity,
    ]);
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
    expect((await merge(first.cookieHeaders, { items: [], coupon_code: 'welcome20' })).body).toMatchObject({
      coupon_code: 'WELCOME20',
      discount: 20,
    });
    const second = await createShopper();
    expect((await merge(second.cookieHeaders, { items: [], coupon_code: 'EXPIRED5' })).body).toMatchObject({
      coupon_code: null,
      discount: 0,
    });
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
    expect((await updateItem(bearerHeaders, { product_id: plain.id, quantity: 3 })).body.cart_items[0].quantity).toBe(
      3,
    );
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

  it.each(badBodies)(
    'answers 400 JSON naming the field for %s, on every write, and leaves the cart whole',
    async (_label, bad) => {
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
    },
  );

  it('answers 400 to add_item with quantity 0 (it would add nothing)', async () => {
    const { cookieHeaders } = await createShopper();
    const { status, body } = await addItem(cookieHeaders, { product_id: plain.id, quantity: 0 });
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(['quantity']);
  });

  it('ignores extra fields, including a price: the server never trusts a client price', async () => {
    const { cookieHeaders } = await createShopper();
    const { status, body } = await addItem(cookieHeaders, {
      product_id: plain.id,
      quantity: 1,
      price: 0.01,
      unit_price: 0.01,
      user_id: 1,
    });
    expect(status).toBe(200);
    expect(body.cart_items[0].unit_price).toBe(plain.pricePaise / 100);
  });

  it('answers malformed JSON, a wrong content type, an empty body and a huge body with 4xx JSON', async () => {
    const { cookieHeaders } = await createShopper();
    await addItem(cookieHeaders, { product_id: plain.id, quantity: 1 });
    const before = (await getCart(cookieHeaders)).body;
    const json = { 'content-type': 'application/json' };
    const cases = [
      { headers: json, rawBody: '{"product_id": 1, "quantity": ', status: 400, code: 'INVALID_JSON' },
      { headers: json, rawBody: '', status: 400, code: 'INVALID_JSON' },
      {
        headers: { 'content-type': 'text/plain' },
        rawBody: '{"product_id":1,"quantity":1}',
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        rawBody: 'product_id=1&quantity=1',
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
      {
        headers: json,
        rawBody: JSON.stringify({ product_id: plain.id, quantity: 1, pad: 'x'.repeat(70_000) }),
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
      },
    ];
    for (const handler of [
      addItemRoute,
      addOrUpdateRoute,
      updateItemRoute,
      removeItemRoute,
      applyCouponRoute,
      mergeRoute,
    ]) {
      for (const c of cases) {
        const { status, body } = await callRoute(handler, '/api/v1/cart/x', {
          method: 'POST',
          headers: { ...cookieHeaders, ...c.headers },
          rawBody: c.rawBody,
        });
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
    expect(
      (await merge(cookieHeaders, { items: Array.from({ length: 101 }, () => ({ product_id: 1, quantity: 1 })) }))
        .status,
    ).toBe(400);
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
    await db.execute(
      sql.raw(
        `ALTER TABLE cart_items ADD CONSTRAINT cart_items_test_block CHECK (product_id <> ${another.id}) NOT VALID`,
      ),
    );
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
