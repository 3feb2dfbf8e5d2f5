import { verifyLogin } from '@/lib/server/auth/login';
import { verifyRegistration } from '@/lib/server/auth/registration';
import {
  AUTH_ERROR_CODES as AUTH,
  isRegistrationVerify,
  verifyLoginBodySchema,
  verifyRegistrationBodySchema,
} from '@/lib/shared/schemas/auth-schema';
import { LOGIN_MESSAGES, REGISTER_MESSAGES } from '@/lib/shared/messages/auth';
import { signedInResponse, signInContext } from '../sign-in-response';
import { otpStepBody } from '../otp-body';
import { defineRoute } from '@/lib/server/http/define-route';
import { verifyAnswerSchema } from '@/lib/shared/schemas/response-schema';

/** One path, two bodies (spec section 7): a `user` object means registration, otherwise login. */
export const POST = defineRoute(
  {
    summary: 'Step two of registration (with a `user`) or login: the code signs in and sets the session cookie.',
    auth: 'none',
    body: otpStepBody([verifyRegistrationBodySchema, verifyLoginBodySchema], (raw) =>
      isRegistrationVerify(raw) ? verifyRegistrationBodySchema : verifyLoginBodySchema,
    ),
    errors: [AUTH.noSessionToken, AUTH.invalidOtp, AUTH.otpExpired, AUTH.tooManyAttempts, AUTH.invalidCredentials],
    response: verifyAnswerSchema,
  },
  async (request, { body }) => {
    const context = signInContext(request);
    if ('user' in body) {
      const signedIn = await verifyRegistration(
        { sessionToken: body.session_token, code: body.otp_code, user: body.user },
        context,
      );
      return signedInResponse(request, signedIn, REGISTER_MESSAGES.verified);
    }
    const signedIn = await verifyLogin(
      { sessionToken: body.session_token, code: body.otp_code, email: body.email, password: body.password },
      context,
    );
    return signedInResponse(request, signedIn, LOGIN_MESSAGES.success);
  },
);
