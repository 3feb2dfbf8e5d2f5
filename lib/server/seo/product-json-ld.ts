// Product structured data for product pages (their BreadcrumbList comes from json-ld.ts). Rendered with
// components/seo/json-ld.tsx. URLs are absolute, as search engines require.
import 'server-only';
import type { Product, WithContext } from 'schema-dts';
import type { ApiProduct } from '@/lib/shared/schemas/catalogue-schema';
import { CURRENCY } from '@/lib/shared/constants';
import { imageSrc } from '@/lib/shared/catalogue/image-src';
import { canonicalProductPath } from '@/lib/shared/catalogue/product-links';
import { absoluteUrl } from './site-url';

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
