// Catalogue reads for pages and the API, cached across requests ('use cache') with the tags and lifetimes of
// cache/cache-manifest.ts, in the handler that keeps them in memory and, with REDIS_URL, shares them between
// instances (use-cache-handler.cjs). Writes, scripts and checkout read the domain functions directly.
// While `next build` prerenders each read answers an empty shop (cache/cached-for.ts says why).
import 'server-only';
import { PAGE_SIZE } from '@/lib/shared/constants';
import type { ProductFilter } from '@/lib/shared/schemas/catalogue-schema';
import { CACHE_LIFE, CACHE_TAGS, building, cachedFor } from '@/lib/server/cache';
import { chooseCategories, listCategories, type CategoryFilter } from './categories';
import { listCarouselImages } from './carousel';
import { getProduct, listProducts, relatedProducts } from './products';
import { countProducts, type ProductCountQuery } from './product-counts';
import { countAdminProducts, type AdminProductCountQuery } from './product-admin-read';

export async function cachedCategories() {
  'use cache';
  // A category's product count follows the catalogue.
  cachedFor(CACHE_LIFE.categories, CACHE_TAGS.categories, CACHE_TAGS.products);
  return building ? [] : listCategories();
}

/**
 * The API's categories as its JSON text (see cachedProductListJson), chosen out of cachedCategories: counting
 * the pieces under every category is a quarter of a second's work at 100,000 pieces, done once for every
 * filter and every category the API is asked for.
 */
export async function cachedCategoriesJson(filter: CategoryFilter): Promise<string> {
  'use cache';
  cachedFor(CACHE_LIFE.categories, CACHE_TAGS.categories, CACHE_TAGS.products);
  return JSON.stringify({ categories: chooseCategories(await cachedCategories(), filter) });
}

/** One category with its count, for the API's list of a category's products. */
export async function cachedCategory(id: number) {
  'use cache';
  cachedFor(CACHE_LIFE.categories, CACHE_TAGS.categories, CACHE_TAGS.products);
  return (await cachedCategories()).find((c) => c.id === id) ?? null;
}

export async function cachedCarouselImages() {
  'use cache';
  cachedFor(CACHE_LIFE.carousel, CACHE_TAGS.carousel);
  return building ? [] : listCarouselImages();
}

export async function cachedProductList(query: ProductFilter) {
  'use cache';
  cachedFor(CACHE_LIFE.productList, CACHE_TAGS.products);
  if (building)
    return {
      products: [],
      pagination: { current_page: 1, per_page: PAGE_SIZE.products, total_pages: 0, total_count: 0 },
    };
  return listProducts(query, cachedProductCount);
}

/**
 * The API's answer for a page of products, as its JSON text, `head`'s fields first. A hit is then one string,
 * where the page's objects would be rebuilt from Next's cache stream and written out again on every request.
 */
export async function cachedProductListJson(query: ProductFilter, head: Record<string, unknown> = {}): Promise<string> {
  'use cache';
  cachedFor(CACHE_LIFE.productList, CACHE_TAGS.products);
  return JSON.stringify({ ...head, ...(await cachedProductList(query)) });
}

/** Whether a count is of a category's whole list (nothing else narrows it): the count its menu entry holds. */
function categoryOnly(query: ProductCountQuery): query is ProductCountQuery & { categoryId: number } {
  const { categoryId, minPriceRupees, maxPriceRupees, featured, stoneType, certified, match, words } = query;
  const narrowed = [minPriceRupees, maxPriceRupees, featured, stoneType, certified].some((v) => v !== undefined);
  return categoryId !== undefined && match === 'all' && words.length === 0 && !narrowed;
}

/**
 * A list's or a search tier's count, kept apart from its pages: paging or re-sorting counts it once. A
 * category's whole list is counted already, in the category menu (products_count, the same rows): its first
 * page asks the database nothing more, where counting a top-level category's tens of thousands of pieces
 * took tens of milliseconds at 60,000.
 */
export async function cachedProductCount(query: ProductCountQuery) {
  'use cache';
  cachedFor(CACHE_LIFE.productList, CACHE_TAGS.products);
  if (building) return 0;
  const menu = categoryOnly(query)
    ? (await cachedCategories()).find((c) => c.id === query.categoryId)?.products_count
    : undefined;
  return menu ?? countProducts(query);
}

/** The back office's count of its list. The low-stock filter reads its threshold from the settings. */
export async function cachedAdminProductCount(query: AdminProductCountQuery) {
  'use cache';
  cachedFor(CACHE_LIFE.productList, CACHE_TAGS.products, CACHE_TAGS.settings);
  return countAdminProducts(query);
}

/** The API's answer for one product as its JSON text (see cachedProductListJson); null when there is none. */
export async function cachedProductJson(id: number): Promise<string | null> {
  'use cache';
  cachedFor(CACHE_LIFE.product, CACHE_TAGS.product(id), CACHE_TAGS.products);
  const product = await cachedProduct(id);
  return product ? JSON.stringify({ product }) : null;
}

export async function cachedProduct(id: number) {
  'use cache';
  cachedFor(CACHE_LIFE.product, CACHE_TAGS.product(id), CACHE_TAGS.products);
  return building ? null : getProduct(id);
}

/** Two numbers rather than the product: the arguments are the cache key. */
export async function cachedRelatedProducts(productId: number, categoryId: number | null) {
  'use cache';
  cachedFor(CACHE_LIFE.product, CACHE_TAGS.product(productId), CACHE_TAGS.products);
  return building ? [] : relatedProducts({ id: productId, category_id: categoryId });
}
