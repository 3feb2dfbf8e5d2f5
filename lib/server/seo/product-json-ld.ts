// Structured data of the catalogue pages: Product and BreadcrumbList on product pages, BreadcrumbList on
// product lists. Rendered with components/seo/json-ld.tsx. URLs are absolute, as search engines require.
import type { BreadcrumbList, Product, WithContext } from 'schema-dts';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue';
import { CURRENCY } from '@/lib/shared/constants';
import { imageSrc } from '@/components/catalogue/image-src';
import { canonicalProductPath } from '@/components/catalogue/product-links';
import { absoluteUrl } from './catalogue-metadata';

export type Crumb = { name: string; path: string };

export function breadcrumbListJsonLd(items: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function productJsonLd(product: ApiProduct, shopName: string): WithContext<Product> {
  const images = product.image_urls.map(imageSrc).filter((src): src is string => src !== null).map(absoluteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: images,
    description: product.description,
    sku: product.slug || String(product.id),
    brand: { '@type': 'Brand', name: shopName },
    ...(product.category ? { category: product.category.name } : {}),
    ...(product.metal ? { material: product.metal } : {}),
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: CURRENCY,
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: absoluteUrl(canonicalProductPath(product.id)),
      itemCondition: 'https://schema.org/NewCondition',
    },
    // A rating with no reviews behind it is not a rating: search engines reject it.
    ...(product.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}
