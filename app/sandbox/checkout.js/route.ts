// /sandbox/checkout.js: the offline stand-in of https://checkout.razorpay.com/v1/checkout.js.
// Served only while the sandbox provider is active.
import { isSandboxActive } from '@/lib/server/payments/providers/select-provider';
import { SANDBOX_CHECKOUT_SCRIPT_SOURCE } from '@/lib/server/payments/providers/sandbox-checkout-script';

// The provider is chosen at run time from the environment, never at build time.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  if (!isSandboxActive())
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(SANDBOX_CHECKOUT_SCRIPT_SOURCE, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=300',
      'x-content-type-options': 'nosniff',
    },
  });
}
