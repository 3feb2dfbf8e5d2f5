// Structured data that pages build from what they already hold, on the server or in the browser alike: the
// shop's origin is passed in (the server knows it from SITE_URL: lib/server/seo/site-url.ts), so nothing here
// reads the environment. URLs are absolute, as search engines require.
import type { BreadcrumbList, Product, Review, WithContext } from 'schema-dts';
import { CURRENCY } from '@/lib/shared/constants';
import type { ProductPageData } from '@/lib/shared/catalogue/product-page-data';
import type { ApiReview } from '@/lib/shared/schemas/review-schema';
import { canonicalProductPath } from '@/lib/shared/catalogue/product-links';
import type { BreadcrumbItem } from './page-meta';
import { merchantReturnPolicy, offerShippingDetails, type MerchantTerms } from './merchant-terms';

/** `/media/x.webp` or `/products/3` on the given origin; an absolute http(s) URL is kept as it is. */
export function urlOn(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return new URL(pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`, origin).toString();
}

/** Positions count from 1 in the given order: Home first, the current page last. */
export function breadcrumbListJsonLd(items: readonly BreadcrumbItem[], origin: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: urlOn(origin, item.path),
    })),
  };
}

/** An approved review as schema.org's Review: its stars, its author, and what it says. */
function reviewJsonLd(review: ApiReview): Review {
  return {
    '@type': 'Review',
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    author: { '@type': 'Person', name: review.author },
    name: review.title,
    reviewBody: review.body,
    datePublished: review.created_at.slice(0, 10),
  };
}

/**
 * The Offer carries the shop's shipping and return terms, as merchant listings ask (merchant-terms.ts). The
 * rating and the reviews are the approved ones the page shows (issue 33); a piece with none has neither.
 */
export function productJsonLd(
  product: ProductPageData,
  shopName: string,
  origin: string,
  terms: MerchantTerms,
  reviews: readonly ApiReview[] = [],
): WithContext<Product> {
  const rated = product.reviewCount > 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    image: product.pictures.map((picture) => urlOn(origin, picture.src)),
    description: product.description,
    sku: product.sku,
    brand: { '@type': 'Brand', name: shopName },
    ...(product.category ? { category: product.category.name } : {}),
    ...(product.metal ? { material: product.metal } : {}),
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: CURRENCY,
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: urlOn(origin, canonicalProductPath(product.id)),
      itemCondition: 'https://schema.org/NewCondition',
      shippingDetails: offerShippingDetails(terms),
      hasMerchantReturnPolicy: merchantReturnPolicy(terms),
    },
    // A rating with no reviews behind it is not a rating: search engines reject it.
    ...(rated && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.rating,
        reviewCount: product.reviewCount,
        bestRating: 5,
        worstRating: 1,
      },
    }),
    ...(rated && reviews.length > 0 && { review: reviews.map(reviewJsonLd) }),
  };
}
