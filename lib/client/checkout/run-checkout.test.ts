// The checkout run as the browser drives it, in a minimal browser stand-in: a provider window the test
// closes or pays, and fetch recording every call the page makes to the API.
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import type { RazorpayOptions } from './razorpay-types';
import { resumeCheckout, runCheckout, type CheckoutRequest } from './run-checkout';

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let windowAction: (options: RazorpayOptions) => void;

const ORDER = {
  id: 41,
  amount: 479800,
  total_amount: 4798,
  currency: 'INR',
  key: 'rzp_test_sandbox',
  razorpay_order_id: 'order_sbx_SAME',
  provider: 'sandbox',
};
const ADDRESS = {
  full_name: 'Asha Verma',
  phone: '9876543210',
  address_line_1: '12 MG Road',
  address_line_2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560001',
  country: 'India' as const,
};

class FakeRazorpay {
  constructor(private readonly options: RazorpayOptions) {}
  on() {
    return this;
  }
  open() {
    setTimeout(() => windowAction(this.options), 0);
  }
}

beforeAll(() => {
  const head = { appendChild: (script: { onload?: () => void }) => setTimeout(() => script.onload?.(), 0) };
  Object.assign(globalThis, {
    window: { Razorpay: FakeRazorpay, setTimeout, clearTimeout },
    document: { createElement: () => ({ remove: () => undefined }), head },
  });
});

beforeEach(() => {
  calls = [];
  global.fetch = (async (url: string, init: RequestInit = {}) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method: init.method ?? 'GET', body });
    const json = url.endsWith('/payments/verify')
      ? {
          success: true,
          message: CHECKOUT_MESSAGES.paymentSuccess,
          payment_id: 'pay_1',
          order: {
            id: ORDER.id,
            total_price: 4798,
            items_count: 1,
            status: 'confirmed',
            paid_at: '2026-01-01T00:00:00.000Z',
          },
        }
      : { ...ORDER, order: { id: ORDER.id, status: 'pending', shipping_address: { ...ADDRESS, email: '' } } };
    return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

const display = {
  shopName: 'Aabha Jewels',
  description: 'Jewelry order',
  themeColor: '#185b6c',
  scriptUrl: '/sandbox/checkout.js',
};
const request: CheckoutRequest = {
  shipping_address: ADDRESS,
  currency: 'INR',
  cart_items: [{ product_id: 1, quantity: 1, price: 4798, size: null }],
  total_amount: 4798,
  coupon_code: null,
};

it('closing the window ends as cancelled by the shopper, cancels nothing and offers to pay the same order', async () => {
  windowAction = (options) => options.modal?.ondismiss?.();
  const result = await runCheckout(request, display);
  expect(result).toEqual({
    kind: 'failure',
    state: { message: CHECKOUT_MESSAGES.cancelledByUser, orderId: ORDER.id, resumable: true },
  });
  // Only the order was created: no cancel call, so no cancellation mail for an order never paid.
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/v1/payments/create-order']);
});

it('Try again reopens the window for the same order and verifies it, without placing a new one', async () => {
  const opened: string[] = [];
  windowAction = (options) => {
    opened.push(options.order_id);
    options.handler({ razorpay_order_id: options.order_id, razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' });
  };
  const result = await resumeCheckout(ORDER.id, display);
  expect(result).toMatchObject({ kind: 'success', state: { orderId: ORDER.id, paymentId: 'pay_1' } });
  expect(opened).toEqual([ORDER.razorpay_order_id]);
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
    'POST /api/v1/payments/resume',
    'POST /api/v1/payments/verify',
  ]);
  expect(calls[0].body).toEqual({ order_id: ORDER.id });
  expect(calls[1].body).toMatchObject({ order_id: ORDER.id, razorpay_order_id: ORDER.razorpay_order_id });
});
