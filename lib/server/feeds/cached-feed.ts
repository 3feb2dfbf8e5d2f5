// The product feeds' text, cached across requests ('use cache') under the tags of what a feed shows.
import 'server-only';
import { CACHE_LIFE, CACHE_TAGS, building, cachedFor } from '@/lib/server/cache';
import { productFeedText, type FeedKind } from './product-feed';

/** A product feed's text for a shop of ordinary size; null past that (the route streams it instead). */
export async function cachedProductFeed(kind: FeedKind, origin: string): Promise<string | null> {
  'use cache';
  cachedFor(CACHE_LIFE.feed, CACHE_TAGS.products, CACHE_TAGS.categories, CACHE_TAGS.settings);
  return building ? null : productFeedText(kind, origin);
}
