import { clientIp } from '@/lib/server/http/client-ip';
import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { readJsonBody } from '@/lib/server/http/json-body';
import { parseSearchParams } from '@/lib/server/http/validation';
import { createOrder, listOrders } from '@/lib/server/orders';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import { createOrderBodySchema, ordersQuerySchema } from '@/lib/shared/schemas/checkout-schema';

export const GET = apiRoute(async (request) => {
  const session = await requireSession(request);
  const query = parseSearchParams(ordersQuerySchema, request.nextUrl.searchParams);
  return privateJson(
    await listOrders(session.user.id, { page: query.page, perPage: query.per_page, status: query.status }),
  );
});

export const POST = apiRoute(async (request) => {
  const session = await requireSession(request, ORDER_MESSAGES.loginToCreate);
  const body = await readJsonBody(request, createOrderBodySchema);
  return privateJson(
    {
      message: ORDER_MESSAGES.created,
      order: await createOrder({ userId: session.user.id, client: clientIp(request.headers) }, body),
    },
    { status: 201 },
  );
});
