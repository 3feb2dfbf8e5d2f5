import { paymentStartupWarning } from './payment-startup-warning';

const envOf = (vars: Record<string, string>) => ({ ...vars }) as NodeJS.ProcessEnv;

describe('paymentStartupWarning', () => {
  it('warns loudly that no money is taken while the sandbox stands in for Razorpay', () => {
    expect(paymentStartupWarning(envOf({}))).toMatch(/TEST MODE.*NO MONEY IS TAKEN/s);
  });

  it('says checkout is closed on a public SITE_URL without keys, and test mode again with PAYMENTS_SANDBOX=1', () => {
    expect(paymentStartupWarning(envOf({ SITE_URL: 'https://jewels.example.in' }))).toMatch(
      /Checkout is CLOSED.*PAYMENTS_SANDBOX=1/s,
    );
    expect(paymentStartupWarning(envOf({ SITE_URL: 'https://jewels.example.in', PAYMENTS_SANDBOX: '1' }))).toMatch(
      /TEST MODE/,
    );
    expect(paymentStartupWarning(envOf({ SITE_URL: 'http://localhost:3000' }))).toMatch(/TEST MODE/);
  });

  it('says nothing once both Razorpay keys are set', () => {
    expect(
      paymentStartupWarning(
        envOf({ RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' }),
      ),
    ).toBeNull();
  });

  it('names half a configuration instead of crashing the start', () => {
    expect(paymentStartupWarning(envOf({ RAZORPAY_KEY_ID: 'rzp_live_x' }))).toMatch(
      /misconfigured.*must be set together/,
    );
  });
});
