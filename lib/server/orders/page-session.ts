// The logged-in shopper as a Server Component sees it (the session cookie through next/headers), for the
// checkout and orders pages. Route handlers use requireSession instead.
import { cookies } from 'next/headers';
import { findSession, type AuthenticatedSession } from '@/lib/server/auth/sessions';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/server/http/session-cookie';

export async function pageSession(): Promise<AuthenticatedSession | null> {
  const jar = await cookies();
  const token = jar.get(SECURE_SESSION_COOKIE)?.value ?? jar.get(SESSION_COOKIE)?.value;
  return token ? findSession(token) : null;
}
