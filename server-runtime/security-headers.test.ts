import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { securityHeaderRules } from './security-headers.cjs';

/**
 * Whether a rule's source takes a path, as Next's documented matching does for sources of literal text around
 * unnamed regex groups (all ours: '/(.*)', '/sandbox/(.*)'): the whole path against the pattern. A named
 * parameter (':id') would need Next's own matcher, so one fails the test instead of being misread.
 */
function sourceMatches(source: string, path: string): boolean {
  if (/:\w/.test(source)) throw new Error(`named parameters are not matched here: ${source}`);
  return new RegExp(`^${source}$`).test(path);
}

/** A `has` condition: every named request header present, its whole value matching the rule's pattern. */
function hasMatches(has: { key: string; value: string }[], headers: Record<string, string>): boolean {
  return has.every(({ key, value }) => headers[key] !== undefined && new RegExp(`^${value}$`).test(headers[key]));
}

/** The headers next.config's rules give a path, matched the way Next matches them (later rules win). */
function fixedHeaders(path: string, requestHeaders: Record<string, string> = {}): Map<string, string> {
  const out = new Map<string, string>();
  for (const rule of securityHeaderRules()) {
    if (!sourceMatches(rule.source, path)) continue;
    if (rule.has && !hasMatches(rule.has, requestHeaders)) continue;
    for (const { key, value } of rule.headers) out.set(key.toLowerCase(), value);
  }
  return out;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { cookie: 'session=x', ...headers } }));

function directives(policy: string | null | undefined): Record<string, string> {
  return Object.fromEntries(
    (policy ?? '').split(';').map(
      (d) =>
        d
          .trim()
          .split(/\s+(.*)/s)
          .slice(0, 2) as [string, string],
    ),
  );
}

const NONCE_PAGES = ['/checkout', '/login', '/register', '/orders', '/profile'];

describe('security headers', () => {
  it('every page carries the fixed policy and headers from next.config', () => {
    for (const path of [
      '/',
      '/products',
      '/products/12',
      '/product/12',
      '/categories',
      '/cart',
      '/wishlist',
      '/order-success',
      '/nowhere',
      '/checkoutx',
    ]) {
      const headers = fixedHeaders(path);
      const csp = directives(headers.get('content-security-policy'));
      expect({ path, csp }).toMatchObject({
        path,
        csp: {
          'default-src': "'self'",
          'object-src': "'none'",
          'base-uri': "'self'",
          'frame-ancestors': "'none'",
          'form-action': "'self'",
        },
      });
      expect(csp['script-src']).not.toContain('razorpay');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('permissions-policy')).toContain('camera=()');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.has('strict-transport-security')).toBe(false);
    }
  });

  it('leaves the policy of nonce pages and of the API to proxy.ts, and gives them the other headers', () => {
    for (const path of [...NONCE_PAGES, '/checkout/', '/orders/7', '/api/v1/products']) {
      const headers = fixedHeaders(path);
      expect({ path, policy: headers.get('content-security-policy') }).toEqual({ path, policy: undefined });
      expect(headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('pages rendered per request get a fresh nonce from proxy.ts, and only checkout allows Razorpay', () => {
    const nonces = new Set<string>();
    for (const path of NONCE_PAGES) {
      const script = directives(get(path).headers.get('content-security-policy'))['script-src'];
      const nonce = /'nonce-([^']+)'/.exec(script)?.[1];
      expect({
        path,
        nonce: !!nonce,
        strict: script.includes("'strict-dynamic'"),
        inline: script.includes("'unsafe-inline'"),
      }).toEqual({ path, nonce: true, strict: true, inline: false });
      nonces.add(nonce!);
      expect(script.includes('https://checkout.razorpay.com')).toBe(path === '/checkout');
    }
    expect(nonces.size).toBe(NONCE_PAGES.length);
  });

  it('adds Strict-Transport-Security and upgrades requests only over https', () => {
    for (const proto of ['https', 'https, http']) {
      const headers = fixedHeaders('/', { 'x-forwarded-proto': proto });
      expect(headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      expect(headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    }
    expect(fixedHeaders('/', { 'x-forwarded-proto': 'http' }).has('strict-transport-security')).toBe(false);
    expect(get('/checkout', { 'x-forwarded-proto': 'https' }).headers.get('content-security-policy')).toContain(
      'upgrade-insecure-requests',
    );
  });

  it('only the payment sandbox may be framed, and only by this site', () => {
    for (const https of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      const sandbox = fixedHeaders('/sandbox/pay', https);
      expect(sandbox.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(directives(sandbox.get('content-security-policy'))['frame-ancestors']).toBe("'self'");
    }
    expect(fixedHeaders('/').get('x-frame-options')).toBe('DENY');
  });
});

describe('proxy routing', () => {
  it('rewrites every view of /products to one cached view per canonical query', () => {
    const target = (path: string) => get(path).headers.get('x-middleware-rewrite');
    expect(target('/products')).toBe('http://localhost:3000/product-list/all');
    // The default sort, page 1, unknown and invalid parameters and the router's _rsc marker change nothing.
    expect(target('/products?sort=newest&page=1&utm_source=x&min_price=-5&_rsc=abc')).toBe(
      'http://localhost:3000/product-list/all',
    );
    const filtered = target('/products?sort=price_asc&category_id=3');
    expect(filtered).toBe(target('/products?category_id=3&sort=price_asc&category_id=9'));
    expect(filtered).not.toBe(target('/products?category_id=3'));
  });

  it('drops a NUL byte in the search and prices outside 0-100000 from the list view instead of passing them on', () => {
    const target = (path: string) => get(path).headers.get('x-middleware-rewrite');
    expect(target('/products?search=%00')).toBe('http://localhost:3000/product-list/all');
    expect(target('/products?search=ring%00&min_price=500000&max_price=999999')).toBe(
      'http://localhost:3000/product-list/all',
    );
    expect(target('/products?min_price=500000&category_id=3')).toBe(target('/products?category_id=3'));
  });

  it('sends a hand-typed internal list address and non-numeric product ids to /products', () => {
    for (const path of [
      '/product-list/all',
      '/product-list',
      '/products/abc',
      '/product/12x',
      '/products/%00',
      '/product/1%00',
    ]) {
      expect({ path, location: get(path).headers.get('location') }).toEqual({
        path,
        location: 'http://localhost:3000/products',
      });
    }
  });
});
