import { privateJson } from '@/lib/server/http/route';
import { cashOnDeliveryAvailability } from '@/lib/server/orders/cash-on-delivery';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import { codQuerySchema } from '@/lib/shared/payment-methods';
import { defineRoute } from '@/lib/server/http/define-route';
import { codAvailabilitySchema } from '@/lib/shared/schemas/response-schema';

/** GET /api/v1/payments/cod?pincode=302003&total=18500: whether this shopper may pay this order in cash, and if
 *  not, why (the checkout's "Cash on delivery" option). Placing the order checks all of it again. */
export const GET = defineRoute(
  {
    summary: 'Whether this order may be paid in cash, and why not.',
    auth: 'session',
    query: codQuerySchema,
    response: codAvailabilitySchema,
    signInMessage: ORDER_MESSAGES.loginToCreate,
  },
  async (_request, { session, query }) => {
    return privateJson(await cashOnDeliveryAvailability(session.user.id, query));
  },
);
