// Ask to be told when a piece (or one of its sizes) is back in stock or cheaper, and stop asking.
// A signed-in shopper's alert is kept at once; a guest's after the one-time code mailed to the address.
import { apiRoute, noContent, privateJson } from '@/lib/server/http/route';
import { currentSession, requireSession } from '@/lib/server/http/authenticate';
import { readJsonBody } from '@/lib/server/http/json-body';
import { parseSearchParams } from '@/lib/server/http/validation';
import { pathId } from '@/lib/server/http/params';
import { clientIp } from '@/lib/server/http/client-ip';
import { DomainError } from '@/lib/server/errors/domain-error';
import { askForAlert, confirmGuestAlert, startGuestAlert, stopAlert } from '@/lib/server/alerts/alert-requests';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ALERT_MESSAGES } from '@/lib/shared/messages/product-alerts';
import { alertRequestSchema, alertStopSchema } from '@/lib/shared/schemas/alert-schema';

type Params = { id: string };

/** 201 with a new alert, 200 with the one already kept, 202 with the code challenge of a guest's first step. */
export const POST = apiRoute<Params>(async (request, { params }) => {
  const productId = pathId((await params).id, 'Product');
  const body = await readJsonBody(request, alertRequestSchema);
  const ask = { kind: body.kind, size: body.size };
  const session = await currentSession(request);
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
});

/** 204 whether or not there was such an alert. A guest stops through the link in the mail. */
export const DELETE = apiRoute<Params>(async (request, { params }) => {
  const productId = pathId((await params).id, 'Product');
  const session = await requireSession(request);
  const ask = parseSearchParams(alertStopSchema, request.nextUrl.searchParams);
  await stopAlert(session.user.id, productId, ask);
  return noContent();
});
