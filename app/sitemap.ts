import type { MetadataRoute } from 'next';
import { cachedCategories, cachedSitemapProducts } from '@/lib/server/catalogue/cached-catalogue';
import { sitemapEntries } from '@/lib/server/seo/sitemap-entries';

/** Read through the tagged caches, so a back-office write (a new, changed or hidden piece) expires it at once. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [categories, products] = await Promise.all([cachedCategories(), cachedSitemapProducts()]);
  return sitemapEntries(categories, products);
}
