import type { MetadataRoute } from 'next';
import { listCategories, productSitemapEntries } from '@/lib/server/catalogue';
import { sitemapEntries } from '@/lib/server/seo/sitemap-entries';

export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [categories, products] = await Promise.all([listCategories(), productSitemapEntries()]);
  return sitemapEntries(categories, products);
}
