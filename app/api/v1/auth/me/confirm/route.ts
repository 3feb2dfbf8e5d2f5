import { privateJson } from '@/lib/server/http/route';
import { confirmSession } from '@/lib/server/data-rights';
import { AUTH_ERROR_CODES as AUTH } from '@/lib/shared/schemas/auth-schema';
import { AUTH_GUARD_MESSAGES } from '@/lib/shared/messages/auth';
import { DATA_RIGHTS_MESSAGES as M } from '@/lib/shared/messages/data-rights';
import { defineRoute } from '@/lib/server/http/define-route';
import { confirmSessionBodySchema, confirmedAnswerSchema } from '@/lib/shared/schemas/data-rights-schema';

/** Confirms the mailed code: for the next 10 minutes this session may export or erase the account. */
export const POST = defineRoute(
  {
    summary: 'Confirms a fresh code, so the session may act on its data.',
    auth: 'session',
    body: confirmSessionBodySchema,
    errors: [AUTH.invalidOtp, AUTH.otpExpired, AUTH.tooManyAttempts, AUTH.noSessionToken],
    response: confirmedAnswerSchema,
    signInMessage: AUTH_GUARD_MESSAGES.loginToContinue,
  },
  async (_request, { session, body }) => {
    const { confirmed_at } = await confirmSession(session, { sessionToken: body.session_token, code: body.otp_code });
    return privateJson({ message: M.confirmed, confirmed_at });
  },
);
