import { privateJson } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { startShortfallPayment } from '@/lib/server/exchange';
import { defineRoute } from '@/lib/server/http/define-route';
import { paymentOrderSchema } from '@/lib/shared/schemas/response-schema';
import { EXCHANGE_ERROR_CODES as EXCHANGE } from '@/lib/shared/error-codes/exchange-error-codes';
import { ORDER_ERROR_CODES as ORDER } from '@/lib/shared/schemas/checkout-schema';

/** The shopper pays what their old gold fell short of its quote, in the shop's usual checkout window. */
export const POST = defineRoute(
  {
    summary: "Opens the payment of what the order's old gold fell short of its quote when tested.",
    auth: 'session',
    errors: [EXCHANGE.nothingOwed, ORDER.providerError],
    response: paymentOrderSchema,
  },
  async (_request, { params, session }) => {
    return privateJson(await startShortfallPayment(session.user.id, pathId(params.id, 'Order')));
  },
);
