// The sandbox's card endpoint, posted to by the hosted page /sandbox/pay. Exists only while the sandbox
// provider is active (with Razorpay configured it answers 404).
import { privateJson } from '@/lib/server/http/route';
import { paySandboxOrder } from '@/lib/server/payments';
import { ORDER_ERROR_CODES as ORDER, sandboxPayBodySchema } from '@/lib/shared/schemas/checkout-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { sandboxPaidSchema } from '@/lib/shared/schemas/response-schema';

export const POST = defineRoute(
  {
    summary: "The sandbox's card page pays an order.",
    auth: 'session',
    body: sandboxPayBodySchema,
    errors: [ORDER.invalidCard, ORDER.sandboxOnly],
    response: sandboxPaidSchema,
  },
  async (_request, { session, body }) => {
    return privateJson(await paySandboxOrder(session.user.id, body.razorpay_order_id, body.card_number));
  },
);
