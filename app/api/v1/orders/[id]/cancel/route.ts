import { privateJson } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { cancelOrder } from '@/lib/server/orders';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import { defineRoute } from '@/lib/server/http/define-route';
import { ORDER_ERROR_CODES as ORDER } from '@/lib/shared/schemas/checkout-schema';
import { orderMessageSchema } from '@/lib/shared/schemas/response-schema';

export const PATCH = defineRoute(
  {
    summary: 'Cancels a pending or confirmed order.',
    auth: 'session',
    errors: [ORDER.notCancellable],
    response: orderMessageSchema,
    signInMessage: ORDER_MESSAGES.loginToCancel,
  },
  async (_request, { params, session }) => {
    const order = await cancelOrder(session.user.id, pathId(params.id, 'Order'));
    return privateJson({ message: ORDER_MESSAGES.cancelled, order });
  },
);
