// The sandbox's card endpoint, posted to by the hosted page /sandbox/pay. Exists only while the sandbox
// provider is active (with Razorpay configured it answers 404).
import { z } from 'zod';
import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { readJsonBody } from '@/lib/server/http/json-body';
import { paySandboxOrder } from '@/lib/server/orders';

const bodySchema = z.object({
  razorpay_order_id: z.string({ error: 'is required' }).trim().min(1, 'is required').max(100, 'is too long'),
  card_number: z.string({ error: 'is required' }).max(40, 'is too long'),
});

export const POST = apiRoute(async (request) => {
  const session = await requireSession(request);
  const body = await readJsonBody(request, bodySchema);
  return privateJson(await paySandboxOrder(session.user.id, body.razorpay_order_id, body.card_number));
});
