// Who is calling: the session cookie for the web app, or `Authorization: Bearer` for other clients (spec section 6).
import type { NextRequest } from 'next/server';
import { findSession, type AuthenticatedSession } from '@/lib/server/auth/sessions';
import { AUTH_GUARD_MESSAGES } from '@/lib/shared/messages/auth';
import { ApiError } from './api-error';
import { readSessionCookie } from './session-cookie';

export const UNAUTHENTICATED = 'UNAUTHENTICATED';

export function sessionToken(request: NextRequest): string | undefined {
  const header = request.headers.get('authorization');
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? readSessionCookie(request);
}

export async function currentSession(request: NextRequest): Promise<AuthenticatedSession | null> {
  const token = sessionToken(request);
  return token ? findSession(token) : null;
}

/** The caller's session, or a 401 with the message the calling feature gives (spec section 5 has several). */
export async function requireSession(request: NextRequest, message: string = AUTH_GUARD_MESSAGES.loginToContinue): Promise<AuthenticatedSession> {
  const session = await currentSession(request);
  if (!session) throw new ApiError(401, message, UNAUTHENTICATED);
  return session;
}
