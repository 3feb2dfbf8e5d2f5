import { privateJson } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { startOtpSession } from '@/lib/server/auth/otp-sessions';
import { AUTH_ERROR_CODES as AUTH, sendOtpBodySchema } from '@/lib/shared/schemas/auth-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { otpChallengeSchema } from '@/lib/shared/schemas/response-schema';

/** The same answer whether or not the address has an account; the mail itself says which it is. */
export const POST = defineRoute(
  {
    summary: 'Registration, step one: mails a code.',
    auth: 'none',
    body: sendOtpBodySchema,
    errors: [AUTH.rateLimited],
    response: otpChallengeSchema,
  },
  async (request, { body }) => {
    const { email, purpose } = body;
    return privateJson(await startOtpSession({ email, purpose, clientIp: clientIp(request.headers) }));
  },
);
