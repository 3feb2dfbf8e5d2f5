import { clientIp } from '@/lib/server/http/client-ip';
import { privateJson } from '@/lib/server/http/route';
import { placeCashOnDeliveryOrder, startPayment } from '@/lib/server/orders';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import { createOrderBodySchema } from '@/lib/shared/schemas/checkout-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { placedOrderSchema } from '@/lib/shared/schemas/response-schema';
import { ORDER_PLACING } from '@/lib/server/http/route-error-lists';

export const POST = defineRoute(
  {
    summary: 'Places an order from the cart and opens its payment (or confirms it, cash on delivery).',
    auth: 'session',
    body: createOrderBodySchema,
    status: 201,
    errors: ORDER_PLACING,
    response: placedOrderSchema,
    signInMessage: ORDER_MESSAGES.loginToCreate,
  },
  async (request, { session, body }) => {
    const placer = { userId: session.user.id, client: clientIp(request.headers) };
    // Cash on delivery: a confirmed order and nothing to pay now; otherwise the provider's order to pay.
    return privateJson(
      body.payment_method === 'cod' ? await placeCashOnDeliveryOrder(placer, body) : await startPayment(placer, body),
      { status: 201 },
    );
  },
);
