import { privateJson } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { requestReturn } from '@/lib/server/orders/return-requests';
import { returnRequestSchema } from '@/lib/shared/schemas/return-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { ORDER_ERROR_CODES as ORDER } from '@/lib/shared/schemas/checkout-schema';
import { returnAnswerSchema } from '@/lib/shared/schemas/response-schema';

/** The shopper asks to return items of their own delivered order, within the shop's return window. */
export const POST = defineRoute(
  {
    summary: 'Asks to return pieces of a delivered order.',
    auth: 'session',
    body: returnRequestSchema,
    status: 201,
    errors: [ORDER.returnNotAllowed],
    response: returnAnswerSchema,
  },
  async (_request, { params, session, body }) => {
    const orderId = pathId(params.id, 'Order');
    return privateJson({ return: await requestReturn(session.user.id, orderId, body) }, { status: 201 });
  },
);
