import { apiRoute, privateJson } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { clientIp } from '@/lib/server/http/client-ip';
import { startOtpSession } from '@/lib/server/auth/otp-sessions';
import { sendOtpBodySchema } from '@/lib/shared/schemas/auth-schema';

/** The same answer whether or not the address has an account; the mail itself says which it is. */
export const POST = apiRoute(async (request) => {
  const { email, purpose } = await readJsonBody(request, sendOtpBodySchema);
  return privateJson(await startOtpSession({ email, purpose, clientIp: clientIp(request.headers) }));
});
