import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { readJsonBody } from '@/lib/server/http/json-body';
import { resumePayment } from '@/lib/server/orders';
import { resumePaymentBodySchema } from '@/lib/shared/schemas/checkout-schema';

export const POST = apiRoute(async (request) => {
  const session = await requireSession(request);
  const { order_id } = await readJsonBody(request, resumePaymentBodySchema);
  return privateJson(await resumePayment(session.user.id, order_id));
});
