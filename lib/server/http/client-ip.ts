// Who the caller is, for send and login limits and the session list.
// - Our server (scripts/serve.mjs) writes the socket's address into a request header whose name is random per
//   process and known to the app only through STOREFRONT_SOCKET_HEADER, so no caller can forge it.
// - Forwarding headers are written by whoever sends the request, so they are believed only when the app runs
//   behind a proxy that sets them (TRUST_PROXY=1). Then X-Real-IP, else the RIGHTMOST X-Forwarded-For entry:
//   the one the proxy appended; every entry left of it is whatever the caller sent.
// - Without either (`next start` on its own, Jest) every caller counts as 'local'. Jest tests that need
//   distinct clients set STOREFRONT_SOCKET_HEADER (or TRUST_PROXY) and send the header themselves.
import 'server-only';
import { UNKNOWN_CLIENT } from '@/lib/shared/constants';
import { processEnv } from '@/server-runtime/environment.cjs';

/** The environment variable through which scripts/serve.mjs tells the app the name of its socket header. */
export const SOCKET_HEADER_ENV = 'STOREFRONT_SOCKET_HEADER';
const MAX_LENGTH = 64;

export function trustsProxy(env: NodeJS.ProcessEnv = processEnv()): boolean {
  return env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';
}

/** `::ffff:127.0.0.1` (an IPv4 caller on a dual-stack socket) is the same client as `127.0.0.1`. */
function normalise(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return (mapped ? mapped[1] : trimmed).toLowerCase().slice(0, MAX_LENGTH);
}

function socketAddress(headers: Headers, env: NodeJS.ProcessEnv): string | undefined {
  const name = env[SOCKET_HEADER_ENV]?.trim();
  return (name && headers.get(name)?.trim()) || undefined;
}

function proxiedAddress(headers: Headers): string | undefined {
  const real = headers.get('x-real-ip')?.trim();
  if (real) return real;
  const forwarded = headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded?.at(-1);
}

export function clientIp(headers: Headers, env: NodeJS.ProcessEnv = processEnv()): string {
  const candidate = (trustsProxy(env) && proxiedAddress(headers)) || socketAddress(headers, env);
  return candidate ? normalise(candidate) : UNKNOWN_CLIENT;
}
