import { privateJson } from '@/lib/server/http/route';
import { clientIp } from '@/lib/server/http/client-ip';
import { startLogin } from '@/lib/server/auth/login';
import { AUTH_ERROR_CODES as AUTH, loginBodySchema } from '@/lib/shared/schemas/auth-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { loginAnswerSchema } from '@/lib/shared/schemas/response-schema';

/** Step one of login: right email and password mail a code; anything else is the same 401. */
export const POST = defineRoute(
  {
    summary: 'Login, step one: email and password mail a code.',
    auth: 'none',
    body: loginBodySchema,
    errors: [AUTH.invalidCredentials, AUTH.rateLimited],
    response: loginAnswerSchema,
  },
  async (request, { body }) => {
    return privateJson(await startLogin(body, clientIp(request.headers)));
  },
);
