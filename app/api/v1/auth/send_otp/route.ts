import { privateJson } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { startOtpSession } from '@/lib/server/auth/otp-sessions';
import { AUTH_ERROR_CODES as AUTH, sendOtpBodySchema } from '@/lib/shared/schemas/auth-schema';
import { isPhoneBody, sendPhoneOtpBodySchema } from '@/lib/shared/schemas/phone-auth-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { otpChallengeSchema } from '@/lib/shared/schemas/response-schema';

/**
 * The same answer whether or not the address or number has an account; the mail itself says which it is
 * (a number is sent a code only when it may use one: lib/server/auth/otp-delivery.ts).
 */
export const POST = defineRoute(
  {
    summary:
      'Registration or login by code, step one: mails the code, or sends it to a mobile number by SMS or WhatsApp.',
    auth: 'none',
    body: {
      oneOf: [sendOtpBodySchema, sendPhoneOtpBodySchema],
      choose: (raw: unknown) => (isPhoneBody(raw) ? sendPhoneOtpBodySchema : sendOtpBodySchema),
    },
    errors: [AUTH.rateLimited, AUTH.messageFailed],
    response: otpChallengeSchema,
  },
  async (request, { body }) => {
    const ip = clientIp(request.headers);
    if ('phone' in body) {
      const { phone, channel, purpose } = body;
      return privateJson(await startOtpSession({ phone, channel, purpose, clientIp: ip }));
    }
    const { email, purpose } = body;
    return privateJson(await startOtpSession({ email, purpose, clientIp: ip }));
  },
);
