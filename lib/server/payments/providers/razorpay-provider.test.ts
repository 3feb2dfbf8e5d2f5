// The Razorpay adapter against a local stand-in of the Orders API.
import { createHmac } from 'node:crypto';
import { PaymentProviderError } from './provider';
import { razorpayProvider } from './razorpay-provider';
import { startRazorpayStandIn, type RazorpayStandIn } from './razorpay-stand-in';
import { paymentProvider } from './select-provider';
import { signaturesMatch } from './signatures';

let standIn: RazorpayStandIn;

beforeAll(async () => {
  standIn = await startRazorpayStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.mode = 'ok';
  standIn.seen.length = 0;
});

const provider = (overrides: { keySecret?: string; timeoutMs?: number } = {}) =>
  razorpayProvider({
    keyId: standIn.keyId,
    keySecret: overrides.keySecret ?? standIn.keySecret,
    webhookSecret: 'whsec',
    apiBase: standIn.apiBase,
    timeoutMs: overrides.timeoutMs,
  });

const input = { amountPaise: 249900, currency: 'INR', receipt: 'order_42', notes: { order_id: '42' } };

describe('razorpayProvider', () => {
  it('creates an order with Basic auth and the amount in paise, and answers the provider order id', async () => {
    const { providerOrderId } = await provider().createProviderOrder(input);
    expect(providerOrderId).toMatch(/^order_StandIn\d{7}$/);
    expect(standIn.seen).toEqual([
      {
        method: 'POST',
        url: '/v1/orders',
        authorization: `Basic ${Buffer.from(`${standIn.keyId}:${standIn.keySecret}`).toString('base64')}`,
        body: { amount: 249900, currency: 'INR', receipt: 'order_42', notes: { order_id: '42' } },
      },
    ]);
  });

  it.each([
    ['a wrong key secret', 'ok', { keySecret: 'wrong' }, /HTTP 401: Authentication failed/],
    ['a 401', 'unauthorized', {}, /HTTP 401/],
    ['a 5xx', 'server-error', {}, /HTTP 503: Service temporarily unavailable/],
    ['an answer for another amount', 'wrong-amount', {}, /unexpected body/],
    ['a body that is not an order', 'garbage', {}, /unexpected body/],
    ['no answer before the timeout', 'hang', { timeoutMs: 300 }, /could not be reached/],
  ] as const)('turns %s into a PaymentProviderError', async (_what, mode, overrides, message) => {
    standIn.mode = mode;
    const attempt = provider(overrides).createProviderOrder(input);
    await expect(attempt).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(attempt).rejects.toThrow(message);
  });

  it('fails cleanly when nothing listens at the API base', async () => {
    const gone = razorpayProvider({ keyId: 'k', keySecret: 's', webhookSecret: '', apiBase: 'http://127.0.0.1:1/v1' });
    await expect(gone.createProviderOrder(input)).rejects.toThrow(/could not be reached/);
  });

  it('checks the payment signature over the stored order id and the payment id with the key secret', () => {
    const sign = (data: string, secret = standIn.keySecret) => createHmac('sha256', secret).update(data).digest('hex');
    const p = provider();
    expect(p.verifySignature('order_A', 'pay_1', sign('order_A|pay_1'))).toBe(true);
    expect(p.verifySignature('order_B', 'pay_1', sign('order_A|pay_1'))).toBe(false);
    expect(p.verifySignature('order_A', 'pay_1', sign('order_A|pay_1', 'other'))).toBe(false);
    expect(p.verifySignature('order_A', 'pay_1', sign('order_A|pay_1').toUpperCase())).toBe(false);
    expect(p.verifySignature('order_A', 'pay_1', '')).toBe(false);
    expect(p.verifyWebhookSignature('{"a":1}', sign('{"a":1}', 'whsec'))).toBe(true);
    expect(p.verifyWebhookSignature('{"a":1} ', sign('{"a":1}', 'whsec'))).toBe(false);
  });

  it('refuses every webhook when no webhook secret is configured', () => {
    const p = razorpayProvider({ keyId: 'k', keySecret: 's', webhookSecret: '' });
    expect(p.verifyWebhookSignature('{}', createHmac('sha256', '').update('{}').digest('hex'))).toBe(false);
  });
});

describe('signaturesMatch', () => {
  it('compares strings of different lengths without throwing', () => {
    expect(signaturesMatch('abc', 'abcd')).toBe(false);
    expect(signaturesMatch('abc', 'abc')).toBe(true);
    expect(signaturesMatch('é', 'e')).toBe(false);
  });
});

describe('paymentProvider', () => {
  it('picks Razorpay when both keys are set, the sandbox when neither is, and refuses half a configuration', () => {
    expect(paymentProvider({}).name).toBe('sandbox');
    const razorpay = paymentProvider({
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'y',
      RAZORPAY_WEBHOOK_SECRET: 'z',
    });
    expect(razorpay).toMatchObject({
      name: 'razorpay',
      publicKey: 'rzp_live_x',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    });
    expect(() => paymentProvider({ RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(/must be set together/);
    expect(() => paymentProvider({ RAZORPAY_KEY_SECRET: 'y' })).toThrow(/must be set together/);
  });
});

describe('razorpayProvider refunds', () => {
  const refund = {
    providerPaymentId: 'pay_Abc123',
    amountPaise: 50000,
    receipt: 'refund-7',
    notes: { order_id: '42' },
    idempotencyKey: 'key-0001',
  };

  it('asks POST /v1/payments/{id}/refund with the amount in paise and the idempotency header, and reads the pending refund', async () => {
    const answer = await provider().refundPayment(refund);
    expect(answer).toEqual({ providerRefundId: expect.stringMatching(/^rfnd_StandIn\d{6}$/), status: 'pending' });
    expect(standIn.seen[0]).toMatchObject({
      method: 'POST',
      url: '/v1/payments/pay_Abc123/refund',
      body: { amount: 50000, speed: 'normal', receipt: 'refund-7' },
    });
    // The same key again: Razorpay answers the first refund, and gives nothing back twice.
    expect(await provider().refundPayment(refund)).toEqual(answer);
  });

  it('turns a refusal or an outage into a PaymentProviderError naming it', async () => {
    standIn.mode = 'server-error';
    await expect(provider().refundPayment({ ...refund, idempotencyKey: 'key-0002' })).rejects.toThrow(
      new PaymentProviderError('Razorpay refused the refund (HTTP 503: Service temporarily unavailable)'),
    );
    standIn.mode = 'ok';
    await expect(
      provider({ keySecret: 'wrong' }).refundPayment({ ...refund, idempotencyKey: 'key-0003' }),
    ).rejects.toThrow(/HTTP 401/);
  });
});
