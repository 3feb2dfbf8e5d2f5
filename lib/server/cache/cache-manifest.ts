// Every cache tag and lifetime of the storefront, in one table. Pages read the catalogue through
// lib/server/cache/cached-reads.ts; writes that change what a page shows call invalidate*() below.
import 'server-only';

/** Seconds a cached read (and the ISR page built from it) may be served before it is refreshed. */
export const CACHE_LIFE = {
  settings: 300,
  categories: 300,
  carousel: 300,
  productList: 60,
  /** Stock shown on a product page must follow an order within a minute. */
  product: 60,
  /** sitemap.xml; every catalogue write expires it at once through the products tag. */
  sitemap: 3600,
} as const;

export const CACHE_TAGS = {
  settings: 'shop-settings',
  categories: 'categories',
  carousel: 'carousel',
  products: 'products',
  product: (id: number) => `product:${id}`,
} as const;
