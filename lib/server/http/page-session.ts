// The session of the shopper requesting a page, read from the cookie in a Server Component (account,
// checkout and orders pages). Route handlers use requireSession instead.
import 'server-only';
import { cookies } from 'next/headers';
import { findSession, type AuthenticatedSession } from '@/lib/server/auth';
import { readSessionCookie } from './session-cookie';

export async function pageSession(): Promise<AuthenticatedSession | null> {
  const token = readSessionCookie(await cookies());
  return token ? findSession(token) : null;
}
