import { paymentStartupWarning } from './payment-startup-warning';

const envOf = (vars: Record<string, string>) => ({ ...vars }) as NodeJS.ProcessEnv;

describe('paymentStartupWarning', () => {
  it('warns loudly that no money is taken while the sandbox stands in for Razorpay', () => {
    expect(paymentStartupWarning(envOf({}))).toMatch(/TEST MODE.*NO MONEY IS TAKEN/s);
  });

  it('says nothing once both Razorpay keys are set', () => {
    expect(paymentStartupWarning(envOf({ RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' }))).toBeNull();
  });

  it('names half a configuration instead of crashing the start', () => {
    expect(paymentStartupWarning(envOf({ RAZORPAY_KEY_ID: 'rzp_live_x' }))).toMatch(/misconfigured.*must be set together/);
  });
});
