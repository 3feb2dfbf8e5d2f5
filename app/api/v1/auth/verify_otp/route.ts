import { apiRoute } from '@/lib/server/http/route';
import { readJson } from '@/lib/server/http/json-body';
import { parseOrThrow } from '@/lib/server/http/validation';
import { noOtpSession } from '@/lib/server/auth/auth-error';
import { verifyLogin } from '@/lib/server/auth/login';
import { verifyRegistration } from '@/lib/server/auth/registration';
import {
  hasSessionToken,
  isRegistrationVerify,
  verifyLoginBodySchema,
  verifyRegistrationBodySchema,
} from '@/lib/shared/schemas/auth-schema';
import { LOGIN_MESSAGES, REGISTER_MESSAGES } from '@/lib/shared/messages/auth';
import { signedInResponse, signInContext } from '../sign-in-response';

/** One path, two bodies (spec section 7): a `user` object means registration, otherwise login. */
export const POST = apiRoute(async (request) => {
  const raw = await readJson(request);
  if (!hasSessionToken(raw)) throw noOtpSession();
  const context = signInContext(request);
  if (isRegistrationVerify(raw)) {
    const body = parseOrThrow(verifyRegistrationBodySchema, raw);
    const signedIn = await verifyRegistration(
      { sessionToken: body.session_token, code: body.otp_code, user: body.user },
      context,
    );
    return signedInResponse(request, signedIn, REGISTER_MESSAGES.verified);
  }
  const body = parseOrThrow(verifyLoginBodySchema, raw);
  const signedIn = await verifyLogin(
    { sessionToken: body.session_token, code: body.otp_code, email: body.email, password: body.password },
    context,
  );
  return signedInResponse(request, signedIn, LOGIN_MESSAGES.success);
});
