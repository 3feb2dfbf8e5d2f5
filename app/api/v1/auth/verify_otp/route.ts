import { verifyLogin } from '@/lib/server/auth/login';
import { verifyRegistration } from '@/lib/server/auth/registration';
import { verifyPhoneLogin, verifyPhoneRegistration } from '@/lib/server/auth/phone-sign-in';
import {
  AUTH_ERROR_CODES as AUTH,
  isRegistrationVerify,
  verifyLoginBodySchema,
  verifyRegistrationBodySchema,
} from '@/lib/shared/schemas/auth-schema';
import {
  isPhoneBody,
  verifyPhoneLoginBodySchema,
  verifyPhoneRegistrationBodySchema,
} from '@/lib/shared/schemas/phone-auth-schema';
import { LOGIN_MESSAGES, REGISTER_MESSAGES } from '@/lib/shared/messages/auth';
import { PHONE_AUTH_SERVER_MESSAGES } from '@/lib/shared/messages/phone-auth';
import { signedInResponse, signInContext } from '../sign-in-response';
import { otpStepBody } from '../otp-body';
import { defineRoute } from '@/lib/server/http/define-route';
import { verifyAnswerSchema } from '@/lib/shared/schemas/response-schema';

const BODIES = [
  verifyRegistrationBodySchema,
  verifyLoginBodySchema,
  verifyPhoneRegistrationBodySchema,
  verifyPhoneLoginBodySchema,
] as const;

/**
 * One path, two bodies (spec section 7): a `user` object means registration, otherwise login; a `phone`
 * (at the top, or in `user`) means the mobile-number flow, which signs in with the code alone.
 */
export const POST = defineRoute(
  {
    summary:
      'Step two of registration (with a `user`) or login: the code signs in and sets the session cookie. By email (login also takes the password) or by mobile number (the code alone).',
    auth: 'none',
    body: otpStepBody(BODIES, (raw) => {
      const phone = isPhoneBody(raw);
      if (isRegistrationVerify(raw)) return phone ? verifyPhoneRegistrationBodySchema : verifyRegistrationBodySchema;
      return phone ? verifyPhoneLoginBodySchema : verifyLoginBodySchema;
    }),
    errors: [
      AUTH.noSessionToken,
      AUTH.invalidOtp,
      AUTH.otpExpired,
      AUTH.tooManyAttempts,
      AUTH.invalidCredentials,
      AUTH.emailTaken,
    ],
    response: verifyAnswerSchema,
  },
  async (request, { body }) => {
    const context = signInContext(request);
    const code = { sessionToken: body.session_token, code: body.otp_code };
    if ('user' in body) {
      if ('phone' in body.user) {
        const signedIn = await verifyPhoneRegistration({ ...code, user: body.user }, context);
        return signedInResponse(request, signedIn, PHONE_AUTH_SERVER_MESSAGES.phoneVerified);
      }
      const signedIn = await verifyRegistration({ ...code, user: body.user }, context);
      return signedInResponse(request, signedIn, REGISTER_MESSAGES.verified);
    }
    if ('phone' in body) {
      const signedIn = await verifyPhoneLogin({ ...code, phone: body.phone }, context);
      return signedInResponse(request, signedIn, LOGIN_MESSAGES.success);
    }
    const signedIn = await verifyLogin({ ...code, email: body.email, password: body.password }, context);
    return signedInResponse(request, signedIn, LOGIN_MESSAGES.success);
  },
);
