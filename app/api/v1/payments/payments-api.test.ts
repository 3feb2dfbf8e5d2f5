// Checkout with the sandbox provider (spec section 7, orders and payment): no money or stock is ever lost.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { cartItems, mailOutbox, orderItems, orders, products, webhookEvents } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { expireStaleOrders } from '@/lib/server/orders';
import { ORDER_HOLD_LIMITS } from '@/lib/shared/constants';
import { COUPON_MESSAGES } from '@/lib/shared/messages/cart';
import { CHECKOUT_FORM_MESSAGES, CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { INPUT_MESSAGES } from '@/lib/shared/messages/input';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import {
  ADDRESS,
  countOrders,
  createOrderCall,
  hmac,
  orderBody,
  orderPaidEvent,
  orderRow,
  outboxTo,
  paymentEvent,
  paymentsOf,
  productsWithStock,
  SANDBOX_SECRET,
  setStock,
  stockOf,
  installSandboxProvider,
  verifyCall,
  webhookCall,
  type TestProduct,
} from '@/test-support/checkout-fixtures';
import { POST as sandboxPay } from './sandbox/pay/route';
import { POST as resumeRoute } from './resume/route';
import { POST as createOrderRoute } from '../orders/route';

installSandboxProvider();

let a: TestProduct;
let b: TestProduct;
let shopper: Awaited<ReturnType<typeof createShopper>>;

beforeAll(async () => {
  await seedCatalogue();
  [a, b] = await productsWithStock(2, 10);
});

beforeEach(async () => {
  // A fresh shopper per test: the pending-order limit and cart are per shopper.
  shopper = await createShopper();
  await setStock(a.id, 10);
  await setStock(b.id, 10);
});

async function startCheckout(lines = [{ product: a, quantity: 2 }], headers = shopper.cookieHeaders) {
  const res = await createOrderCall(headers, orderBody(lines));
  expect(res.status).toBe(201);
  return res.body as { id: number; amount: number; razorpay_order_id: string; key: string; currency: string; total_amount: number };
}

const paymentId = () => `pay_test${Math.random().toString(36).slice(2, 12)}`;
const genuine = (order: { id: number; razorpay_order_id: string }, pay = paymentId()) => ({
  order_id: order.id,
  razorpay_order_id: order.razorpay_order_id,
  razorpay_payment_id: pay,
  razorpay_signature: hmac(SANDBOX_SECRET, `${order.razorpay_order_id}|${pay}`),
});

describe('POST /payments/create-order', () => {
  it('requires a session, with the spec message', async () => {
    const res = await createOrderCall({}, orderBody([{ product: a, quantity: 1 }]));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(ORDER_MESSAGES.loginToCreate);
    expect(await stockOf(a.id)).toBe(10);
  });

  it('creates a pending order at server prices, holds the stock and answers the payment order', async () => {
    const before = Date.now();
    const res = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: a, quantity: 2 }, { product: b, quantity: 1 }]));
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const total = a.pricePaise * 2 + b.pricePaise;
    expect(res.body).toMatchObject({ amount: total, total_amount: total / 100, currency: 'INR', key: 'rzp_test_sandbox', provider: 'sandbox' });
    expect(res.body.razorpay_order_id).toMatch(/^order_sbx_[A-Za-z0-9]{14}$/);
    expect(res.body.order).toMatchObject({ id: res.body.id, status: 'pending', items_count: 3, total_price: total / 100 });
    expect(await stockOf(a.id)).toBe(8);
    expect(await stockOf(b.id)).toBe(9);

    const row = await orderRow(res.body.id);
    expect(row).toMatchObject({ status: 'pending', userId: shopper.user.id, providerOrderId: res.body.razorpay_order_id, paymentProvider: 'sandbox' });
    expect(row.shippingAddress).toMatchObject({ ...ADDRESS, phone: '9876543210' });
    const holdMinutes = (row.expiresAt!.getTime() - before) / 60000;
    expect(holdMinutes).toBeGreaterThan(29.5);
    expect(holdMinutes).toBeLessThan(30.5);
    const items = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, res.body.id));
    expect(items.map((i) => [i.productId, i.quantity, i.unitPricePaise, i.subtotalPaise, i.productName]).sort()).toEqual(
      [
        [a.id, 2, a.pricePaise, a.pricePaise * 2, a.name],
        [b.id, 1, b.pricePaise, b.pricePaise, b.name],
      ].sort(),
    );
  });

  it('applies a coupon from the database and refuses one that is not active', async () => {
    const subtotal = a.pricePaise * 2;
    const discounted = subtotal - Math.round((subtotal * 20) / 100 / 100) * 100;
    const ok = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: a, quantity: 2 }], { coupon_code: 'welcome20', total_amount: discounted / 100 }));
    expect(ok.status).toBe(201);
    expect(ok.body.amount).toBe(discounted);
    expect(ok.body.order).toMatchObject({ coupon_code: 'WELCOME20', discount_percent: 20 });

    const stock = await stockOf(a.id);
    const orderCount = await countOrders();
    for (const code of ['EXPIRED5', 'NOPE']) {
      const refused = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: a, quantity: 1 }], { coupon_code: code }));
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
    const paisaTotal = orderBody([{ product: priced, quantity: 3 }], { coupon_code: 'WELCOME20', total_amount: 4317.6 });
    const refused = await createOrderCall(shopper.cookieHeaders, paisaTotal);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error_code: 'PRICE_CHANGED', total_amount: 4318 });

    const ok = await createOrderCall(shopper.cookieHeaders, { ...paisaTotal, total_amount: 4318 });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ amount: 431_800, total_amount: 4318 });
    expect(ok.body.order).toMatchObject({ subtotal: 5397, discount_percent: 20, discount_amount: 1079, total_price: 4318 });
    expect(await orderRow(ok.body.id)).toMatchObject({ discountPaise: 107_900, totalPaise: 431_800 });
  });

  it('stores an Indian number written with the country code or a trunk 0 as its 10 digits', async () => {
    for (const phone of ['+91 98765 43210', '098765-43210']) {
      const res = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: a, quantity: 1 }], { shipping_address: { ...ADDRESS, phone } }));
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
      expect(res.body).toMatchObject({ message: CHECKOUT_MESSAGES.pricesChanged, error_code: 'PRICE_CHANGED', total_amount: a.pricePaise / 100 });
    }
    const first = await createOrderCall(shopper.cookieHeaders, cheap);
    expect(first.body.changes).toEqual([{ product_id: a.id, name: a.name, price: a.pricePaise / 100 }]);
    expect(await stockOf(a.id)).toBe(10);
    expect(await countOrders()).toBe(orderCount);
  });

  it('refuses an order the stock cannot cover, naming the product and holding none of the other lines', async () => {
    await setStock(b.id, 1);
    const res = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: a, quantity: 3 }, { product: b, quantity: 2 }]));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error_code: 'OUT_OF_STOCK', message: CHECKOUT_MESSAGES.notEnoughStock(b.name), product_id: b.id });
    expect(await stockOf(a.id)).toBe(10);
    expect(await stockOf(b.id)).toBe(1);
  });

  it('counts two lines of one product together against its stock', async () => {
    await setStock(a.id, 3);
    const body = orderBody([{ product: a, quantity: 2 }, { product: a, quantity: 2 }]);
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
      orderBody([{ product: a, quantity: 1 }], { shipping_address: { email: 'not-an-email', phone: '12345', postal_code: '5600' } }),
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
    for (let i = 0; i < ORDER_HOLD_LIMITS.pendingOrdersPerAccount; i++) await startCheckout([{ product: a, quantity: 1 }]);
    const res = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: a, quantity: 1 }]));
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ message: CHECKOUT_MESSAGES.tooManyPending(ORDER_HOLD_LIMITS.pendingOrdersPerAccount), error_code: 'TOO_MANY_PENDING_ORDERS' });
    expect(await stockOf(a.id)).toBe(10 - ORDER_HOLD_LIMITS.pendingOrdersPerAccount);
  });
});

