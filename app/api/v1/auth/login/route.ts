import { apiRoute, privateJson } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { clientIp } from '@/lib/server/http/client-ip';
import { startLogin } from '@/lib/server/auth/login';
import { loginBodySchema } from '@/lib/shared/schemas/auth-schema';

/** Step one of login: right email and password mail a code; anything else is the same 401. */
export const POST = apiRoute(async (request) => {
  const body = await readJsonBody(request, loginBodySchema);
  return privateJson(await startLogin(body, clientIp(request.headers)));
});
