import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

const get = (path: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { cookie: 'session=x', ...headers } }));

function directives(policy: string | null): Record<string, string> {
  return Object.fromEntries((policy ?? '').split(';').map((d) => d.trim().split(/\s+(.*)/s).slice(0, 2) as [string, string]));
}

describe('security headers', () => {
  it('every page carries the base policy and headers', () => {
    for (const path of ['/', '/products', '/products/12', '/categories', '/cart', '/wishlist', '/order-success', '/nowhere']) {
      const response = get(path);
      const csp = directives(response.headers.get('content-security-policy'));
      expect({ path, csp }).toMatchObject({
        path,
        csp: { 'default-src': "'self'", 'object-src': "'none'", 'base-uri': "'self'", 'frame-ancestors': "'none'", 'form-action': "'self'" },
      });
      expect(csp['script-src']).not.toContain('razorpay');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('pages rendered per request get a fresh nonce, and only checkout allows Razorpay', () => {
    const nonces = new Set<string>();
    for (const path of ['/checkout', '/login', '/register', '/orders', '/profile']) {
      const script = directives(get(path).headers.get('content-security-policy'))['script-src'];
      const nonce = /'nonce-([^']+)'/.exec(script)?.[1];
      expect({ path, nonce: !!nonce, strict: script.includes("'strict-dynamic'"), inline: script.includes("'unsafe-inline'") }).toEqual({ path, nonce: true, strict: true, inline: false });
      nonces.add(nonce!);
      expect(script.includes('https://checkout.razorpay.com')).toBe(path === '/checkout');
    }
    expect(nonces.size).toBe(5);
  });

  it('adds Strict-Transport-Security only over https', () => {
    const response = get('/', { 'x-forwarded-proto': 'https' });
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('API answers carry the base headers but no page policy', () => {
    const response = get('/api/v1/products');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('only the payment sandbox may be framed, and only by this site', () => {
    expect(get('/sandbox/pay').headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(directives(get('/sandbox/pay').headers.get('content-security-policy'))['frame-ancestors']).toBe("'self'");
    expect(get('/').headers.get('x-frame-options')).toBe('DENY');
  });
});
