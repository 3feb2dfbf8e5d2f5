// What the sitemap lists: the home page, all categories, the product list, each category's list (only
// categories with products: an empty list is not worth a crawl) and every active product with its last change.
import 'server-only';
import type { MetadataRoute } from 'next';
import { absoluteUrl } from './site-url';

type CategoryForSitemap = { id: number; products_count: number };
type ProductForSitemap = { id: number; updatedAt: Date };

export function sitemapEntries(
  categories: readonly CategoryForSitemap[],
  products: readonly ProductForSitemap[],
): MetadataRoute.Sitemap {
  const newest = products.reduce<Date | undefined>(
    (latest, p) => (!latest || p.updatedAt > latest ? p.updatedAt : latest),
    undefined,
  );
  return [
    { url: absoluteUrl('/'), lastModified: newest, changeFrequency: 'daily', priority: 1 },
    { url: absoluteUrl('/categories'), lastModified: newest, changeFrequency: 'weekly', priority: 0.6 },
    { url: absoluteUrl('/products'), lastModified: newest, changeFrequency: 'daily', priority: 0.8 },
    ...categories
      .filter((c) => c.products_count > 0)
      .map((c) => ({
        url: absoluteUrl(`/products?category_id=${c.id}`),
        changeFrequency: 'weekly' as const,
        priority: 0.7,
      })),
    ...products.map((p) => ({
      url: absoluteUrl(`/products/${p.id}`),
      lastModified: p.updatedAt,
      changeFrequency: 'weekly' as const,
      priority: 0.9,
    })),
  ];
}
