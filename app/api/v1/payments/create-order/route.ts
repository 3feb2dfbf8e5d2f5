import { clientIp } from '@/lib/server/http/client-ip';
import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { readJsonBody } from '@/lib/server/http/json-body';
import { startPayment } from '@/lib/server/orders';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import { createOrderBodySchema } from '@/lib/shared/schemas/checkout-schema';

export const POST = apiRoute(async (request) => {
  const session = await requireSession(request, ORDER_MESSAGES.loginToCreate);
  const body = await readJsonBody(request, createOrderBodySchema);
  return privateJson(await startPayment({ userId: session.user.id, client: clientIp(request.headers) }, body), { status: 201 });
});
