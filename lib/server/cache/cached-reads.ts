// Catalogue reads for pages, cached across requests with the tags and lifetimes of cache-manifest.ts.
// Route handlers read the domain functions directly; pages go through these.
import 'server-only';
import { unstable_cache } from 'next/cache';
import { getProduct, listCarouselImages, listCategories, listProducts, productSitemapEntries, relatedProducts } from '@/lib/server/catalogue';
import { getShopSettings } from '@/lib/server/settings/shop-settings';
import { CACHE_LIFE, CACHE_TAGS } from './cache-manifest';

export const cachedShopSettings = unstable_cache(getShopSettings, ['shop-settings'], {
  tags: [CACHE_TAGS.settings],
  revalidate: CACHE_LIFE.settings,
});

export const cachedCategories = unstable_cache(listCategories, ['categories'], {
  tags: [CACHE_TAGS.categories, CACHE_TAGS.products],
  revalidate: CACHE_LIFE.categories,
});

export const cachedCarouselImages = unstable_cache(listCarouselImages, ['carousel'], {
  tags: [CACHE_TAGS.carousel],
  revalidate: CACHE_LIFE.carousel,
});

export const cachedProductList = unstable_cache(listProducts, ['product-list'], {
  tags: [CACHE_TAGS.products],
  revalidate: CACHE_LIFE.productList,
});

export function cachedProduct(id: number) {
  return unstable_cache(getProduct, ['product', String(id)], {
    tags: [CACHE_TAGS.product(id), CACHE_TAGS.products],
    revalidate: CACHE_LIFE.product,
  })(id);
}

export function cachedRelatedProducts(product: { id: number; category_id: number | null }) {
  return unstable_cache(relatedProducts, ['related', String(product.id)], {
    tags: [CACHE_TAGS.product(product.id), CACHE_TAGS.products],
    revalidate: CACHE_LIFE.product,
  })(product);
}

const sitemapProducts = unstable_cache(async () => (await productSitemapEntries()).map((p) => ({ id: p.id, updatedAt: p.updatedAt.toISOString() })), ['sitemap-products'], {
  tags: [CACHE_TAGS.products],
  revalidate: CACHE_LIFE.sitemap,
});

/** Every active product with its last change, for sitemap.xml: a new or hidden piece shows there at once. */
export async function cachedSitemapProducts(): Promise<{ id: number; updatedAt: Date }[]> {
  return (await sitemapProducts()).map((p) => ({ id: p.id, updatedAt: new Date(p.updatedAt) }));
}
