import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { readJsonBody } from '@/lib/server/http/json-body';
import { verifyPayment } from '@/lib/server/orders';
import { verifyPaymentBodySchema } from '@/lib/shared/schemas/checkout-schema';

export const POST = apiRoute(async (request) => {
  const session = await requireSession(request);
  const body = await readJsonBody(request, verifyPaymentBodySchema);
  return privateJson(await verifyPayment(session.user.id, body));
});
