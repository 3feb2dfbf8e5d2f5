// Which requests run proxy.ts, read through Next's own matcher test helper from the config the build reads,
// and what next.config.mjs's rewrite does with the plain /products. Every request left out must be one
// proxy.ts would have passed along unchanged.
import {
  unstable_doesMiddlewareMatch as runsProxy,
  unstable_getResponseFromNextConfig,
  getRewrittenUrl,
} from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { config, proxy } from '@/proxy';
import { LIST_QUERY_KEYS, plainListRewrite } from '@/server-runtime/list-route.cjs';
import { listFiltersOfSearch, listViewKey } from '@/lib/shared/catalogue/product-list-key';
import { isCrossSiteWrite } from './same-origin';
import { idParamSchema } from '@/lib/shared/schemas/catalogue-schema';

const at = (path: string, headers: Record<string, string> = {}) =>
  runsProxy({ config, url: `http://shop.test${path}`, headers });

describe("proxy.ts's matcher", () => {
  it('runs for API requests that may be cross-site writes, and only those', () => {
    const cases: { headers: Record<string, string>; mayBeCrossSite: boolean }[] = [
      { headers: { 'sec-fetch-site': 'cross-site' }, mayBeCrossSite: true },
      { headers: { 'sec-fetch-site': 'same-site' }, mayBeCrossSite: true },
      { headers: { 'sec-fetch-site': 'Same-Origin' }, mayBeCrossSite: true },
      { headers: { origin: 'https://evil.example' }, mayBeCrossSite: true },
      { headers: { origin: 'null' }, mayBeCrossSite: true },
      { headers: { 'sec-fetch-site': 'same-origin', origin: 'http://shop.test' }, mayBeCrossSite: false },
      { headers: { 'sec-fetch-site': 'none' }, mayBeCrossSite: false },
      { headers: {}, mayBeCrossSite: false },
    ];
    for (const { headers, mayBeCrossSite } of cases) {
      expect([headers, at('/api/v1/cart/add_item', headers)]).toEqual([headers, mayBeCrossSite]);
      // What the matcher leaves out, the check itself would have let through for every method.
      if (!mayBeCrossSite) {
        for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
          expect(isCrossSiteWrite(method, new Headers({ host: 'shop.test', ...headers }))).toBe(false);
        }
      }
    }
    expect(isCrossSiteWrite('POST', new Headers({ host: 'shop.test', origin: 'https://evil.example' }))).toBe(true);
  });

  it('runs for /products only when it names one of the list parameters the page reads', () => {
    expect(at('/products')).toBe(false);
    expect(at('/products?utm_source=whatsapp')).toBe(false);
    for (const key of LIST_QUERY_KEYS) {
      expect([key, at(`/products?${key}=2`)]).toEqual([key, true]);
      expect([key, at(`/products?utm_source=x&${key}=2&${key}=3`)]).toEqual([key, true]);
      // An empty value names nothing: the view is the unfiltered one, as the page reads it.
      expect([key, at(`/products?${key}=`)]).toEqual([key, false]);
      expect([key, listViewKey(listFiltersOfSearch(new URLSearchParams(`${key}=`)))]).toEqual([key, 'all']);
    }
  });

  it('still runs where its other rules apply', () => {
    const runs = [
      '/product-list/all',
      '/product-list',
      '/products/abc',
      '/product/12x',
      '/products/1%20',
      '/checkout',
      '/checkout/pay',
      '/login',
      '/register',
      '/orders',
      '/orders/5',
      '/profile',
      '/admin',
      '/admin/products/3',
    ];
    for (const path of runs) expect([path, at(path)]).toEqual([path, true]);
    const passes = [
      '/',
      '/products/12',
      '/product/12',
      '/products/12/reviews',
      '/categories',
      '/cart',
      '/wishlist',
      '/loginx',
      '/administrator',
      '/media/products/a.webp',
      '/health.txt',
    ];
    for (const path of passes) {
      expect([path, at(path)]).toEqual([path, false]);
    }
  });
});

