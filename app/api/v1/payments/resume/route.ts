import { privateJson } from '@/lib/server/http/route';
import { resumePayment } from '@/lib/server/payments';
import { ORDER_ERROR_CODES as ORDER, resumePaymentBodySchema } from '@/lib/shared/schemas/checkout-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { paymentOrderSchema } from '@/lib/shared/schemas/response-schema';

export const POST = defineRoute(
  {
    summary: "Reopens a pending order's payment.",
    auth: 'session',
    body: resumePaymentBodySchema,
    errors: [ORDER.orderNotPending],
    response: paymentOrderSchema,
  },
  async (_request, { session, body }) => {
    const { order_id } = body;
    return privateJson(await resumePayment(session.user.id, order_id));
  },
);
