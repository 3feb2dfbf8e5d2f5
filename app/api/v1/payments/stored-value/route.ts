import { privateJson } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { STORED_VALUE_ERROR_CODES } from '@/lib/shared/error-codes';
import { previewStoredValue } from '@/lib/server/orders';
import { defineRoute } from '@/lib/server/http/define-route';
import { ORDER_MESSAGES } from '@/lib/shared/messages/orders';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import {
  storedValuePreviewBodySchema,
  storedValuePreviewSchema,
} from '@/lib/shared/schemas/checkout-stored-value-schema';

/** Checkout's preview: the buyer's store credit and savings plans, and what the chosen ones would pay. */
export const POST = defineRoute(
  {
    summary: 'What gift cards, store credit and a savings plan would pay of an amount due (nothing is spent).',
    auth: 'session',
    body: storedValuePreviewBodySchema,
    errors: [
      ORDER_ERROR_CODES.storedValueInvalid,
      ORDER_ERROR_CODES.storedValueSpent,
      STORED_VALUE_ERROR_CODES.giftCardRateLimited,
    ],
    response: storedValuePreviewSchema,
    signInMessage: ORDER_MESSAGES.loginToCreate,
  },
  async (request, { session, body }) =>
    privateJson(await previewStoredValue(session.user.id, body, clientIp(request.headers))),
);