describe("next.config's rewrite of the plain /products", () => {
  // The rule next.config.mjs returns from rewrites() (Jest cannot load that ES module; the browser tests of
  // the list go through it).
  const nextConfig = { rewrites: async () => ({ beforeFiles: [plainListRewrite()], afterFiles: [], fallback: [] }) };
  const rewrittenTo = async (path: string) =>
    getRewrittenUrl(await unstable_getResponseFromNextConfig({ url: `http://shop.test${path}`, nextConfig }));

  it('sends a /products naming no list parameter to the unfiltered view, which proxy.ts would have chosen', async () => {
    expect(await rewrittenTo('/products')).toBe('http://shop.test/product-list/all');
    expect(await rewrittenTo('/products?utm_source=whatsapp')).toBe(
      'http://shop.test/product-list/all?utm_source=whatsapp',
    );
    expect(listViewKey(listFiltersOfSearch(new URLSearchParams('utm_source=whatsapp')))).toBe('all');
  });

  it('leaves every view that names a parameter to proxy.ts', async () => {
    for (const key of LIST_QUERY_KEYS) expect([key, await rewrittenTo(`/products?${key}=2`)]).toEqual([key, null]);
  });
});

describe("a size's address", () => {
  const rewrittenTo = (path: string) =>
    proxy(new NextRequest(`http://shop.test${path}`)).headers.get('x-middleware-rewrite');

  it("runs proxy.ts for /products/{id}?size=… and /product/{id}?size=…, which serves that size's page", () => {
    expect(at('/products/12?size=16')).toBe(true);
    expect(at('/product/12?utm_source=x&size=2.6')).toBe(true);
    expect(rewrittenTo('/products/12?size=16')).toMatch(/^http:\/\/shop\.test\/products\/12\/size\/16(\?|$)/);
    expect(rewrittenTo('/product/12?size=2%2F6')).toMatch(/^http:\/\/shop\.test\/products\/12\/size\/2%2F6(\?|$)/);
  });

  it('leaves the piece page, an empty size and other paths alone', () => {
    expect(at('/products/12')).toBe(false);
    expect(at('/products/12?size=')).toBe(false);
    expect(at('/products/12/reviews?size=16')).toBe(false);
    expect(rewrittenTo('/products/12?size=')).toBeNull();
  });
});

describe('a product id in its one spelling', () => {
  const answer = (path: string) => {
    const response = proxy(new NextRequest(`http://shop.test${path}`));
    return { status: response.status, location: response.headers.get('location') };
  };

  it('runs proxy.ts for every other spelling of an id, with whatever follows it', () => {
    for (const path of [
      '/products/0x0F/size/10',
      '/products/0b1111/size/10',
      '/products/15.0/size/10',
      '/products/1e1',
      '/product/0x0F',
      '/products/015',
      '/products/015/size/10',
      '/products/0',
    ]) {
      expect([path, at(path)]).toEqual([path, true]);
    }
    for (const path of ['/products/15', '/products/15/size/10', '/products/10/size/0x0F']) {
      expect([path, at(path)]).toEqual([path, false]);
    }
  });

  it('sends an id that is not digits to the list, permanently, whatever follows it', () => {
    for (const path of [
      '/products/0x0F/size/10',
      '/products/0b1111/size/10',
      '/products/15.0/size/10',
      '/products/abc',
    ]) {
      expect([path, answer(path)]).toEqual([path, { status: 308, location: 'http://shop.test/products' }]);
    }
    expect(answer('/product/abc')).toEqual({ status: 308, location: 'http://shop.test/products' });
    expect(answer('/products/0')).toEqual({ status: 308, location: 'http://shop.test/products' });
  });

  it('sends leading zeros once to the id as it is written, keeping the size', () => {
    expect(answer('/products/015')).toEqual({ status: 308, location: 'http://shop.test/products/15' });
    expect(answer('/products/015/size/10')).toEqual({ status: 308, location: 'http://shop.test/products/15/size/10' });
    expect(answer('/product/0015?size=16')).toEqual({ status: 308, location: 'http://shop.test/product/15?size=16' });
  });

  it('reads ids as digits only in the schema every route parses them with', () => {
    for (const raw of ['0x0F', '0b1111', '15.0', ' 15', '1e1', '015', '0', '-1', '+15', '2147483648', '']) {
      expect([raw, idParamSchema.safeParse(raw).success]).toEqual([raw, false]);
    }
    expect(idParamSchema.parse('15')).toBe(15);
    expect(idParamSchema.parse('2147483647')).toBe(2_147_483_647);
  });
});
