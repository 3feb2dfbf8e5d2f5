// The sandbox's browser half: /sandbox/checkout.js (window.Razorpay) and the hosted card page /sandbox/pay.
import vm from 'node:vm';
import { NextRequest } from 'next/server';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { GET as script } from './checkout.js/route';
import { GET as payPage } from './pay/route';

const page = (query: string) => payPage(new NextRequest(new URL(`/sandbox/pay${query}`, 'http://localhost:3000')));

afterEach(() => {
  delete process.env.RAZORPAY_KEY_ID;
  delete process.env.RAZORPAY_KEY_SECRET;
});

describe('/sandbox/checkout.js', () => {
  it('serves a script that defines the Razorpay constructor', async () => {
    const res = script();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const window: Record<string, unknown> = {};
    vm.runInNewContext(await res.text(), { window, URLSearchParams, setTimeout });
    const Razorpay = window.Razorpay as new (options: unknown) => { on: (e: string, cb: () => void) => unknown };
    expect(typeof Razorpay).toBe('function');
    expect(() => new Razorpay({})).toThrow(/order_id is required/);
    const checkout = new Razorpay({ order_id: 'order_sbx_x', handler: () => undefined });
    expect(checkout.on('payment.failed', () => undefined)).toBe(checkout);
  });
});

describe('/sandbox/pay', () => {
  it('says it is a test payment and offers Card number, Pay and Cancel', async () => {
    const res = page('?order_id=order_sbx_abc&amount=249900&name=Aabha%20Jewels');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    const html = await res.text();
    expect(html).toContain(CHECKOUT_MESSAGES.testMode);
    expect(html).toContain('<label for="card">Card number</label>');
    expect(html).toContain('>Pay</button>');
    expect(html).toContain('>Cancel</button>');
    expect(html).toContain('Amount: ₹2,499');
    expect(html).toContain('"orderId":"order_sbx_abc"');
  });

  it('escapes whatever the query string carries', async () => {
    const html = await page(
      `?order_id=${encodeURIComponent('</script><script>alert(1)</script>')}&name=${encodeURIComponent('<img src=x onerror=alert(1)>')}&amount=abc`,
    ).text();
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('Amount:');
  });

  it('does not exist while Razorpay is configured', () => {
    process.env.RAZORPAY_KEY_ID = 'rzp_test_x';
    process.env.RAZORPAY_KEY_SECRET = 'secret';
    expect(page('?order_id=x').status).toBe(404);
    expect(script().status).toBe(404);
  });
});
