// One client must not lock everyone out. Without a proxy, each caller is known by the
// socket address our server writes into its per-process header (scripts/serve.mjs); these tests name that
// header as the server would and play distinct clients with it.
import { SEND_LIMITS } from '@/lib/server/auth/otp-policy';
import { SOCKET_HEADER_ENV } from '@/lib/server/http/client-ip';
import { createShopper } from '@/test-support/create-shopper';
import { AUTH_ERROR_CODES } from '@/lib/shared/schemas/auth-schema';
import { callRoute } from '@/test-support/call-route';
import { POST as sendOtp } from './send_otp/route';
import { POST as login } from './login/route';
import { browserHeaders, freshEmail, freshIp, silenceMailLog } from '@/test-support/accounts-api';

const SOCKET = 'x-socket-address-under-test';
process.env[SOCKET_HEADER_ENV] = SOCKET;
delete process.env.TRUST_PROXY;
silenceMailLog();

/** A request from the socket address `ip`, carrying whatever forwarding headers the caller chose to write. */
function from(ip: string, path: string, handler: typeof sendOtp, body: unknown, forged: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...browserHeaders(ip), [SOCKET]: ip };
  delete headers['x-forwarded-for'];
  return callRoute(handler, path, { method: 'POST', body, headers: { ...headers, ...forged } });
}

const send = (ip: string, email: string, forged?: Record<string, string>) =>
  from(ip, '/api/v1/auth/send_otp', sendOtp, { email, purpose: 'login' }, forged);

describe('send limits per client, by socket address', () => {
  it(`${SEND_LIMITS.perClientIp} sends from client X do not block client Y, and forged forwarding headers do not make X anew`, async () => {
    const [x, y] = [freshIp(), freshIp()];
    for (let i = 0; i < SEND_LIMITS.perClientIp; i++) expect((await send(x, freshEmail())).status).toBe(200);
    const over = await send(x, freshEmail());
    expect(over.status).toBe(429);
    expect(over.body.error_code).toBe(AUTH_ERROR_CODES.rateLimited);
    // Without TRUST_PROXY nobody vouches for these headers: X is still X.
    expect(
      (await send(x, freshEmail(), { 'x-forwarded-for': '198.51.100.9', 'x-real-ip': '198.51.100.9' })).status,
    ).toBe(429);
    expect((await send(y, freshEmail())).status).toBe(200);
  });

  it(`${SEND_LIMITS.perEmail} sends for victim@ from X do not block victim@ from Y, whose right password still gets a code`, async () => {
    const victim = await createShopper({ email: freshEmail('victim') });
    const [x, y] = [freshIp(), freshIp()];
    for (let i = 0; i < SEND_LIMITS.perEmail; i++) expect((await send(x, victim.user.email)).status).toBe(200);
    expect((await send(x, victim.user.email)).status).toBe(429);
    const own = await from(y, '/api/v1/auth/login', login, { email: victim.user.email, password: victim.password });
    expect(own.status).toBe(200);
    expect(own.body.otp_required).toBe(true);
  });
});
