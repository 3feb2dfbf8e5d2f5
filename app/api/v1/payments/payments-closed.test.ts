// Sandbox off in public: without Razorpay keys, a shop whose SITE_URL is a public address took
// test-card "payments", mailed confirmations and counted revenue. There checkout is now closed with 503
// PAYMENTS_NOT_SET_UP and nothing is written, unless PAYMENTS_SANDBOX=1; the demo on localhost works as before.
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import { checkoutDisplay } from '@/lib/server/payments/providers/checkout-display';
import { isLoopbackHost, paymentsClosed } from '@/lib/server/payments/providers/payments-open';
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
import { POST as placeOrderRoute } from '../orders/route';

installSandboxProvider();

let product: TestProduct;

beforeAll(async () => {
  await seedCatalogue();
  [product] = await productsWithStock(1, 10);
});

afterEach(() => {
  delete process.env.SITE_URL;
  delete process.env.PAYMENTS_SANDBOX;
});

const CLOSED = { message: CHECKOUT_MESSAGES.paymentsNotSetUp, error_code: ORDER_ERROR_CODES.paymentsNotSetUp };

describe('payments on a public shop without Razorpay keys', () => {
  it('closes checkout: create-order and POST /orders answer 503 with the message, and nothing is written', async () => {
    process.env.SITE_URL = 'https://jewels.example.in';
    await setStock(product.id, 10);
    const shopper = await createShopper();
    const ordersBefore = await countOrders();
    const started = await createOrderCall(shopper.cookieHeaders, orderBody([{ product, quantity: 1 }]));
    expect(started.status).toBe(503);
    expect(started.body).toEqual(CLOSED);
    const placed = await callRoute(placeOrderRoute, '/api/v1/orders', {
      method: 'POST',
      headers: shopper.cookieHeaders,
      body: orderBody([{ product, quantity: 1 }]),
    });
    expect(placed.status).toBe(503);
    expect(placed.body).toEqual(CLOSED);
    expect(await countOrders()).toBe(ordersBefore);
    expect(await stockOf(product.id)).toBe(10);
    // The checkout page shows the notice instead of the pay button.
    expect((await checkoutDisplay()).closed).toBe(true);
  });

  it('opens the sandbox again when the owner sets PAYMENTS_SANDBOX=1', async () => {
    process.env.SITE_URL = 'https://jewels.example.in';
    process.env.PAYMENTS_SANDBOX = '1';
    await setStock(product.id, 10);
    const shopper = await createShopper();
    const started = await createOrderCall(shopper.cookieHeaders, orderBody([{ product, quantity: 1 }]));
    expect(started.status).toBe(201);
    expect(started.body.order.test_mode).toBe(true);
    expect((await checkoutDisplay()).closed).toBe(false);
  });

  it.each([undefined, 'http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000', 'http://shop.localhost'])(
    'keeps the demo open with SITE_URL=%s',
    async (site) => {
      if (site) process.env.SITE_URL = site;
      await setStock(product.id, 10);
      const shopper = await createShopper();
      const started = await createOrderCall(shopper.cookieHeaders, orderBody([{ product, quantity: 1 }]));
      expect(started.status).toBe(201);
      expect((await checkoutDisplay()).closed).toBe(false);
    },
  );
});

describe('paymentsClosed', () => {
  it('never closes a shop with Razorpay keys', () => {
    expect(
      paymentsClosed({
        SITE_URL: 'https://jewels.example.in',
        RAZORPAY_KEY_ID: 'rzp_live_x',
        RAZORPAY_KEY_SECRET: 'secret',
      }),
    ).toBe(false);
  });

  it('reads loopback names and addresses, and nothing else, as loopback', () => {
    for (const host of ['localhost', 'LOCALHOST', 'shop.localhost', '127.0.0.1', '127.1.2.3', '[::1]'])
      expect(isLoopbackHost(host)).toBe(true);
    for (const host of [
      'jewels.example.in',
      '10.0.0.5',
      '192.168.1.10',
      '[2001:db8::1]',
      'localhost.example.com',
      '128.0.0.1',
    ])
      expect(isLoopbackHost(host)).toBe(false);
  });

  it('treats PAYMENTS_SANDBOX as on only when it is 1', () => {
    expect(paymentsClosed({ SITE_URL: 'https://jewels.example.in', PAYMENTS_SANDBOX: 'yes' })).toBe(true);
    expect(paymentsClosed({ SITE_URL: 'https://jewels.example.in', PAYMENTS_SANDBOX: ' 1 ' })).toBe(false);
  });
});
