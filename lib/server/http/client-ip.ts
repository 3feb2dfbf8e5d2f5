// Who the caller is, for send limits and the session list. Forwarding headers are written by whoever sends
// the request, so they are believed only when the app runs behind a proxy that sets them (TRUST_PROXY=1).
// Without a proxy every caller counts as 'local': Next's route handlers do not see the socket address.

export const UNKNOWN_CLIENT = 'local';
const MAX_LENGTH = 64;

export function trustsProxy(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';
}

export function clientIp(headers: Headers, env: NodeJS.ProcessEnv = process.env): string {
  if (!trustsProxy(env)) return UNKNOWN_CLIENT;
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const candidate = forwarded || headers.get('x-real-ip')?.trim();
  return candidate ? candidate.slice(0, MAX_LENGTH) : UNKNOWN_CLIENT;
}
