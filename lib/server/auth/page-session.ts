// The session of the shopper requesting a page, read from the cookie in a Server Component (account,
// checkout and orders pages). Route handlers use requireSession instead.
import { cookies } from 'next/headers';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/server/http/session-cookie';
import { findSession, type AuthenticatedSession } from './sessions';

export async function pageSession(): Promise<AuthenticatedSession | null> {
  const jar = await cookies();
  const token = jar.get(SECURE_SESSION_COOKIE)?.value ?? jar.get(SESSION_COOKIE)?.value;
  return token ? findSession(token) : null;
}
