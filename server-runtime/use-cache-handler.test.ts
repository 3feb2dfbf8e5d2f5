import useCache from './use-cache-handler.cjs';
import { createSharedCacheState, type SharedCacheState } from './shared-cache-state.cjs';
import { until } from '@/test-support/until';
import { describeWithService } from '@/test-support/service-suite';

const { createUseCacheHandler } = useCache;
type Handler = ReturnType<typeof createUseCacheHandler>;

const streamOf = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      const bytes = new TextEncoder().encode(text);
      // In two chunks, as Next writes a longer entry.
      controller.enqueue(bytes.slice(0, 3));
      controller.enqueue(bytes.slice(3));
      controller.close();
    },
  });
const entry = (text: string, tags: string[] = ['products'], timestamp = Date.now()) => ({
  value: streamOf(text),
  tags,
  stale: 30,
  timestamp,
  expire: 86400,
  revalidate: 60,
});
const textOf = async (found: { value: ReadableStream<Uint8Array> } | undefined) =>
  found ? new Response(found.value).text() : undefined;

describe("the 'use cache' handler in memory (the embedded default)", () => {
  let state: SharedCacheState;
  let cache: Handler;
  beforeEach(() => {
    state = createSharedCacheState(undefined);
    cache = createUseCacheHandler(state);
  });

  it('gives back what was set, as a new stream on every get, with its lifetimes', async () => {
    await cache.set('k', Promise.resolve(entry('₹2,599 ring')));
    const first = await cache.get('k', []);
    expect(await textOf(first)).toBe('₹2,599 ring');
    expect(await textOf(await cache.get('k', []))).toBe('₹2,599 ring');
    expect(first).toMatchObject({ tags: ['products'], stale: 30, expire: 86400, revalidate: 60 });
  });

  it('makes a get wait for a set still being written instead of missing', async () => {
    let finish!: (value: ReturnType<typeof entry>) => void;
    const setting = cache.set('slow', new Promise((resolve) => (finish = resolve)));
    const getting = cache.get('slow', []);
    finish(entry('late'));
    await setting;
    expect(await textOf(await getting)).toBe('late');
  });

  it("misses an entry whose own tag or the asking page's tag expired after it was made", async () => {
    await cache.set('p7', Promise.resolve(entry('seven', ['product:7'], Date.now() - 10)));
    await cache.set('list', Promise.resolve(entry('list', ['products'], Date.now() - 10)));
    await cache.updateTags(['product:7']);
    expect(await cache.get('p7', [])).toBeUndefined();
    expect(await textOf(await cache.get('list', []))).toBe('list');
    expect(await cache.get('list', ['_N_T_/products'])).toBeDefined();
    state.tagTimes.set('_N_T_/products', Date.now());
    expect(await cache.get('list', ['_N_T_/products'])).toBeUndefined();
    expect(await cache.getExpiration(['product:7', 'other'])).toBe(state.tagTimes.get('product:7'));
    expect(await cache.getExpiration(['never'])).toBe(0);
  });

  it('keeps nothing of a read that failed half way', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1, 2]));
        controller.error(new Error('the query failed'));
      },
    });
    await cache.set('broken', Promise.resolve({ ...entry('x'), value: broken }));
    expect(await cache.get('broken', [])).toBeUndefined();
  });

  it('stays within the memory bound it shares with the pages', async () => {
    state.memory = { entries: new Map(), bytes: 0, limit: 1024 };
    for (let i = 0; i < 10; i++) await cache.set(`big${i}`, Promise.resolve(entry('x'.repeat(300))));
    expect(state.memory.bytes).toBeLessThanOrEqual(1024);
    expect(await cache.get('big0', [])).toBeUndefined();
    expect(await textOf(await cache.get('big9', []))).toBe('x'.repeat(300));
  });
});

// Two instances, each with its own memory, sharing one Redis (TEST_REDIS_URL; set by npm test in CI).
const redisUrl = process.env.TEST_REDIS_URL;
describeWithService(
  'Redis (TEST_REDIS_URL)',
  Boolean(redisUrl),
  "the 'use cache' handler across instances through Redis",
  () => {
    const prefix = `test-use-cache-${process.pid}-${Date.now()}`;
    let a: SharedCacheState;
    let b: SharedCacheState;
    let onA: Handler;
    let onB: Handler;

    beforeAll(async () => {
      process.env.REDIS_KEY_PREFIX = prefix;
      a = createSharedCacheState(redisUrl);
      b = createSharedCacheState(redisUrl);
      onA = createUseCacheHandler(a);
      onB = createUseCacheHandler(b);
      expect(await until(async () => a.mode === 'shared' && b.mode === 'shared')).toBe(true);
    });
    afterAll(async () => {
      await Promise.all([a.redis?.close(), b.redis?.close()]);
      delete process.env.REDIS_KEY_PREFIX;
    });

    it('serves on B the read A made, and expires it on B within a second of A expiring its tag', async () => {
      await onA.set('price', Promise.resolve(entry('₹2,599', ['product:9'], Date.now() - 10)));
      expect(await textOf(await onB.get('price', []))).toBe('₹2,599');
      const started = Date.now();
      await onA.updateTags(['product:9']);
      expect(await until(async () => (await onB.get('price', [])) === undefined, 1000)).toBe(true);
      expect(Date.now() - started).toBeLessThan(1000);
    });
  },
);

describe("the 'use cache' handler when REDIS_URL names a Redis that does not answer", () => {
  it('keeps and serves nothing, so every read goes to the database, and never throws', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = createSharedCacheState('redis://127.0.0.1:1');
    try {
      const cache = createUseCacheHandler(down);
      await cache.set('k', Promise.resolve(entry('x')));
      expect(await cache.get('k', [])).toBeUndefined();
      await expect(cache.updateTags(['products'])).resolves.toBeUndefined();
    } finally {
      await down.redis?.close();
      warn.mockRestore();
    }
  });
});
