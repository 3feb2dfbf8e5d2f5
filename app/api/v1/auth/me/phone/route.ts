import { privateJson } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { startContactChange, verifyPhoneChange } from '@/lib/server/auth/contact-change';
import { AUTH_ERROR_CODES as AUTH } from '@/lib/shared/schemas/auth-schema';
import { contactPhoneStartBodySchema, contactPhoneVerifyBodySchema } from '@/lib/shared/schemas/phone-auth-schema';
import { AUTH_GUARD_MESSAGES } from '@/lib/shared/messages/auth';
import { defineRoute } from '@/lib/server/http/define-route';
import { otpChallengeSchema, profileSchema } from '@/lib/shared/schemas/response-schema';

/** Adding or changing the account's mobile number, step one: a code to the new number by SMS or WhatsApp. */
export const POST = defineRoute(
  {
    summary: 'Sends a code to the mobile number the shopper wants on their account.',
    auth: 'session',
    body: contactPhoneStartBodySchema,
    errors: [AUTH.rateLimited, AUTH.messageFailed],
    response: otpChallengeSchema,
    signInMessage: AUTH_GUARD_MESSAGES.loginToContinue,
  },
  async (request, { session, body }) =>
    privateJson(
      await startContactChange(
        session.user.id,
        { phone: body.phone, channel: body.channel },
        clientIp(request.headers),
      ),
    ),
);

/** Step two: the code makes the number the account's (409 PHONE_TAKEN while it is verified on another). */
export const PUT = defineRoute(
  {
    summary: "Verifies the code sent to the new mobile number and saves it as the account's.",
    auth: 'session',
    body: contactPhoneVerifyBodySchema,
    errors: [AUTH.noSessionToken, AUTH.invalidOtp, AUTH.otpExpired, AUTH.tooManyAttempts, AUTH.phoneTaken],
    response: profileSchema,
    signInMessage: AUTH_GUARD_MESSAGES.loginToContinue,
  },
  async (_request, { session, body }) =>
    privateJson(
      await verifyPhoneChange(session.user.id, {
        sessionToken: body.session_token,
        code: body.otp_code,
        phone: body.phone,
      }),
    ),
);
