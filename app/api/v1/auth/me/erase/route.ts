import { privateJson } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { clearSessionCookie } from '@/lib/server/http/session-cookie';
import { eraseOwnAccount } from '@/lib/server/data-rights';
import { AUTH_GUARD_MESSAGES } from '@/lib/shared/messages/auth';
import { DATA_RIGHTS_MESSAGES as M } from '@/lib/shared/messages/data-rights';
import { DATA_RIGHTS_ERROR_CODES } from '@/lib/shared/error-codes';
import { defineRoute } from '@/lib/server/http/define-route';
import { eraseBodySchema, erasedAnswerSchema } from '@/lib/shared/schemas/data-rights-schema';

/** Closes the buyer's account for good (DPDP Act s.12); 409 ERASURE_BLOCKED names what must finish first. */
export const POST = defineRoute(
  {
    summary: "Erases the signed-in buyer's account (needs a fresh session).",
    auth: 'session',
    body: eraseBodySchema,
    errors: [DATA_RIGHTS_ERROR_CODES.freshCodeRequired, DATA_RIGHTS_ERROR_CODES.erasureBlocked],
    response: erasedAnswerSchema,
    signInMessage: AUTH_GUARD_MESSAGES.loginToContinue,
  },
  async (request, { session }) => {
    const { kept_order_ids } = await eraseOwnAccount(session, clientIp(request.headers));
    const response = privateJson({ message: M.erased, kept_order_ids });
    clearSessionCookie(response, request);
    return response;
  },
);
