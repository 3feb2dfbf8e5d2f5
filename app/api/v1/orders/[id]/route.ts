import { privateJson } from '@/lib/server/http/route';
import { notFound } from '@/lib/server/errors/domain-error';
import { pathId } from '@/lib/server/http/params';
import { getOrder } from '@/lib/server/orders';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import { defineRoute } from '@/lib/server/http/define-route';
import { orderAnswerSchema } from '@/lib/shared/schemas/response-schema';

export const GET = defineRoute(
  { summary: "One of the shopper's orders.", auth: 'session', response: orderAnswerSchema },
  async (_request, { params, session }) => {
    const order = await getOrder(session.user.id, pathId(params.id, 'Order'));
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    return privateJson({ order });
  },
);
