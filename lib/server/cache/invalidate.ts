// Called by writes that change what catalogue pages show. Expiring a tag makes the next request rebuild.
import 'server-only';
import { revalidateTag } from 'next/cache';
import { CACHE_TAGS } from './cache-manifest';
import { clearReadCache } from '@/lib/server/catalogue/read-cache';

function expire(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch {
    // Outside a Next request (scripts, unit tests) there is no page cache to expire.
  }
}

/** Stock or price of these products changed (an order, a cancellation, an expiry). */
export function invalidateProducts(productIds: Iterable<number>): void {
  clearReadCache();
  for (const id of new Set(productIds)) expire(CACHE_TAGS.product(id));
  expire(CACHE_TAGS.products);
}

export function invalidateSettings(): void {
  expire(CACHE_TAGS.settings);
}

export function invalidateCategories(): void {
  expire(CACHE_TAGS.categories);
}

export function invalidateCarousel(): void {
  expire(CACHE_TAGS.carousel);
}
