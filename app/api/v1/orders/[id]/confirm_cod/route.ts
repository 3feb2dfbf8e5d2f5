// A new account's first cash-on-delivery order, confirmed by its shopper with the token of the mailed link.
import { privateJson } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { confirmCodOrder } from '@/lib/server/orders';
import { codConfirmBodySchema } from '@/lib/shared/schemas/cod-confirmation-schema';
import { COD_CONFIRM_MESSAGES } from '@/lib/shared/messages/cod-confirmation';
import { defineRoute } from '@/lib/server/http/define-route';
import { COD_CONFIRM_ERROR_CODES as COD_CONFIRM } from '@/lib/shared/error-codes';
import { orderMessageSchema } from '@/lib/shared/schemas/response-schema';

export const POST = defineRoute(
  {
    summary: "Confirms a new account's first cash-on-delivery order with the mailed link's token.",
    auth: 'session',
    body: codConfirmBodySchema,
    errors: [COD_CONFIRM.invalidLink, COD_CONFIRM.closed],
    response: orderMessageSchema,
  },
  async (_request, { params, session, body }) => {
    const { token } = body;
    const order = await confirmCodOrder(session.user.id, pathId(params.id, 'Order'), token);
    return privateJson({ message: COD_CONFIRM_MESSAGES.confirmed, order });
  },
);
