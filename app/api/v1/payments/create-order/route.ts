import { clientIp } from '@/lib/server/http/client-ip';
import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { readJsonBody } from '@/lib/server/http/json-body';
import { placeCashOnDeliveryOrder, startPayment } from '@/lib/server/orders';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import { createOrderBodySchema } from '@/lib/shared/schemas/checkout-schema';

export const POST = apiRoute(async (request) => {
  const session = await requireSession(request, ORDER_MESSAGES.loginToCreate);
  const body = await readJsonBody(request, createOrderBodySchema);
  const placer = { userId: session.user.id, client: clientIp(request.headers) };
  // Cash on delivery: a confirmed order and nothing to pay now; otherwise the provider's order to pay.
  return privateJson(
    body.payment_method === 'cod' ? await placeCashOnDeliveryOrder(placer, body) : await startPayment(placer, body),
    { status: 201 },
  );
});
