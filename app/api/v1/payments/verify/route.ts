import { privateJson } from '@/lib/server/http/route';
import { verifyPayment } from '@/lib/server/orders';
import { ORDER_ERROR_CODES as ORDER, verifyPaymentBodySchema } from '@/lib/shared/schemas/checkout-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { paymentVerifiedSchema } from '@/lib/shared/schemas/response-schema';

export const POST = defineRoute(
  {
    summary: 'Confirms a payment by its signature.',
    auth: 'session',
    body: verifyPaymentBodySchema,
    errors: [ORDER.verificationFailed, ORDER.paymentDeclined, ORDER.paymentMismatch, ORDER.refundDue],
    response: paymentVerifiedSchema,
  },
  async (_request, { session, body }) => {
    return privateJson(await verifyPayment(session.user.id, body));
  },
);
