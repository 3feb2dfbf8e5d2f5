import { createHash } from 'node:crypto';
import SharedCacheHandler from './shared-cache-handler.cjs';
import { createSharedCacheState, type SharedCacheState } from './shared-cache-state.cjs';
import { until } from '@/test-support/until';
import { describeWithService } from '@/test-support/service-suite';

const PAGE_HTML = '<html><body><p>₹2,599</p><script>self.__next_f.push([1,"₹2,599"])</script></body></html>';
const page = (html: string, tags = 'products') => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('0:{}'),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  postponed: undefined,
  segmentData: new Map([['/_index', Buffer.from('1:{}')]]),
});
const PAGE_CTX = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const SET_CTX = { ...PAGE_CTX, cacheControl: { revalidate: 60, expire: undefined } };
const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('SharedCacheHandler in memory (the embedded default)', () => {
  let state: SharedCacheState;
  let cache: InstanceType<typeof SharedCacheHandler>;
  beforeEach(() => {
    state = createSharedCacheState(undefined);
    cache = new SharedCacheHandler({ sharedCacheState: state });
  });

  it('keeps a rendered page as ASCII with the script policy of its own inline scripts', async () => {
    const rendered = page(PAGE_HTML);
    await cache.set('/stored', rendered, SET_CTX);
    // On a miss Next serves the object it stored: it carries the ASCII page and its policy already.
    expect(rendered.html).toBe(
      '<html><body><p>&#8377;2,599</p><script>self.__next_f.push([1,"\\u20b92,599"])</script></body></html>',
    );
    const entry = await cache.get('/stored', PAGE_CTX);
    expect(entry?.value.html).toBe(rendered.html);
    const policy = `script-src 'self' ${sha('self.__next_f.push([1,"\\u20b92,599"])')}`;
    expect(entry?.value.headers?.['content-security-policy']).toBe(policy);
    expect(entry?.cacheControl).toEqual({ revalidate: 60, expire: undefined });
  });

  it('misses a page whose tag was expired after it was made, and keeps it when expired before', async () => {
    await cache.revalidateTag('categories');
    await new Promise((resolve) => setTimeout(resolve, 2));
    await cache.set('/list', page(PAGE_HTML, 'products,categories'), SET_CTX);
    expect(await cache.get('/list', PAGE_CTX)).not.toBeNull();
    await cache.revalidateTag(['products']);
    expect(await cache.get('/list', PAGE_CTX)).toBeNull();
  });

  it("answers to the tags Next asks about at read time (a cached read's tags and the page's path)", async () => {
    const fetched = { kind: 'FETCH', data: { headers: {}, body: 'e30=', url: '', status: 200 }, revalidate: 60 };
    await cache.set('read-key', fetched, { fetchCache: true, tags: ['shop-settings'] });
    const asked = { kind: 'FETCH', tags: ['shop-settings'], softTags: ['_N_T_/'] };
    expect((await cache.get('read-key', asked))?.value).toEqual(fetched);
    await cache.revalidateTag('_N_T_/');
    expect(await cache.get('read-key', { kind: 'FETCH', tags: ['shop-settings'], softTags: ['_N_T_/'] })).toBeNull();
  });

  it('stays within its memory bound, dropping the least recently used entry first', async () => {
    state.memory = { entries: new Map(), bytes: 0, limit: 3 * 1024 };
    const big = (n: number) => page(`<p>${'x'.repeat(1000)}${n}</p>`);
    await cache.set('/a', big(1), SET_CTX);
    await cache.set('/b', big(2), SET_CTX);
    await cache.get('/a', PAGE_CTX); // /a is now the most recent
    await cache.set('/c', big(3), SET_CTX);
    expect(state.memory.bytes).toBeLessThanOrEqual(3 * 1024);
    expect(await cache.get('/b', PAGE_CTX)).toBeNull();
    expect(await cache.get('/a', PAGE_CTX)).not.toBeNull();
    expect(await cache.get('/c', PAGE_CTX)).not.toBeNull();
  });

  it('keeps no redirect or not-found answer, so no spelling of an address fills the cache', async () => {
    state.memory = { entries: new Map(), bytes: 0, limit: 1024 * 1024 };
    for (let n = 0; n < 50; n++) {
      const redirect = { ...page(''), status: 308, headers: { location: '/products/15', 'x-next-cache-tags': 'p' } };
      await cache.set(`/products/15/size/x${n}`, redirect, SET_CTX);
      // The render put its Location on the response already; Next adds the value's headers to it too.
      expect(redirect.headers).not.toHaveProperty('location');
      expect(redirect.status).toBe(308);
      await cache.set(`/products/${n + 1000}`, { ...page('<p>Product not found</p>'), status: 404 }, SET_CTX);
    }
    expect(await cache.get('/products/15/size/x0', PAGE_CTX)).toBeNull();
    expect(await cache.get('/products/1000', PAGE_CTX)).toBeNull();
    expect(state.memory.entries.size).toBe(0);
  });

  it('forgets a kept page once it answers not found, and still keeps a page without a status', async () => {
    await cache.set('/products/7', page(PAGE_HTML), SET_CTX);
    expect(await cache.get('/products/7', PAGE_CTX)).not.toBeNull();
    await cache.set('/products/7', { ...page('<p>Product not found</p>'), status: 404 }, SET_CTX);
    expect(await cache.get('/products/7', PAGE_CTX)).toBeNull();
    await cache.set('/products/8', { ...page(PAGE_HTML), status: undefined }, SET_CTX);
    expect(await cache.get('/products/8', PAGE_CTX)).not.toBeNull();
  });

  it('forgets an entry set to null', async () => {
    await cache.set('/gone', page(PAGE_HTML), SET_CTX);
    await cache.set('/gone', null, SET_CTX);
    expect(await cache.get('/gone', PAGE_CTX)).toBeNull();
  });
});

