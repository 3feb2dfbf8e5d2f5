// Next 16's middleware: request-level rules that hold before any route runs. It runs only where a rule
// applies (the matcher below): prerendered pages and static files never pay for it. The fixed security
// headers of every answer come from next.config.mjs (server-runtime/security-headers.cjs).
import { NextResponse, type NextRequest } from 'next/server';
import { sizeViewPath } from '@/lib/shared/catalogue/product-links';
import { LIST_VIEW_ROUTE, listFiltersOfSearch, listViewKey } from '@/lib/shared/catalogue/product-list-key';
import { DomainError } from '@/lib/server/errors/domain-error';
import { errorResponse } from '@/lib/server/http/error-response';
import { isCrossSiteWrite } from '@/lib/server/http/same-origin';
import { isHttps, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/server/http/session-cookie';
import { contentSecurityPolicy, usesNonce } from '@/server-runtime/security-headers.cjs';
import { warnOnceAboutHost } from '@/lib/server/http/host-warning';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { UNSUBSCRIBE_PATH } from '@/lib/shared/schemas/marketing-schema';
import { pathIdSpelling } from '@/lib/shared/path-id';

/** A product's address and what follows its id (a size's page, its reviews). */
const PRODUCT_PATH = /^\/(products?)\/([^/]+)(\/.*)?$/;
/** Pages only a logged-in shopper has (spec section 2: /orders redirects to /login), and the back office
 *  except its two pages for people without an account yet (first-run setup, a staff invitation). */
const ACCOUNT_PAGE = /^\/(orders|profile)(\/|$)|^\/admin(?!\/(setup|invite)(\/|$))(\/|$)/;

export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  // Links built from SITE_URL (or localhost:PORT) are wrong for a shop reached under another name.
  warnOnceAboutHost(request.headers);

  // Only requests that may be cross-site writes reach this for the API (the matcher below).
  if (pathname.startsWith('/api/')) {
    // One-click unsubscribe is posted by mail clients from anywhere; its signed token, not a cookie, authorises it.
    if (pathname !== UNSUBSCRIBE_PATH && isCrossSiteWrite(request.method, request.headers)) {
      return errorResponse(new DomainError(ERROR_CODES.crossSiteRequest, 'Cross-site request refused'));
    }
    return NextResponse.next();
  }

  // Every view of the list is one cached page per canonical query (app/product-list/[query]). This runs when
  // the request names one of the list's parameters; a plain /products is rewritten by next.config.mjs.
  if (pathname === '/products') {
    const key = listViewKey(listFiltersOfSearch(request.nextUrl.searchParams));
    return NextResponse.rewrite(new URL(`${LIST_VIEW_ROUTE}/${key}`, request.url));
  }
  // The internal list route typed by hand: show the same view at its real address.
  if (pathname === LIST_VIEW_ROUTE || pathname.startsWith(`${LIST_VIEW_ROUTE}/`)) {
    return NextResponse.redirect(new URL('/products', request.url));
  }

  // A product id has one spelling (lib/shared/path-id.ts); each other one would be a page rendered and cached
  // of its own. Leading zeros name the id at its address; anything but digits names nothing (spec: to the list).
  const match = PRODUCT_PATH.exec(pathname);
  if (match) {
    const spelling = pathIdSpelling(match[2]);
    if (spelling === 'none') return NextResponse.redirect(new URL('/products', request.url), 308);
    if (spelling !== 'canonical') {
      const canonical = request.nextUrl.clone();
      canonical.pathname = `/${match[1]}/${spelling.respelled}${match[3] ?? ''}`;
      return NextResponse.redirect(canonical, 308);
    }
    // A size's own address renders the piece's page with that size chosen (its price is the page's price).
    const size = request.nextUrl.searchParams.get('size');
    if (size && (match[3] ?? '/') === '/') {
      return NextResponse.rewrite(new URL(sizeViewPath(Number(match[2]), size), request.url));
    }
  }

  // Without any session cookie the page cannot be the shopper's: go to login and come back after. The
  // pages check the session itself on the server too (a cookie may be present but expired).
  if (
    ACCOUNT_PAGE.test(pathname) &&
    !request.cookies.has(SESSION_COOKIE) &&
    !request.cookies.has(SECURE_SESSION_COOKIE)
  ) {
    const login = new URL('/login', request.url);
    login.search = '';
    login.searchParams.set('next', `${pathname}${request.nextUrl.search}`);
    const redirect = NextResponse.redirect(login);
    // next.config leaves these paths' policy to this file; the redirect gets the fixed one.
    redirect.headers.set('content-security-policy', contentSecurityPolicy(pathname, { https: isHttps(request) }));
    return redirect;
  }

  if (!usesNonce(pathname)) return NextResponse.next();

  // Pages that render per request get a fresh nonce; Next reads it from the request's policy header and
  // puts it on every script it emits.
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy(pathname, {
    nonce,
    https: isHttps(request),
    dev: process.env.NODE_ENV === 'development',
  });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

// Only where a rule above applies: each run of this function costs about as much as serving a cached page, so
// what it would pass along unchanged never comes here (proxy-matcher.test.ts checks each case). Next tries
// every entry on every request the server answers, static files included, so paths are grouped into as few
// entries as the has/missing conditions allow.
// - The API only when the request may be a cross-site write: a browser's Sec-Fetch-Site other than
//   same-origin or none, or, from an older browser without it, an Origin to compare. Calls from the shop's own
//   pages and from clients that are not browsers are what isCrossSiteWrite() lets through anyway.
// - /products only when it names one of the list's parameters (LIST_QUERY_KEYS in list-route.cjs; the
//   matcher must be written out here, as Next reads it without running this file).
// - A product id spelled any way but plain digits without a leading zero, with whatever path follows it (a
//   size's page, /products/0x0F/size/10); product pages under their one id are not matched, except a size's
//   address (?size=16), rewritten to that size's page.
export const config = {
  matcher: [
    { source: '/api/:path*', has: [{ type: 'header', key: 'sec-fetch-site', value: '(?!same-origin$|none$).*' }] },
    {
      source: '/api/:path*',
      missing: [{ type: 'header', key: 'sec-fetch-site' }],
      has: [{ type: 'header', key: 'origin' }],
    },
    { source: '/products', has: [{ type: 'query', key: 'category_id' }] },
    { source: '/products', has: [{ type: 'query', key: 'min_price' }] },
    { source: '/products', has: [{ type: 'query', key: 'max_price' }] },
    { source: '/products', has: [{ type: 'query', key: 'sort' }] },
    { source: '/products', has: [{ type: 'query', key: 'search' }] },
    { source: '/products', has: [{ type: 'query', key: 'page' }] },
    { source: '/products', has: [{ type: 'query', key: 'stone_type' }] },
    { source: '/products', has: [{ type: 'query', key: 'certified' }] },
    '/:kind(products|product)/:id([^/]*[^/0-9][^/]*|0[^/]*)/:rest*',
    { source: '/:kind(products|product)/:id(\\d+)', has: [{ type: 'query', key: 'size', value: '.+' }] },
    '/:section(product-list|checkout|login|register|orders|profile|admin)/:path*',
  ],
};
