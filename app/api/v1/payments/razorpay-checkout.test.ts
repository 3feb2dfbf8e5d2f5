// Checkout with the Razorpay provider selected by configuration, against a local stand-in of its Orders API.
import { seedCatalogue, callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { startRazorpayStandIn, type RazorpayStandIn } from '@/lib/server/payments/providers/razorpay-stand-in';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import {
  createOrderCall,
  hmac,
  orderBody,
  orderRow,
  orderPaidEvent,
  paymentEvent,
  productsWithStock,
  SANDBOX_WEBHOOK,
  setStock,
  stockOf,
  verifyCall,
  webhookCall,
  type TestProduct,
} from '@/test-support/checkout-fixtures';
import { POST as sandboxPay } from './sandbox/pay/route';

const WEBHOOK_SECRET = 'razorpay-webhook-secret';
let standIn: RazorpayStandIn;
let product: TestProduct;

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
  process.env.RAZORPAY_KEY_ID = standIn.keyId;
  process.env.RAZORPAY_KEY_SECRET = standIn.keySecret;
  process.env.RAZORPAY_WEBHOOK_SECRET = WEBHOOK_SECRET;
  process.env.RAZORPAY_API_BASE = standIn.apiBase;
  await seedCatalogue();
  [product] = await productsWithStock(1, 10);
});

afterAll(async () => {
  for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'RAZORPAY_API_BASE'])
    delete process.env[key];
  await standIn.close();
});

beforeEach(async () => {
  standIn.mode = 'ok';
  standIn.seen.length = 0;
  await setStock(product.id, 10);
});

it('creates the Razorpay order for our order and verifies the payment with the key secret', async () => {
  const shopper = await createShopper();
  const res = await createOrderCall(shopper.cookieHeaders, orderBody([{ product, quantity: 2 }]));
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({
    key: standIn.keyId,
    provider: 'razorpay',
    amount: product.pricePaise * 2,
    currency: 'INR',
  });
  expect(res.body.razorpay_order_id).toMatch(/^order_StandIn/);
  expect(res.body.order.test_mode).toBe(false);
  expect(standIn.seen[0].body).toEqual({
    amount: product.pricePaise * 2,
    currency: 'INR',
    receipt: `order_${res.body.id}`,
    notes: { order_id: String(res.body.id), user_id: String(shopper.user.id) },
  });

  const pay = 'pay_RealLike00001';
  const verified = await verifyCall(shopper.cookieHeaders, {
    order_id: res.body.id,
    razorpay_order_id: res.body.razorpay_order_id,
    razorpay_payment_id: pay,
    razorpay_signature: hmac(standIn.keySecret, `${res.body.razorpay_order_id}|${pay}`),
  });
  expect(verified.status).toBe(200);
  expect(verified.body.order.status).toBe('confirmed');
  expect(await stockOf(product.id)).toBe(8);
});

it('accepts webhooks signed with the Razorpay webhook secret only', async () => {
  const shopper = await createShopper();
  const res = await createOrderCall(shopper.cookieHeaders, orderBody([{ product, quantity: 1 }]));
  const event = paymentEvent('payment.captured', res.body.razorpay_order_id, 'pay_RealLike00002', res.body.amount);
  expect((await webhookCall(event, { secret: SANDBOX_WEBHOOK, eventId: 'evt_rzp_1' })).status).toBe(400);
  expect((await webhookCall(event, { secret: standIn.keySecret, eventId: 'evt_rzp_2' })).status).toBe(400);
  expect((await orderRow(res.body.id)).status).toBe('pending');
  const ok = await webhookCall(event, { secret: WEBHOOK_SECRET, eventId: 'evt_rzp_3' });
  expect(ok.status).toBe(200);
  expect((await orderRow(res.body.id)).status).toBe('confirmed');
});

it('confirms nothing on a Razorpay-signed capture whose amount or currency is not the order’s', async () => {
  const shopper = await createShopper();
  const res = await createOrderCall(shopper.cookieHeaders, orderBody([{ product, quantity: 1 }]));
  const cheap = orderPaidEvent(res.body.razorpay_order_id, 'pay_RealLike00003', 1);
  expect((await webhookCall(cheap, { secret: WEBHOOK_SECRET, eventId: 'evt_rzp_paisa' })).status).toBe(200);
  expect(
    (
      await webhookCall(
        paymentEvent('payment.captured', res.body.razorpay_order_id, 'pay_RealLike00004', res.body.amount, 'USD'),
        { secret: WEBHOOK_SECRET, eventId: 'evt_rzp_usd' },
      )
    ).status,
  ).toBe(200);
  const row = await orderRow(res.body.id);
  expect(row.status).toBe('pending');
  expect(row.reviewReason).toMatch(/pay_RealLike00003[\s\S]*pay_RealLike00004/);
});

it.each(['unauthorized', 'server-error', 'wrong-amount'] as const)(
  'answers 502 when Razorpay fails (%s), fails the order and releases its stock',
  async (mode) => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    standIn.mode = mode;
    const shopper = await createShopper();
    const res = await createOrderCall(shopper.cookieHeaders, orderBody([{ product, quantity: 3 }]));
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: CHECKOUT_MESSAGES.providerUnavailable, error_code: 'PAYMENT_PROVIDER_ERROR' });
    expect(await stockOf(product.id)).toBe(10);
    const list = await callRoute((await import('../orders/route')).GET, '/api/v1/orders', {
      headers: shopper.cookieHeaders,
    });
    expect(list.body.orders).toEqual([expect.objectContaining({ status: 'payment_failed', payment_provider: null })]);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  },
);

it('has no sandbox card endpoint while Razorpay is configured', async () => {
  const shopper = await createShopper();
  const res = await callRoute(sandboxPay, '/api/v1/payments/sandbox/pay', {
    method: 'POST',
    body: { razorpay_order_id: 'order_x', card_number: '4111111111111111' },
    headers: shopper.cookieHeaders,
  });
  expect(res.status).toBe(404);
});
