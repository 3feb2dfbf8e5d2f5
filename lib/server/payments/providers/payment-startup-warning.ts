// What the server says at start about payments: without Razorpay keys the sandbox takes "payments" with test
// cards, and a shop opened to the public like that would accept orders it is never paid for.
import 'server-only';
import { paymentProvider } from './select-provider';
import { paymentsClosed } from './payments-open';
import { processEnv } from '@/server-runtime/environment.cjs';

export function paymentStartupWarning(env: NodeJS.ProcessEnv = processEnv()): string | null {
  let sandbox: boolean;
  try {
    sandbox = paymentProvider(env).name === 'sandbox';
  } catch (error) {
    return `Payments are misconfigured: ${(error as Error).message}. Checkout will fail until this is fixed.`;
  }
  if (!sandbox) return null;
  if (paymentsClosed(env)) {
    return (
      'Checkout is CLOSED: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not set and SITE_URL is a public address, so ' +
      'shoppers are told "Payments are not set up yet". Set both keys (and RAZORPAY_WEBHOOK_SECRET) to take ' +
      'payments, or PAYMENTS_SANDBOX=1 to take test payments with the offline sandbox.'
    );
  }
  return (
    'Payments are in TEST MODE: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not set, so checkout uses the offline ' +
    'sandbox, test cards "pay" and NO MONEY IS TAKEN. Orders are marked test_mode. Set both keys (and ' +
    'RAZORPAY_WEBHOOK_SECRET) before you open the shop to the public.'
  );
}
