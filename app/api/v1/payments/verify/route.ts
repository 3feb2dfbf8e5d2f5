import { privateJson } from '@/lib/server/http/route';
import { verifyPayment } from '@/lib/server/payments';
import { ORDER_ERROR_CODES as ORDER, verifyPaymentBodySchema } from '@/lib/shared/schemas/checkout-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { paymentVerifiedSchema } from '@/lib/shared/schemas/response-schema';
import { savingsPaidSchema } from '@/lib/shared/schemas/savings-schema';
import { giftCardVerifiedSchema } from '@/lib/shared/schemas/gift-card-schema';
import { z } from 'zod';
import { STORED_VALUE_ERROR_CODES as STORED } from '@/lib/shared/error-codes';

export const POST = defineRoute(
  {
    summary: 'Confirms a payment by its signature.',
    auth: 'session',
    body: verifyPaymentBodySchema,
    errors: [
      ORDER.verificationFailed,
      ORDER.paymentDeclined,
      ORDER.paymentMismatch,
      ORDER.refundDue,
      STORED.giftCardNotFound,
    ],
    // An order's payment, a gift card's or a savings plan instalment's (each its own provider order).
    response: z.union([paymentVerifiedSchema, giftCardVerifiedSchema, savingsPaidSchema]),
  },
  async (_request, { session, body }) => {
    return privateJson(await verifyPayment(session.user.id, body));
  },
);
