// Ask to be told when a piece (or one of its sizes) is back in stock or cheaper, and stop asking.
// A signed-in shopper's alert is kept at once; a guest's after the one-time code mailed to the address.
import { noContent, privateJson } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { clientIp } from '@/lib/server/http/client-ip';
import { DomainError } from '@/lib/server/errors/domain-error';
import { askForAlert, confirmGuestAlert, startGuestAlert, stopAlert } from '@/lib/server/alerts/alert-requests';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ALERT_MESSAGES } from '@/lib/shared/messages/product-alerts';
import { ALERT_ERROR_CODES as ALERT, alertRequestSchema, alertStopSchema } from '@/lib/shared/schemas/alert-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { alertAskedSchema } from '@/lib/shared/schemas/response-schema';

/** 201 with a new alert, 200 with the one already kept, 202 with the code challenge of a guest's first step. */
export const POST = defineRoute(
  {
    summary: 'Asks for a price-drop or back-in-stock alert.',
    auth: 'optional',
    body: alertRequestSchema,
    errors: [ALERT.inStock],
    status: [201, 200, 202],
    response: alertAskedSchema,
  },
  async (request, { params, session, body }) => {
    const productId = pathId(params.id, 'Product');
    const ask = { kind: body.kind, size: body.size };
    if (session) {
      const { alert, created } = await askForAlert(session.user.id, productId, ask);
      return privateJson({ alert }, { status: created ? 201 : 200 });
    }
    if (!body.email) throw new DomainError(ERROR_CODES.unauthenticated, ALERT_MESSAGES.emailRequired);
    if (body.session_token && body.otp_code) {
      const guest = { ...ask, email: body.email, sessionToken: body.session_token, code: body.otp_code };
      const { alert, created } = await confirmGuestAlert(productId, guest);
      return privateJson({ alert }, { status: created ? 201 : 200 });
    }
    const challenge = await startGuestAlert(productId, { ...ask, email: body.email }, clientIp(request.headers));
    return privateJson(challenge, { status: 202 });
  },
);

/** 204 whether or not there was such an alert. A guest stops through the link in the mail. */
export const DELETE = defineRoute(
  { summary: 'Stops an alert.', auth: 'session', query: alertStopSchema, status: 204, response: null },
  async (_request, { params, session, query }) => {
    const productId = pathId(params.id, 'Product');
    const ask = query;
    await stopAlert(session.user.id, productId, ask);
    return noContent();
  },
);
