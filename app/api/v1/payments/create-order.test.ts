// Checkout with the sandbox provider (spec section 7): placing an order holds its stock and prices it on the server.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orderItems, products } from '@/lib/server/db/schema';
import { callRoute } from '@/test-support/call-route';
import { ORDER_HOLD_LIMITS } from '@/lib/shared/constants';
import { COUPON_MESSAGES } from '@/lib/shared/messages/cart';
import { CHECKOUT_FORM_MESSAGES, CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { INPUT_MESSAGES } from '@/lib/shared/messages/input';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import {
  ADDRESS,
  countOrders,
  createOrderCall,
  orderBody,
  orderRow,
  productsWithStock,
  setStock,
  stockOf,
} from '@/test-support/checkout-fixtures';
import { a, b, shopper, startCheckout, countOrdersOf, setUpPaymentsFixture } from '@/test-support/payments-api-fixture';

setUpPaymentsFixture();

describe('POST /payments/create-order', () => {
  it('requires a session, with the spec message', async () => {
    const res = await createOrderCall({}, orderBody([{ product: a, quantity: 1 }]));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(ORDER_MESSAGES.loginToCreate);
    expect(await stockOf(a.id)).toBe(10);
  });

  it('creates a pending order at server prices, holds the stock and answers the payment order', async () => {
    const before = Date.now();
    const res = await createOrderCall(
      shopper.cookieHeaders,
      orderBody([
        { product: a, quantity: 2 },
        { product: b, quantity: 1 },
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const total = a.pricePaise * 2 + b.pricePaise;
    expect(res.body).toMatchObject({
      amount: total,
      total_amount: total / 100,
      currency: 'INR',
      key: 'rzp_test_sandbox',
      provider: 'sandbox',
    });
    expect(res.body.razorpay_order_id).toMatch(/^order_sbx_[A-Za-z0-9]{14}$/);
    expect(res.body.order).toMatchObject({
      id: res.body.id,
      status: 'pending',
      items_count: 3,
      total_price: total / 100,
    });
    expect(await stockOf(a.id)).toBe(8);
    expect(await stockOf(b.id)).toBe(9);

    const row = await orderRow(res.body.id);
    expect(row).toMatchObject({
      status: 'pending',
      userId: shopper.user.id,
      providerOrderId: res.body.razorpay_order_id,
      paymentProvider: 'sandbox',
    });
    expect(row.shippingAddress).toMatchObject({ ...ADDRESS, phone: '9876543210' });
    const holdMinutes = (row.expiresAt!.getTime() - before) / 60000;
    expect(holdMinutes).toBeGreaterThan(29.5);
    expect(holdMinutes).toBeLessThan(30.5);
    const items = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, res.body.id));
    expect(
      items.map((i) => [i.productId, i.quantity, i.unitPricePaise, i.subtotalPaise, i.productName]).sort(),
    ).toEqual(
      [
        [a.id, 2, a.pricePaise, a.pricePaise * 2, a.name],
        [b.id, 1, b.pricePaise, b.pricePaise, b.name],
      ].sort(),
    );
  });

  it('applies a coupon from the database and refuses one that is not active', async () => {
    const subtotal = a.pricePaise * 2;
    const discounted = subtotal - Math.round((subtotal * 20) / 100 / 100) * 100;
    const ok = await createOrderCall(
      shopper.cookieHeaders,
      orderBody([{ product: a, quantity: 2 }], { coupon_code: 'welcome20', total_amount: discounted / 100 }),
    );
    expect(ok.status).toBe(201);
    expect(ok.body.amount).toBe(discounted);
    expect(ok.body.order).toMatchObject({ coupon_code: 'WELCOME20', discount_percent: 20 });

    const stock = await stockOf(a.id);
    const orderCount = await countOrders();
    for (const code of ['EXPIRED5', 'NOPE']) {
      const refused = await createOrderCall(
        shopper.cookieHeaders,
        orderBody([{ product: a, quantity: 1 }], { coupon_code: code }),
      );
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ message: COUPON_MESSAGES.invalid, error_code: 'COUPON_INVALID' });
    }
    expect(await stockOf(a.id)).toBe(stock);
    expect(await countOrders()).toBe(orderCount);
  });

  it('takes a percentage coupon off in whole rupees, so the order total is whole rupees', async () => {
    const db = await getDb();
    const [c] = await productsWithStock(3, 10).then((rows) => rows.slice(2));
    // ₹1,799 x 3 = ₹5,397; 20% of it is ₹1,079.40, which the shop takes off as ₹1,079.
    await db.update(products).set({ pricePaise: 179_900 }).where(eq(products.id, c.id));
    const priced = { ...c, pricePaise: 179_900 };
    const paisaTotal = orderBody([{ product: priced, quantity: 3 }], {
      coupon_code: 'WELCOME20',
      total_amount: 4317.6,
    });
    const refused = await createOrderCall(shopper.cookieHeaders, paisaTotal);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error_code: 'PRICE_CHANGED', total_amount: 4318 });

    const ok = await createOrderCall(shopper.cookieHeaders, { ...paisaTotal, total_amount: 4318 });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ amount: 431_800, total_amount: 4318 });
    expect(ok.body.order).toMatchObject({
      subtotal: 5397,
      discount_percent: 20,
      discount_amount: 1079,
      total_price: 4318,
    });
    expect(await orderRow(ok.body.id)).toMatchObject({ discountPaise: 107_900, totalPaise: 431_800 });
  });

  it('stores an Indian number written with the country code or a trunk 0 as its 10 digits', async () => {
    for (const phone of ['+91 98765 43210', '098765-43210']) {
      const res = await createOrderCall(
        shopper.cookieHeaders,
        orderBody([{ product: a, quantity: 1 }], { shipping_address: { ...ADDRESS, phone } }),
      );
      expect(res.status).toBe(201);
      expect(res.body.order.shipping_address.phone).toBe('9876543210');
      expect((await orderRow(res.body.id)).shippingAddress).toMatchObject({ phone: '9876543210' });
    }
  });

  it('refuses a tampered price or total with 409, writing nothing and holding nothing', async () => {
    const orderCount = await countOrders();
    const cheap = orderBody([{ product: a, quantity: 1 }]);
    cheap.cart_items[0].price = 1;
    cheap.total_amount = 1;
    const wrongTotal = orderBody([{ product: a, quantity: 1 }], { total_amount: a.pricePaise / 100 - 1 });
    // Shopper agrees to pay more than the price: still not what the server would charge.
    const higherTotal = orderBody([{ product: a, quantity: 1 }], { total_amount: a.pricePaise / 100 + 100 });
    for (const body of [cheap, wrongTotal, higherTotal]) {
      const res = await createOrderCall(shopper.cookieHeaders, body);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        message: CHECKOUT_MESSAGES.pricesChanged,
        error_code: 'PRICE_CHANGED',
        total_amount: a.pricePaise / 100,
      });
    }
    const first = await createOrderCall(shopper.cookieHeaders, cheap);
    expect(first.body.changes).toEqual([{ product_id: a.id, name: a.name, price: a.pricePaise / 100 }]);
    expect(await stockOf(a.id)).toBe(10);
    expect(await countOrders()).toBe(orderCount);
  });

  it('refuses an order the stock cannot cover, naming the product and holding none of the other lines', async () => {
    await setStock(b.id, 1);
    const res = await createOrderCall(
      shopper.cookieHeaders,
      orderBody([
        { product: a, quantity: 3 },
        { product: b, quantity: 2 },
      ]),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error_code: 'OUT_OF_STOCK',
      message: CHECKOUT_MESSAGES.notEnoughStock(b.name),
      product_id: b.id,
    });
    expect(await stockOf(a.id)).toBe(10);
    expect(await stockOf(b.id)).toBe(1);
  });

  it('counts two lines of one product together against its stock', async () => {
    await setStock(a.id, 3);
    const body = orderBody([
      { product: a, quantity: 2 },
      { product: a, quantity: 2 },
    ]);
    const res = await createOrderCall(shopper.cookieHeaders, body);
    expect(res.status).toBe(409);
    expect(await stockOf(a.id)).toBe(3);
  });

  it('answers every malformed body with a 4xx JSON error and changes nothing', async () => {
    const good = orderBody([{ product: a, quantity: 1 }]);
    const line = good.cart_items[0];
    const bodies: unknown[] = [
      { ...good, shipping_address: {} },
      { ...good, shipping_address: undefined },
      { ...good, cart_items: [{ ...line, quantity: -1 }] },
      { ...good, cart_items: [{ ...line, quantity: 0 }] },
      { ...good, cart_items: [{ ...line, quantity: 1.5 }] },
      { ...good, cart_items: [{ ...line, quantity: 1e12 }] },
      { ...good, cart_items: [{ ...line, price: String(line.price) }] },
      { ...good, cart_items: [{ ...line, price: -5 }] },
      { ...good, cart_items: [{ ...line, price: 1e15 }] },
      { ...good, cart_items: [{ ...line, price: 10.005 }] },
      { ...good, cart_items: [{ ...line, product_id: 1e20 }] },
      { ...good, cart_items: [{ ...line, product_id: '1' }] },
      { ...good, cart_items: [{ ...line, product_id: 999999 }] },
      { ...good, cart_items: [] },
      { ...good, cart_items: 'all of it' },
      { ...good, total_amount: '100' },
      { ...good, total_amount: -1 },
      { ...good, total_amount: 1e300 },
      { ...good, currency: 'USD' },
      { ...good, coupon_code: 42 },
      { ...good, cart_items: Array.from({ length: 51 }, () => line) },
      [good],
      null,
      'order',
    ];
    for (const body of bodies) {
      const res = await createOrderCall(shopper.cookieHeaders, body);
      expect([400, 404, 409, 422]).toContain(res.status);
      expect(typeof res.body.message).toBe('string');
      expect(typeof res.body.error_code).toBe('string');
    }
    const raw = await callRoute((await import('./create-order/route')).POST, '/api/v1/payments/create-order', {
      method: 'POST',
      rawBody: '{"shipping_address": {',
      headers: { ...shopper.cookieHeaders, 'content-type': 'application/json' },
    });
    expect(raw.status).toBe(400);
    expect(raw.body.error_code).toBe('INVALID_JSON');
    const form = await callRoute((await import('./create-order/route')).POST, '/api/v1/payments/create-order', {
      method: 'POST',
      rawBody: 'a=1',
      headers: { ...shopper.cookieHeaders, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    expect(await stockOf(a.id)).toBe(10);
    expect(await countOrdersOf(shopper.user.id)).toBe(0);
  });

  it('names every missing or wrong address field with the checkout form texts', async () => {
    const res = await createOrderCall(
      shopper.cookieHeaders,
      orderBody([{ product: a, quantity: 1 }], {
        shipping_address: { email: 'not-an-email', phone: '12345', postal_code: '5600' },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      'shipping_address.full_name': [CHECKOUT_FORM_MESSAGES.nameRequired],
      'shipping_address.email': [INPUT_MESSAGES.emailInvalid],
      'shipping_address.phone': [CHECKOUT_FORM_MESSAGES.phoneInvalid],
      'shipping_address.address_line_1': [CHECKOUT_FORM_MESSAGES.addressRequired],
      'shipping_address.city': [CHECKOUT_FORM_MESSAGES.cityRequired],
      'shipping_address.state': [CHECKOUT_FORM_MESSAGES.stateRequired],
      'shipping_address.postal_code': [CHECKOUT_FORM_MESSAGES.pincodeInvalid],
    });
  });

  it('lets a shopper hold only a few unpaid orders at once', async () => {
    for (let i = 0; i < ORDER_HOLD_LIMITS.pendingOrdersPerAccount; i++)
      await startCheckout([{ product: a, quantity: 1 }]);
    const res = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: a, quantity: 1 }]));
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      message: CHECKOUT_MESSAGES.tooManyPending(ORDER_HOLD_LIMITS.pendingOrdersPerAccount),
      error_code: 'TOO_MANY_PENDING_ORDERS',
    });
    expect(await stockOf(a.id)).toBe(10 - ORDER_HOLD_LIMITS.pendingOrdersPerAccount);
  });
});
