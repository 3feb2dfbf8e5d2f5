// Next 16's middleware: request-level rules that hold before any route runs.
import { NextResponse, type NextRequest } from 'next/server';
import { isCrossSiteWrite } from '@/lib/server/http/same-origin';
import { isHttps, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/server/http/session-cookie';
import { baseSecurityHeaders, contentSecurityPolicy, usesNonce } from '@/lib/server/http/security-headers';

const PRODUCT_PATH = /^\/products?\/([^/]+)\/?$/;
/** Pages only a logged-in shopper has (spec section 2: /orders redirects to /login). */
const ACCOUNT_PAGE = /^\/(orders|profile)(\/|$)/;

export function proxy(request: NextRequest) {
  return withSecurityHeaders(request, route(request));
}

function route(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;

  if (pathname.startsWith('/api/') && isCrossSiteWrite(request.method, request.headers)) {
    return NextResponse.json({ message: 'Cross-site request refused', error_code: 'CROSS_SITE_REQUEST' }, { status: 403 });
  }

  // Product URLs with a non-numeric id name nothing: send the shopper to the list.
  const match = PRODUCT_PATH.exec(pathname);
  if (match && !/^\d+$/.test(match[1])) return NextResponse.redirect(new URL('/products', request.url));

  // Without any session cookie the page cannot be the shopper's: go to login and come back after. The
  // pages check the session itself on the server too (a cookie may be present but expired).
  if (ACCOUNT_PAGE.test(pathname) && !request.cookies.has(SESSION_COOKIE) && !request.cookies.has(SECURE_SESSION_COOKIE)) {
    const login = new URL('/login', request.url);
    login.search = '';
    login.searchParams.set('next', `${pathname}${request.nextUrl.search}`);
    return NextResponse.redirect(login);
  }

  if (pathname.startsWith('/api/') || !usesNonce(pathname)) return NextResponse.next();

  // Pages that render per request get a fresh nonce; Next reads it from the request's policy header and
  // puts it on every script it emits.
  const nonce = btoa(crypto.randomUUID());
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', pagePolicy(request, nonce));
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', pagePolicy(request, nonce));
  return response;
}

function pagePolicy(request: NextRequest, nonce?: string): string {
  return contentSecurityPolicy(request.nextUrl.pathname, { nonce, https: isHttps(request), dev: process.env.NODE_ENV === 'development' });
}

function withSecurityHeaders(request: NextRequest, response: NextResponse): NextResponse {
  const { pathname } = request.nextUrl;
  for (const [name, value] of Object.entries(baseSecurityHeaders(pathname, isHttps(request)))) response.headers.set(name, value);
  if (!pathname.startsWith('/api/') && !response.headers.has('content-security-policy')) {
    response.headers.set('content-security-policy', pagePolicy(request));
  }
  return response;
}

// Everything but build assets and media files, which carry no script and are served as they are.
export const config = { matcher: ['/((?!_next/static|_next/image|media/|icons/|favicon.ico|health.txt).*)'] };
