import { apiRoute, privateJson } from '@/lib/server/http/route';
import { readJson } from '@/lib/server/http/json-body';
import { parseOrThrow } from '@/lib/server/http/validation';
import { clientIp } from '@/lib/server/http/client-ip';
import { resendOtp } from '@/lib/server/auth/otp-sessions';
import { noOtpSession } from '@/lib/server/auth/auth-error';
import { hasSessionToken, resendOtpBodySchema } from '@/lib/shared/schemas/auth-schema';

export const POST = apiRoute(async (request) => {
  const raw = await readJson(request);
  if (!hasSessionToken(raw)) throw noOtpSession();
  const { session_token } = parseOrThrow(resendOtpBodySchema, raw);
  return privateJson(await resendOtp({ sessionToken: session_token, clientIp: clientIp(request.headers) }));
});