// Two instances of the shop, each with its own memory, sharing one Redis (REDIS_URL in CI: TEST_REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL;
describeWithService(
  'Redis (TEST_REDIS_URL)',
  Boolean(redisUrl),
  'SharedCacheHandler across instances through Redis',
  () => {
    const prefix = `test-${process.pid}-${Date.now()}`;
    let a: SharedCacheState;
    let b: SharedCacheState;
    let onA: InstanceType<typeof SharedCacheHandler>;
    let onB: InstanceType<typeof SharedCacheHandler>;

    beforeAll(async () => {
      process.env.REDIS_KEY_PREFIX = prefix;
      a = createSharedCacheState(redisUrl);
      b = createSharedCacheState(redisUrl);
      onA = new SharedCacheHandler({ sharedCacheState: a });
      onB = new SharedCacheHandler({ sharedCacheState: b });
      expect(await until(async () => a.mode === 'shared' && b.mode === 'shared')).toBe(true);
    });
    afterAll(async () => {
      await Promise.all([a.redis?.close(), b.redis?.close()]);
      delete process.env.REDIS_KEY_PREFIX;
    });

    it('serves on B the page A rendered, Buffers and segment Map intact', async () => {
      await onA.set('/shared', page(PAGE_HTML), SET_CTX);
      const entry = await onB.get('/shared', PAGE_CTX);
      expect(entry?.value.html).toContain('&#8377;2,599');
      expect((entry?.value.rscData as Buffer).toString()).toBe('0:{}');
      expect((entry?.value.segmentData as Map<string, Buffer>).get('/_index')?.toString()).toBe('1:{}');
      expect(entry?.cacheControl).toEqual({ revalidate: 60 });
    });

    it("expires on B, within a second, a tag A expired, and tells B's listeners", async () => {
      await onA.set('/priced', page(PAGE_HTML, 'product:7'), SET_CTX);
      expect(await onB.get('/priced', PAGE_CTX)).not.toBeNull(); // now also in B's memory
      let heard = 0;
      b.onRemoteChange.add(() => heard++);
      const started = Date.now();
      await onA.revalidateTag('product:7');
      expect(await until(async () => (await onB.get('/priced', PAGE_CTX)) === null, 1000)).toBe(true);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(heard).toBeGreaterThan(0);
    });

    it('an instance that joins later learns the expiries made before it came', async () => {
      await onA.set('/old', page(PAGE_HTML, 'carousel'), SET_CTX);
      await onA.revalidateTag('carousel');
      const late = createSharedCacheState(redisUrl);
      try {
        expect(await until(async () => late.mode === 'shared')).toBe(true);
        expect(late.tagTimes.get('carousel')).toBe(a.tagTimes.get('carousel'));
        expect(await new SharedCacheHandler({ sharedCacheState: late }).get('/old', PAGE_CTX)).toBeNull();
      } finally {
        await late.redis?.close();
      }
    });
  },
);

describe('SharedCacheHandler when REDIS_URL names a Redis that does not answer', () => {
  it('serves nothing from cache, so every page is read from the database, and never throws', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = createSharedCacheState('redis://127.0.0.1:1');
    try {
      const cache = new SharedCacheHandler({ sharedCacheState: down });
      await cache.set('/p', page(PAGE_HTML), SET_CTX);
      expect(await cache.get('/p', PAGE_CTX)).toBeNull();
      await expect(cache.revalidateTag('products')).resolves.toBeUndefined();
      expect(down.mode).toBe('down');
      expect(await until(async () => warn.mock.calls.length > 0)).toBe(true);
      // Said once, however many times it fails to reconnect.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(warn.mock.calls.filter(([line]) => String(line).includes('does not answer'))).toHaveLength(1);
    } finally {
      await down.redis?.close();
      warn.mockRestore();
    }
  });
});
