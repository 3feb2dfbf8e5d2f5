import { clientIp } from '@/lib/server/http/client-ip';
import { privateJson } from '@/lib/server/http/route';
import { createOrder, listOrders } from '@/lib/server/orders';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import { createOrderBodySchema, ordersQuerySchema } from '@/lib/shared/schemas/checkout-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { orderMessageSchema, ordersPageSchema } from '@/lib/shared/schemas/response-schema';
import { ORDER_PLACING } from '@/lib/server/http/route-error-lists';

export const GET = defineRoute(
  { summary: "The shopper's orders.", auth: 'session', query: ordersQuerySchema, response: ordersPageSchema },
  async (_request, { session, query }) => {
    return privateJson(
      await listOrders(session.user.id, { page: query.page, perPage: query.per_page, status: query.status }),
    );
  },
);

export const POST = defineRoute(
  {
    summary: 'Places an order (as create-order).',
    auth: 'session',
    body: createOrderBodySchema,
    status: 201,
    errors: ORDER_PLACING,
    response: orderMessageSchema,
    signInMessage: ORDER_MESSAGES.loginToCreate,
  },
  async (request, { session, body }) => {
    return privateJson(
      {
        message: ORDER_MESSAGES.created,
        order: await createOrder({ userId: session.user.id, client: clientIp(request.headers) }, body),
      },
      { status: 201 },
    );
  },
);
