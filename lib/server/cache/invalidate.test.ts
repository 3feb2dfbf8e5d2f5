// A write expires what it changed at once, also outside a request: the sweep that releases expired orders
// runs on a timer, where Next's revalidateTag has no request to attach to.
import useCache from '@/server-runtime/use-cache-handler.cjs';
import { sharedCacheState } from '@/server-runtime/shared-cache-state.cjs';
import { invalidateCategories, invalidateProducts } from './invalidate';

const entry = (tags: string[]) => ({
  value: new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(new TextEncoder().encode('cached')), c.close()) }),
  tags,
  stale: 30,
  timestamp: Date.now() - 5,
  expire: 86400,
  revalidate: 60,
});

describe('invalidate*() outside a request', () => {
  const cache = useCache.createUseCacheHandler(sharedCacheState());

  it("expires the product's reads and every list in the process's cache before it returns", async () => {
    await cache.set('product-7', Promise.resolve(entry(['product:7', 'products'])));
    await cache.set('list', Promise.resolve(entry(['products'])));
    await cache.set('product-8-page', Promise.resolve(entry(['product:8'])));
    await cache.set('categories', Promise.resolve(entry(['categories'])));
    expect(await cache.get('product-7', [])).toBeDefined();

    invalidateProducts([7, 7]);

    expect(await cache.get('product-7', [])).toBeUndefined();
    expect(await cache.get('list', [])).toBeUndefined();
    // What carries neither the product's tag nor the catalogue's is kept.
    expect(await cache.get('product-8-page', [])).toBeDefined();
    expect(await cache.get('categories', [])).toBeDefined();
    invalidateCategories();
    expect(await cache.get('categories', [])).toBeUndefined();
  });
});