async function countOrdersOf(userId: number): Promise<number> {
  const db = await getDb();
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  return rows.length;
}

describe('POST /payments/verify', () => {
  it('confirms the order, records the payment, empties the server cart and queues one confirmation', async () => {
    const db = await getDb();
    await db.insert(cartItems).values({ userId: shopper.user.id, productId: a.id, quantity: 2 });
    const order = await startCheckout();
    const body = genuine(order);
    const res = await verifyCall(shopper.cookieHeaders, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: CHECKOUT_MESSAGES.paymentSuccess, payment_id: body.razorpay_payment_id });
    expect(res.body.order).toMatchObject({ id: order.id, status: 'confirmed', items_count: 2 });
    expect(res.body.order.paid_at).toEqual(expect.any(String));

    expect(await stockOf(a.id)).toBe(8);
    const [payment] = await paymentsOf(order.id);
    expect(payment).toMatchObject({ provider: 'sandbox', providerPaymentId: body.razorpay_payment_id, status: 'captured', source: 'verify', amountPaise: order.amount });
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, shopper.user.id))).toEqual([]);
    expect(await outboxTo(shopper.user.email, `order #${order.id} confirmed`)).toBe(1);
  });

  it('replayed ten times, one after another or all at once, gives one payment, one email and the same answer', async () => {
    const order = await startCheckout();
    const body = genuine(order);
    const first = await verifyCall(shopper.cookieHeaders, body);
    const sequential = [];
    for (let i = 0; i < 4; i++) sequential.push(await verifyCall(shopper.cookieHeaders, body));
    const parallel = await Promise.all(Array.from({ length: 5 }, () => verifyCall(shopper.cookieHeaders, body)));
    for (const res of [...sequential, ...parallel]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(first.body);
    }
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect(await outboxTo(shopper.user.email, `order #${order.id} confirmed`)).toBe(1);
    expect(await stockOf(a.id)).toBe(8);
  });

  it('refuses a forged signature: 400, the order payment_failed and its stock back', async () => {
    const order = await startCheckout();
    expect(await stockOf(a.id)).toBe(8);
    const res = await verifyCall(shopper.cookieHeaders, { ...genuine(order), razorpay_signature: 'f'.repeat(64) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: CHECKOUT_MESSAGES.verificationFailed, error_code: 'PAYMENT_VERIFICATION_FAILED' });
    expect((await orderRow(order.id)).status).toBe('payment_failed');
    expect(await stockOf(a.id)).toBe(10);
    expect(await paymentsOf(order.id)).toEqual([]);
    // Refused again: the stock is not given back a second time.
    await verifyCall(shopper.cookieHeaders, { ...genuine(order), razorpay_signature: 'short' });
    expect(await stockOf(a.id)).toBe(10);
  });

  it('refuses a signature made for another order, or with another key', async () => {
    const mine = await startCheckout();
    const other = await startCheckout([{ product: b, quantity: 1 }]);
    const pay = paymentId();
    // A genuine signature of the other order, presented for mine.
    const borrowed = { ...genuine(other, pay), order_id: mine.id };
    expect((await verifyCall(shopper.cookieHeaders, borrowed)).status).toBe(400);
    // Mine, but claiming the other order's provider id in the body.
    const mismatched = { ...genuine(mine, pay), razorpay_order_id: other.razorpay_order_id };
    expect((await verifyCall(shopper.cookieHeaders, mismatched)).status).toBe(400);
    const wrongKey = { ...genuine(other), razorpay_signature: hmac('another-secret', `${other.razorpay_order_id}|${pay}`) };
    expect((await verifyCall(shopper.cookieHeaders, wrongKey)).status).toBe(400);
    expect((await orderRow(mine.id)).status).toBe('payment_failed');
    expect((await orderRow(other.id)).status).toBe('payment_failed');
    expect(await stockOf(a.id)).toBe(10);
    expect(await stockOf(b.id)).toBe(10);
  });

  it('never lets a forged call undo a paid order', async () => {
    const order = await startCheckout();
    await verifyCall(shopper.cookieHeaders, genuine(order));
    const forged = await verifyCall(shopper.cookieHeaders, { ...genuine(order), razorpay_signature: '0'.repeat(64) });
    expect(forged.status).toBe(400);
    expect((await orderRow(order.id)).status).toBe('confirmed');
    expect(await stockOf(a.id)).toBe(8);
  });

  it("answers another shopper's order as not found and changes nothing", async () => {
    const order = await startCheckout();
    const stranger = await createShopper();
    const res = await verifyCall(stranger.cookieHeaders, genuine(order));
    expect(res.status).toBe(404);
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(await stockOf(a.id)).toBe(8);
  });

  it('requires a session and a well-formed body', async () => {
    const order = await startCheckout();
    expect((await verifyCall({}, genuine(order))).status).toBe(401);
    for (const body of [{}, { ...genuine(order), order_id: 'x' }, { ...genuine(order), razorpay_signature: '' }, { ...genuine(order), razorpay_payment_id: 'p'.repeat(101) }]) {
      const res = await verifyCall(shopper.cookieHeaders, body);
      expect(res.status).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_FAILED');
    }
    expect((await orderRow(order.id)).status).toBe('pending');
  });

  it('revives an order that expired while the shopper was paying, when its pieces are still there', async () => {
    const order = await startCheckout();
    await (await getDb()).update(orders).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(orders.id, order.id));
    await expireStaleOrders();
    expect(await stockOf(a.id)).toBe(10);
    const res = await verifyCall(shopper.cookieHeaders, genuine(order));
    expect(res.status).toBe(200);
    expect(res.body.order.status).toBe('confirmed');
    expect(await stockOf(a.id)).toBe(8);
    expect(await outboxTo(shopper.user.email, `order #${order.id} confirmed`)).toBe(1);
  });

  it('records a late payment for an order whose pieces sold out meanwhile, and says a refund is due', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const order = await startCheckout();
    const body = genuine(order);
    await (await getDb()).update(orders).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(orders.id, order.id));
    await expireStaleOrders();
    await setStock(a.id, 1);
    const res = await verifyCall(shopper.cookieHeaders, body);
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe('PAYMENT_REFUND_DUE');
    const row = await orderRow(order.id);
    expect(row.status).toBe('payment_failed');
    expect(row.notes).toContain(body.razorpay_payment_id);
    expect(row.notes).toContain('refunded');
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'captured', providerPaymentId: body.razorpay_payment_id })]);
    expect(await stockOf(a.id)).toBe(1);
    // The same call again: same answer, no second note.
    expect((await verifyCall(shopper.cookieHeaders, body)).status).toBe(409);
    expect((await orderRow(order.id)).notes!.split('\n')).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('POST /payments/webhook', () => {
  it('confirms the order when the browser never called verify, and verify afterwards agrees', async () => {
    const order = await startCheckout();
    const pay = paymentId();
    const hook = await webhookCall(paymentEvent('payment.captured', order.razorpay_order_id, pay, order.amount), { eventId: `evt_${pay}` });
    expect(hook.status).toBe(200);
    expect(hook.body).toEqual({ status: 'processed', event: 'payment.captured' });
    const row = await orderRow(order.id);
    expect(row.status).toBe('confirmed');
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ source: 'webhook', status: 'captured', amountPaise: order.amount })]);

    const verified = await verifyCall(shopper.cookieHeaders, genuine(order, pay));
    expect(verified.status).toBe(200);
    expect(verified.body.order.status).toBe('confirmed');
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect(await outboxTo(shopper.user.email, `order #${order.id} confirmed`)).toBe(1);
    expect(await stockOf(a.id)).toBe(8);
  });

  it('changes nothing when it arrives after verify', async () => {
    const order = await startCheckout();
    const body = genuine(order);
    await verifyCall(shopper.cookieHeaders, body);
    const paidAt = (await orderRow(order.id)).paidAt;
    const hook = await webhookCall(paymentEvent('payment.captured', order.razorpay_order_id, body.razorpay_payment_id, order.amount), { eventId: `evt_after_${order.id}` });
    expect(hook.status).toBe(200);
    expect((await orderRow(order.id)).paidAt).toEqual(paidAt);
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ source: 'verify' })]);
    expect(await outboxTo(shopper.user.email, `order #${order.id} confirmed`)).toBe(1);
  });

  it('does not confirm on a signed capture of the wrong amount: the payment is kept and the order flagged', async () => {
    const order = await startCheckout();
    const pay = paymentId();
    const hook = await webhookCall(paymentEvent('payment.captured', order.razorpay_order_id, pay, 1), { eventId: `evt_paisa_${order.id}` });
    expect(hook.status).toBe(200);
    const row = await orderRow(order.id);
    expect(row.status).toBe('pending');
    expect(row.paidAt).toBeNull();
    expect(row.reviewReason).toContain(pay);
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ providerPaymentId: pay, status: 'captured', amountPaise: 1, currency: 'INR' })]);
    expect(await outboxTo(shopper.user.email, `order #${order.id} confirmed`)).toBe(0);
    expect(await stockOf(a.id)).toBe(8);
    // Verify of that same payment cannot confirm it either: the provider said what was captured.
    const verified = await verifyCall(shopper.cookieHeaders, genuine(order, pay));
    expect(verified.status).toBe(409);
    expect(verified.body).toMatchObject({ message: CHECKOUT_MESSAGES.paymentUnderReview, error_code: 'PAYMENT_AMOUNT_MISMATCH' });
    expect((await orderRow(order.id)).status).toBe('pending');
  });

  it('does not confirm on a signed capture in another currency, nor on one that names no amount', async () => {
    const order = await startCheckout();
    await webhookCall(paymentEvent('payment.captured', order.razorpay_order_id, paymentId(), order.amount, 'USD'), { eventId: `evt_usd_${order.id}` });
    const silent = { event: 'payment.captured', payload: { payment: { entity: { id: paymentId(), order_id: order.razorpay_order_id } } } };
    await webhookCall(silent, { eventId: `evt_silent_${order.id}` });
    const row = await orderRow(order.id);
    expect(row.status).toBe('pending');
    expect(row.reviewReason!.split('\n')).toHaveLength(2);
    expect(row.reviewReason).toContain('USD');
    expect(await paymentsOf(order.id)).toHaveLength(2);

    // The right amount in the right currency still confirms it (the flag stays for the odd payments).
    await webhookCall(orderPaidEvent(order.razorpay_order_id, paymentId(), order.amount), { eventId: `evt_right_${order.id}` });
    expect((await orderRow(order.id)).status).toBe('confirmed');
    expect((await orderRow(order.id)).reviewReason).not.toBeNull();
  });

  it('flags an order confirmed by verify when the webhook then reports another amount for that payment', async () => {
    const order = await startCheckout();
    const body = genuine(order);
    expect((await verifyCall(shopper.cookieHeaders, body)).status).toBe(200);
    expect((await orderRow(order.id)).reviewReason).toBeNull();
    await webhookCall(paymentEvent('payment.captured', order.razorpay_order_id, body.razorpay_payment_id, 100), { eventId: `evt_late_${order.id}` });
    expect((await orderRow(order.id)).reviewReason).toContain(body.razorpay_payment_id);
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ amountPaise: 100 })]);
  });

  it('handles order.paid like payment.captured', async () => {
    const order = await startCheckout();
    const hook = await webhookCall(orderPaidEvent(order.razorpay_order_id, paymentId(), order.amount), { eventId: `evt_paid_${order.id}` });
    expect(hook.body.status).toBe('processed');
    expect((await orderRow(order.id)).status).toBe('confirmed');
  });

  it('ignores a repeated delivery of the same event id', async () => {
    const order = await startCheckout();
    const event = paymentEvent('payment.failed', order.razorpay_order_id, paymentId(), order.amount);
    const first = await webhookCall(event, { eventId: `evt_dup_${order.id}` });
    expect(first.body.status).toBe('processed');
    expect(await stockOf(a.id)).toBe(10);
    // The stock was re-sold meanwhile; a second delivery must not hand the same pieces back again.
    await setStock(a.id, 4);
    const again = await webhookCall(event, { eventId: `evt_dup_${order.id}` });
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('duplicate');
    expect(await stockOf(a.id)).toBe(4);
    const db = await getDb();
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.id, `evt_dup_${order.id}`))).toHaveLength(1);
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const order = await startCheckout();
    const event = paymentEvent('payment.captured', order.razorpay_order_id, paymentId(), order.amount);
    const tries = [
      await webhookCall(event, { signature: 'deadbeef', eventId: 'evt_bad_1' }),
      await webhookCall(event, { secret: 'wrong-secret', eventId: 'evt_bad_2' }),
      await webhookCall(event, { secret: SANDBOX_SECRET, eventId: 'evt_bad_3' }),
      await webhookCall(event, { signature: '', eventId: 'evt_bad_4' }),
    ];
    for (const res of tries) {
      expect(res.status).toBe(400);
      expect(res.body.error_code).toBe('INVALID_WEBHOOK_SIGNATURE');
    }
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(await paymentsOf(order.id)).toEqual([]);
    const db = await getDb();
    expect(await db.select().from(webhookEvents).where(sql`${webhookEvents.id} LIKE 'evt_bad_%'`)).toEqual([]);
  });

  it('marks a failed payment and releases the stock, unless the order was already paid', async () => {
    const open = await startCheckout();
    await webhookCall(paymentEvent('payment.failed', open.razorpay_order_id, paymentId(), open.amount), { eventId: `evt_fail_${open.id}` });
    expect((await orderRow(open.id)).status).toBe('payment_failed');
    expect(await stockOf(a.id)).toBe(10);
    expect(await paymentsOf(open.id)).toEqual([expect.objectContaining({ status: 'failed', source: 'webhook' })]);

    const paid = await startCheckout();
    await verifyCall(shopper.cookieHeaders, genuine(paid));
    await webhookCall(paymentEvent('payment.failed', paid.razorpay_order_id, paymentId(), paid.amount), { eventId: `evt_fail_${paid.id}` });
    expect((await orderRow(paid.id)).status).toBe('confirmed');
    expect(await stockOf(a.id)).toBe(8);
  });

  it('acknowledges events for unknown orders and other event types without acting', async () => {
    const unknown = await webhookCall(paymentEvent('payment.captured', 'order_unknown123', paymentId(), 100), { eventId: 'evt_unknown' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.status).toBe('ignored');
    const order = await startCheckout();
    const refund = { event: 'refund.created', payload: { payment: { entity: { id: paymentId(), order_id: order.razorpay_order_id } } } };
    expect((await webhookCall(refund, { eventId: 'evt_refund' })).body.status).toBe('ignored');
    expect((await orderRow(order.id)).status).toBe('pending');
  });

  it('refuses a signed body that is not an event', async () => {
    for (const payload of [{ hello: 'world' }, [1, 2]]) {
      const res = await webhookCall(payload, { eventId: `evt_shape_${Math.random()}` });
      expect(res.status).toBe(400);
    }
  });
});

