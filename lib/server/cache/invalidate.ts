// Called by writes that change what catalogue pages and the catalogue API show. Expiring a tag makes the next
// request rebuild what carries it.
import 'server-only';
import { revalidateTag } from 'next/cache';
import { CACHE_TAGS } from './cache-manifest';
import { expireTags } from '@/server-runtime/memory-store.cjs';
import { sharedCacheState } from '@/server-runtime/shared-cache-state.cjs';

function expire(tags: string[]): void {
  // Both of our cache handlers read expiries from the process's shared state, so marking the tags there
  // expires them at once, on this instance and (published through Redis) on the others. Next's
  // revalidateTag alone would reach the handlers only after the write has answered (its pending expiries run
  // once the response is sent), and not at all outside a request (the sweep that releases expired orders).
  void expireTags(sharedCacheState(), tags);
  for (const tag of tags) {
    try {
      // Next's own record: reads later in this same request skip the cache.
      revalidateTag(tag, { expire: 0 });
    } catch {
      // Outside a Next request (the sweep, scripts, unit tests) there is none.
    }
  }
}

/** Stock or price of these products changed (an order, a cancellation, an expiry). */
export function invalidateProducts(productIds: Iterable<number>): void {
  expire([...new Set(productIds)].map(CACHE_TAGS.product).concat(CACHE_TAGS.products));
}

export function invalidateSettings(): void {
  expire([CACHE_TAGS.settings]);
}

export function invalidateCategories(): void {
  expire([CACHE_TAGS.categories]);
}

export function invalidateCarousel(): void {
  expire([CACHE_TAGS.carousel]);
}
