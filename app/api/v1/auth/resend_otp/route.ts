import { privateJson } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { resendOtp } from '@/lib/server/auth/otp-sessions';
import { AUTH_ERROR_CODES as AUTH, resendOtpBodySchema } from '@/lib/shared/schemas/auth-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { otpChallengeSchema } from '@/lib/shared/schemas/response-schema';
import { otpStepBody } from '../otp-body';

export const POST = defineRoute(
  {
    summary: 'Mails the code again.',
    auth: 'none',
    body: otpStepBody([resendOtpBodySchema]),
    errors: [AUTH.noSessionToken, AUTH.rateLimited],
    response: otpChallengeSchema,
  },
  async (request, { body: { session_token } }) =>
    privateJson(await resendOtp({ sessionToken: session_token, clientIp: clientIp(request.headers) })),
);