const resume = (orderId: unknown, headers = shopper.cookieHeaders) =>
  callRoute(resumeRoute, '/api/v1/payments/resume', { method: 'POST', body: { order_id: orderId }, headers });

async function mailAbout(orderId: number): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(sql`${mailOutbox.subject} LIKE ${`%order #${orderId} %`}`);
  return rows.map((r) => r.subject);
}

describe('closing the payment window, then Try again (POST /payments/resume)', () => {
  it('leaves the order pending with its stock held and sends no mail; Try again pays the same order', async () => {
    // What the browser does when the window closes: nothing reaches the server, so nothing is cancelled.
    const order = await startCheckout();
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(await stockOf(a.id)).toBe(8);
    expect(await mailAbout(order.id)).toEqual([]);

    const again = await resume(order.id);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: order.id, razorpay_order_id: order.razorpay_order_id, amount: order.amount, key: order.key, provider: 'sandbox' });
    expect(again.body.order).toMatchObject({ id: order.id, status: 'pending' });
    expect(await countOrdersOf(shopper.user.id)).toBe(1);

    const paid = await verifyCall(shopper.cookieHeaders, genuine(again.body));
    expect(paid.status).toBe(200);
    expect(paid.body.order).toMatchObject({ id: order.id, status: 'confirmed' });
    expect(await stockOf(a.id)).toBe(8);
    expect(await mailAbout(order.id)).toEqual([expect.stringContaining('confirmed')]);
    // Paid now: there is nothing left to resume.
    expect((await resume(order.id)).body.error_code).toBe('ORDER_NOT_PENDING');
  });

  it('sends no mail when an unpaid order expires, and will not reopen it afterwards', async () => {
    const order = await startCheckout();
    await (await getDb()).update(orders).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(orders.id, order.id));
    const res = await resume(order.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: ORDER_MESSAGES.notAwaitingPayment, error_code: 'ORDER_NOT_PENDING' });
    expect((await orderRow(order.id)).status).toBe('payment_failed');
    expect(await stockOf(a.id)).toBe(10);
    expect(await mailAbout(order.id)).toEqual([]);
  });

  it("answers another shopper's order, an order without a payment and a bad id without reopening anything", async () => {
    const order = await startCheckout();
    const stranger = await createShopper();
    expect((await resume(order.id, stranger.cookieHeaders)).status).toBe(404);
    expect((await resume(order.id, {})).status).toBe(401);
    for (const bad of ['1', -1, 1.5, null]) expect((await resume(bad)).status).toBe(400);
    const unpaid = await callRoute(createOrderRoute, '/api/v1/orders', { method: 'POST', body: orderBody([{ product: b, quantity: 1 }]), headers: shopper.cookieHeaders });
    expect(unpaid.status).toBe(201);
    expect((await resume(unpaid.body.order.id)).status).toBe(409);
  });
});

