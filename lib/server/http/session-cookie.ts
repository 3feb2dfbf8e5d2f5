// The web app's session cookie: httpOnly, SameSite=Lax; Secure and __Host- prefixed over https.
import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import { forwardedHttps } from '@/server-runtime/security-headers.cjs';

export const SESSION_COOKIE = 'session';
export const SECURE_SESSION_COOKIE = '__Host-session';

export function isHttps(request: NextRequest): boolean {
  return request.nextUrl.protocol === 'https:' || forwardedHttps(request.headers.get('x-forwarded-proto'));
}

/** The cookies of a request, as a route handler (request.cookies) or a page (next/headers) sees them. */
type CookieJar = { get(name: string): { value: string } | undefined };

export function readSessionCookie(cookies: CookieJar): string | undefined {
  return cookies.get(SECURE_SESSION_COOKIE)?.value ?? cookies.get(SESSION_COOKIE)?.value;
}

export function setSessionCookie(response: NextResponse, request: NextRequest, token: string, expiresAt: Date): void {
  const secure = isHttps(request);
  response.cookies.set(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(response: NextResponse, request: NextRequest): void {
  const secure = isHttps(request);
  response.cookies.set(secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: 0,
  });
}
