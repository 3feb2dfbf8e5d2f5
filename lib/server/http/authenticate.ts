// Who is calling: the session cookie for the web app, or `Authorization: Bearer` for other clients (spec section 6).
import 'server-only';
import type { NextRequest } from 'next/server';
import { findSession, type AuthenticatedSession } from '@/lib/server/auth';
import { DomainError } from '@/lib/server/errors';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { AUTH_GUARD_MESSAGES } from '@/lib/shared/messages/auth';
import { readSessionCookie } from './session-cookie';

export function sessionToken(request: NextRequest): string | undefined {
  const header = request.headers.get('authorization');
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? readSessionCookie(request.cookies);
}

export async function currentSession(request: NextRequest): Promise<AuthenticatedSession | null> {
  const token = sessionToken(request);
  return token ? findSession(token) : null;
}

/** The caller's session, or a 401 with the message the calling feature gives (spec section 5 has several). */
export async function requireSession(
  request: NextRequest,
  message: string = AUTH_GUARD_MESSAGES.loginToContinue,
): Promise<AuthenticatedSession> {
  const session = await currentSession(request);
  if (!session) throw new DomainError(ERROR_CODES.unauthenticated, message);
  return session;
}
