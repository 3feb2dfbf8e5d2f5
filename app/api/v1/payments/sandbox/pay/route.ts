// The sandbox's card endpoint, posted to by the hosted page /sandbox/pay. Exists only while the sandbox
// provider is active (with Razorpay configured it answers 404).
import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { readJsonBody } from '@/lib/server/http/json-body';
import { paySandboxOrder } from '@/lib/server/orders';
import { sandboxPayBodySchema } from '@/lib/shared/schemas/checkout-schema';

export const POST = apiRoute(async (request) => {
  const session = await requireSession(request);
  const body = await readJsonBody(request, sandboxPayBodySchema);
  return privateJson(await paySandboxOrder(session.user.id, body.razorpay_order_id, body.card_number));
});
