import { privateJson } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { startContactChange, verifyEmailChange } from '@/lib/server/auth/contact-change';
import { AUTH_ERROR_CODES as AUTH } from '@/lib/shared/schemas/auth-schema';
import { contactEmailStartBodySchema, contactEmailVerifyBodySchema } from '@/lib/shared/schemas/phone-auth-schema';
import { AUTH_GUARD_MESSAGES } from '@/lib/shared/messages/auth';
import { defineRoute } from '@/lib/server/http/define-route';
import { otpChallengeSchema, profileSchema } from '@/lib/shared/schemas/response-schema';

/** Adding or changing the account's email address, step one: a code mailed to the new address. */
export const POST = defineRoute(
  {
    summary: 'Mails a code to the email address the shopper wants on their account.',
    auth: 'session',
    body: contactEmailStartBodySchema,
    errors: [AUTH.rateLimited, AUTH.mailFailed],
    response: otpChallengeSchema,
    signInMessage: AUTH_GUARD_MESSAGES.loginToContinue,
  },
  async (request, { session, body }) =>
    privateJson(await startContactChange(session.user.id, { email: body.email }, clientIp(request.headers))),
);

/** Step two: the code makes the address the account's (409 EMAIL_TAKEN while another account holds it). */
export const PUT = defineRoute(
  {
    summary: "Verifies the code mailed to the new address and saves it as the account's.",
    auth: 'session',
    body: contactEmailVerifyBodySchema,
    errors: [AUTH.noSessionToken, AUTH.invalidOtp, AUTH.otpExpired, AUTH.tooManyAttempts, AUTH.emailTaken],
    response: profileSchema,
    signInMessage: AUTH_GUARD_MESSAGES.loginToContinue,
  },
  async (_request, { session, body }) =>
    privateJson(
      await verifyEmailChange(session.user.id, {
        sessionToken: body.session_token,
        code: body.otp_code,
        email: body.email,
      }),
    ),
);
