// Shared by the routes that end in a login (verify_otp for login and for registration).
import type { NextRequest } from 'next/server';
import { privateJson } from '@/lib/server/http/route';
import { sessionToken } from '@/lib/server/http/authenticate';
import { clientIp } from '@/lib/server/http/client-ip';
import { setSessionCookie } from '@/lib/server/http/session-cookie';
import type { SignedIn, SignInContext } from '@/lib/server/auth/sign-in';
import type { VerifyAnswer } from '@/lib/shared/schemas/auth-schema';

export function signInContext(request: NextRequest): SignInContext {
  return {
    ip: clientIp(request.headers),
    userAgent: request.headers.get('user-agent'),
    previousSessionToken: sessionToken(request),
  };
}

/**
 * The spec's answer carries the token for API clients (Bearer); the web app ignores it and rides on the
 * httpOnly cookie set here, which page scripts cannot read.
 */
export function signedInResponse(request: NextRequest, signedIn: SignedIn, message: string) {
  const response = privateJson<VerifyAnswer>({ message, token: signedIn.session.token, user: signedIn.user });
  setSessionCookie(response, request, signedIn.session.token, signedIn.session.expiresAt);
  return response;
}