describe('expiry', () => {
  it('moves pending orders past their hold to payment_failed and gives their stock back', async () => {
    const stale = await startCheckout([{ product: a, quantity: 3 }]);
    const fresh = await startCheckout([{ product: b, quantity: 2 }]);
    await (await getDb()).update(orders).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(orders.id, stale.id));
    expect(await expireStaleOrders()).toBe(1);
    expect((await orderRow(stale.id)).status).toBe('payment_failed');
    expect((await orderRow(fresh.id)).status).toBe('pending');
    expect(await stockOf(a.id)).toBe(10);
    expect(await stockOf(b.id)).toBe(8);
    // Nothing left to expire; running again changes nothing.
    expect(await expireStaleOrders()).toBe(0);
    expect(await stockOf(a.id)).toBe(10);
  });

  it('never expires a paid order', async () => {
    const order = await startCheckout();
    await verifyCall(shopper.cookieHeaders, genuine(order));
    await (await getDb()).update(orders).set({ expiresAt: sql`now() - interval '1 hour'` }).where(eq(orders.id, order.id));
    await expireStaleOrders();
    expect((await orderRow(order.id)).status).toBe('confirmed');
    expect(await stockOf(a.id)).toBe(8);
  });
});

describe('the sandbox card page endpoint', () => {
  const pay = (headers: Record<string, string>, body: unknown) =>
    callRoute(sandboxPay, '/api/v1/payments/sandbox/pay', { method: 'POST', body, headers });

  it('pays with the success card: a payment id and a signature that verify accepts', async () => {
    const order = await startCheckout();
    const res = await pay(shopper.cookieHeaders, { razorpay_order_id: order.razorpay_order_id, card_number: '4111 1111 1111 1111' });
    expect(res.status).toBe(200);
    expect(res.body.razorpay_payment_id).toMatch(/^pay_sbx_[A-Za-z0-9]{14}$/);
    expect(res.body.razorpay_signature).toBe(hmac(SANDBOX_SECRET, `${order.razorpay_order_id}|${res.body.razorpay_payment_id}`));
    // Nothing is paid until verify (or a webhook) says so.
    expect((await orderRow(order.id)).status).toBe('pending');
    const verified = await verifyCall(shopper.cookieHeaders, { order_id: order.id, ...res.body });
    expect(verified.body.order.status).toBe('confirmed');
  });

  it('declines the decline card like Razorpay, recording the failure and releasing the stock', async () => {
    const order = await startCheckout();
    const res = await pay(shopper.cookieHeaders, { razorpay_order_id: order.razorpay_order_id, card_number: '4000000000000002' });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      description: CHECKOUT_MESSAGES.cardDeclined,
      reason: 'payment_failed',
      metadata: { order_id: order.razorpay_order_id, payment_id: expect.stringMatching(/^pay_sbx_/) },
    });
    expect((await orderRow(order.id)).status).toBe('payment_failed');
    expect(await stockOf(a.id)).toBe(10);
    expect(await paymentsOf(order.id)).toEqual([expect.objectContaining({ status: 'failed', amountPaise: order.amount })]);
    // The closed order cannot be paid afterwards.
    const late = await pay(shopper.cookieHeaders, { razorpay_order_id: order.razorpay_order_id, card_number: '4111111111111111' });
    expect(late.status).toBe(409);
  });

  it('refuses any other card number and changes nothing', async () => {
    const order = await startCheckout();
    for (const card_number of ['1234 5678 9012 3456', '', '4111']) {
      const res = await pay(shopper.cookieHeaders, { razorpay_order_id: order.razorpay_order_id, card_number });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CHECKOUT_MESSAGES.invalidCard);
    }
    expect((await orderRow(order.id)).status).toBe('pending');
    expect(await stockOf(a.id)).toBe(8);
  });

  it("refuses another shopper's order and a caller without a session", async () => {
    const order = await startCheckout();
    const stranger = await createShopper();
    expect((await pay(stranger.cookieHeaders, { razorpay_order_id: order.razorpay_order_id, card_number: '4000000000000002' })).status).toBe(404);
    expect((await pay({}, { razorpay_order_id: order.razorpay_order_id, card_number: '4000000000000002' })).status).toBe(401);
    expect((await orderRow(order.id)).status).toBe('pending');
  });
});
