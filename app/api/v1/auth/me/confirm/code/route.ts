import { privateJson } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { sendConfirmCode } from '@/lib/server/data-rights';
import { AUTH_ERROR_CODES as AUTH } from '@/lib/shared/schemas/auth-schema';
import { AUTH_GUARD_MESSAGES } from '@/lib/shared/messages/auth';
import { defineRoute } from '@/lib/server/http/define-route';
import { otpChallengeSchema } from '@/lib/shared/schemas/response-schema';
import { confirmCodeBodySchema } from '@/lib/shared/schemas/data-rights-schema';

/** Mails a code to the signed-in account's address, for the fresh-session step (POST /auth/me/confirm). */
export const POST = defineRoute(
  {
    summary: 'Mails a code that confirms it is the buyer before a sensitive act.',
    auth: 'session',
    body: confirmCodeBodySchema,
    errors: [AUTH.rateLimited, AUTH.mailFailed],
    response: otpChallengeSchema,
    signInMessage: AUTH_GUARD_MESSAGES.loginToContinue,
  },
  async (request, { session }) => privateJson(await sendConfirmCode(session, clientIp(request.headers))),
);
