// Every cache tag and lifetime of the storefront, in one table. Pages read the catalogue through the
// 'use cache' functions of lib/server/catalogue/cached-catalogue.ts, which take their cacheLife and cacheTag from
// here; writes that change what a page shows call invalidate*() (invalidate.ts), which expires these tags.
// A page's own lifetime is the shortest of the reads it renders (Next derives it), so no route states one.
import 'server-only';

/** A day: how long an entry may be kept at all. Every write expires its tags at once, so this only bounds
 *  what a quiet shop keeps; it must stay above five minutes, or Next would not cache the page around it. */
const EXPIRE_S = 24 * 3600;

/**
 * Lifetimes of the cached reads, as `cacheLife` profiles: `revalidate` is how many seconds one may be
 * served before the next request refreshes it (in the background), `stale` how long a browser's router may
 * reuse it without asking.
 */
export const CACHE_LIFE = {
  settings: { stale: 60, revalidate: 300, expire: EXPIRE_S },
  categories: { stale: 60, revalidate: 300, expire: EXPIRE_S },
  carousel: { stale: 60, revalidate: 300, expire: EXPIRE_S },
  productList: { stale: 30, revalidate: 60, expire: EXPIRE_S },
  /** Stock shown on a product page must follow an order within a minute. */
  product: { stale: 30, revalidate: 60, expire: EXPIRE_S },
  /** The product feeds; every catalogue, category or settings write expires them at once. */
  feed: { stale: 300, revalidate: 3600, expire: EXPIRE_S },
} as const;

export const CACHE_TAGS = {
  settings: 'shop-settings',
  categories: 'categories',
  carousel: 'carousel',
  products: 'products',
  product: (id: number) => `product:${id}`,
} as const;
