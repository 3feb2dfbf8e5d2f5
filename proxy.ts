// Next 16's middleware: request-level rules that hold before any route runs.
import { NextResponse, type NextRequest } from 'next/server';
import { isCrossSiteWrite } from '@/lib/server/http/same-origin';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/server/http/session-cookie';

const PRODUCT_PATH = /^\/products?\/([^/]+)\/?$/;
/** Pages only a logged-in shopper has (spec section 2: /orders redirects to /login). */
const ACCOUNT_PAGE = /^\/(orders|profile)(\/|$)/;

export function proxy(request: NextRequest) {
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

  return NextResponse.next();
}

export const config = { matcher: ['/api/:path*', '/product/:path*', '/products/:path*', '/orders/:path*', '/profile/:path*'] };
