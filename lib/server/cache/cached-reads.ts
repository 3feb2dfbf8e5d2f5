// Catalogue reads for pages, cached across requests ('use cache') with the tags and lifetimes of
// cache-manifest.ts. Route handlers read the domain functions directly; pages go through these.
//
// The build reads no database: while `next build` prerenders, each read answers an empty shop instead.
// Nothing built that way is ever served (our cache handlers read nothing the build made), so every page is
// rendered from the real database on its first request after a deploy and cached from then.
import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getProduct, listCarouselImages, listCategories, listProducts, productSitemapEntries, relatedProducts } from '@/lib/server/catalogue';
import { DEFAULT_SHOP_SETTINGS, getShopSettings } from '@/lib/server/settings/shop-settings';
import { PAGE_SIZE } from '@/lib/shared/constants';
import type { ProductFilter } from '@/lib/shared/schemas/catalogue-schema';
import { CACHE_LIFE, CACHE_TAGS } from './cache-manifest';

const building = process.env.NEXT_PHASE === 'phase-production-build';

export async function cachedShopSettings() {
  'use cache';
  cacheLife(CACHE_LIFE.settings);
  cacheTag(CACHE_TAGS.settings);
  return building ? DEFAULT_SHOP_SETTINGS : getShopSettings();
}

export async function cachedCategories() {
  'use cache';
  cacheLife(CACHE_LIFE.categories);
  // A category's product count follows the catalogue.
  cacheTag(CACHE_TAGS.categories, CACHE_TAGS.products);
  return building ? [] : listCategories();
}

export async function cachedCarouselImages() {
  'use cache';
  cacheLife(CACHE_LIFE.carousel);
  cacheTag(CACHE_TAGS.carousel);
  return building ? [] : listCarouselImages();
}

export async function cachedProductList(query: ProductFilter) {
  'use cache';
  cacheLife(CACHE_LIFE.productList);
  cacheTag(CACHE_TAGS.products);
  if (building) return { products: [], pagination: { current_page: 1, per_page: PAGE_SIZE.products, total_pages: 0, total_count: 0 } };
  return listProducts(query);
}

export async function cachedProduct(id: number) {
  'use cache';
  cacheLife(CACHE_LIFE.product);
  cacheTag(CACHE_TAGS.product(id), CACHE_TAGS.products);
  return building ? null : getProduct(id);
}

/** Two numbers rather than the product: the arguments are the cache key. */
export async function cachedRelatedProducts(productId: number, categoryId: number | null) {
  'use cache';
  cacheLife(CACHE_LIFE.product);
  cacheTag(CACHE_TAGS.product(productId), CACHE_TAGS.products);
  return building ? [] : relatedProducts({ id: productId, category_id: categoryId });
}

/** Every active product with its last change, for sitemap.xml: a new or hidden piece shows there at once. */
export async function cachedSitemapProducts(): Promise<{ id: number; updatedAt: Date }[]> {
  'use cache';
  cacheLife(CACHE_LIFE.sitemap);
  cacheTag(CACHE_TAGS.products);
  return building ? [] : productSitemapEntries();
}
