// Catalogue reads for pages, cached across requests with the tags and lifetimes of cache-manifest.ts.
// Route handlers read the domain functions directly; pages go through these.
//
// The build reads no database: while `next build` prerenders, each read answers an empty shop instead.
// Nothing built that way is ever served (our cache handler does not read the build's prerendered pages),
// so every page is rendered from the real database on its first request after a deploy and cached from then.
import 'server-only';
import { unstable_cache } from 'next/cache';
import { getProduct, listCarouselImages, listCategories, listProducts, productSitemapEntries, relatedProducts } from '@/lib/server/catalogue';
import { DEFAULT_SHOP_SETTINGS, getShopSettings } from '@/lib/server/settings/shop-settings';
import { PAGE_SIZE } from '@/lib/shared/constants';
import { CACHE_LIFE, CACHE_TAGS } from './cache-manifest';

const building = process.env.NEXT_PHASE === 'phase-production-build';

/** The read, or during the build a function that answers `empty` without touching any database. */
function unlessBuilding<A extends unknown[], T>(read: (...args: A) => Promise<T>, empty: T): (...args: A) => Promise<T> {
  return building ? async () => empty : read;
}

export const cachedShopSettings = unstable_cache(unlessBuilding(getShopSettings, DEFAULT_SHOP_SETTINGS), ['shop-settings'], {
  tags: [CACHE_TAGS.settings],
  revalidate: CACHE_LIFE.settings,
});

export const cachedCategories = unstable_cache(unlessBuilding(listCategories, []), ['categories'], {
  tags: [CACHE_TAGS.categories, CACHE_TAGS.products],
  revalidate: CACHE_LIFE.categories,
});

export const cachedCarouselImages = unstable_cache(unlessBuilding(listCarouselImages, []), ['carousel'], {
  tags: [CACHE_TAGS.carousel],
  revalidate: CACHE_LIFE.carousel,
});

export const cachedProductList = unstable_cache(
  unlessBuilding(listProducts, { products: [], pagination: { current_page: 1, per_page: PAGE_SIZE.products, total_pages: 0, total_count: 0 } }),
   ['product-list'], {
  tags: [CACHE_TAGS.products],
  revalidate: CACHE_LIFE.productList,
});

export function cachedProduct(id: number) {
  return unstable_cache(unlessBuilding(getProduct, null), ['product', String(id)], {
    tags: [CACHE_TAGS.product(id), CACHE_TAGS.products],
    revalidate: CACHE_LIFE.product,
  })(id);
}

export function cachedRelatedProducts(product: { id: number; category_id: number | null }) {
  return unstable_cache(unlessBuilding(relatedProducts, []), ['related', String(product.id)], {
    tags: [CACHE_TAGS.product(product.id), CACHE_TAGS.products],
    revalidate: CACHE_LIFE.product,
  })(product);
}

const sitemapProducts = unstable_cache(async () => (building ? [] : await productSitemapEntries()).map((p) => ({ id: p.id, updatedAt: p.updatedAt.toISOString() })), ['sitemap-products'], {
  tags: [CACHE_TAGS.products],
  revalidate: CACHE_LIFE.sitemap,
});

/** Every active product with its last change, for sitemap.xml: a new or hidden piece shows there at once. */
export async function cachedSitemapProducts(): Promise<{ id: number; updatedAt: Date }[]> {
  return (await sitemapProducts()).map((p) => ({ id: p.id, updatedAt: new Date(p.updatedAt) }));
}
