// The product page's reviews as a 'use cache' read, beside the domain it reads (the catalogue's cached reads
// live in catalogue/cached-catalogue.ts): a moderation expires it with the product's tag.
import 'server-only';
import { CACHE_LIFE, CACHE_TAGS, building, cachedFor } from '@/lib/server/cache';
import { listApprovedReviews } from './read-reviews';

/** A page of the piece's approved reviews. */
export async function cachedProductReviews(id: number, page = 1, perPage?: number) {
  'use cache';
  cachedFor(CACHE_LIFE.product, CACHE_TAGS.product(id), CACHE_TAGS.products);
  if (building) {
    const pagination = { current_page: page, per_page: perPage ?? 0, total_pages: 0, total_count: 0 };
    return { reviews: [], rating: 0, review_count: 0, pagination };
  }
  return listApprovedReviews(id, { page, per_page: perPage });
}
