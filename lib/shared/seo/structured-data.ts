// Structured data that pages build from what they already hold, on the server or in the browser alike: the
// shop's origin is passed in (the server knows it from SITE_URL: lib/server/seo/site-url.ts), so nothing here
// reads the environment. URLs are absolute, as search engines require.
import type {
  AggregateOffer,
  BreadcrumbList,
  ItemAvailability,
  Offer,
  Product,
  PropertyValue,
  Review,
  WithContext,
} from 'schema-dts';
import { certificateText, certificateUrl, stoneText } from '@/lib/shared/catalogue/stones';
import { CURRENCY } from '@/lib/shared/constants';
import type { PageVariant, ProductPageData } from '@/lib/shared/catalogue/product-page-data';
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

const availability = (inStock: boolean): ItemAvailability =>
  inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

/** What every Offer of the piece says alike: where it is sold, its condition, shipping and returns. */
function offerTerms(product: ProductPageData, origin: string, terms: MerchantTerms) {
  return {
    priceCurrency: CURRENCY,
    url: urlOn(origin, canonicalProductPath(product.id)),
    itemCondition: 'https://schema.org/NewCondition',
    shippingDetails: offerShippingDetails(terms),
    hasMerchantReturnPolicy: merchantReturnPolicy(terms),
  } as const;
}

/** One size's own Offer: its price and stock, named by size, with the same shipping and return terms. */
function sizeOffer(product: ProductPageData, variant: PageVariant, origin: string, terms: MerchantTerms): Offer {
  return {
    '@type': 'Offer',
    name: variant.size,
    sku: `${product.sku}-${variant.size}`,
    price: variant.price.toFixed(2),
    availability: availability(variant.stock > 0),
    ...offerTerms(product, origin, terms),
  };
}

/**
 * The piece's Offer. A piece in sizes gets an AggregateOffer: its lowest and highest price and, inside, one Offer
 * per size with that size's price and stock. It keeps `price` (the lowest, as the page shows "From"),
 * availability and the shipping and return terms on itself too (an AggregateOffer is an Offer), so a reader of
 * the single Offer finds what it found before sizes had prices of their own.
 */
function productOffer(product: ProductPageData, origin: string, terms: MerchantTerms): Offer | AggregateOffer {
  const single = {
    price: product.price.toFixed(2),
    availability: availability(product.inStock),
    ...offerTerms(product, origin, terms),
  };
  if (product.variants.length === 0) return { '@type': 'Offer', ...single };
  const prices = product.variants.map((v) => v.price);
  return {
    '@type': 'AggregateOffer',
    ...single,
    lowPrice: Math.min(...prices).toFixed(2),
    highPrice: Math.max(...prices).toFixed(2),
    offerCount: product.variants.length,
    offers: product.variants.map((variant) => sizeOffer(product, variant, origin, terms)),
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

/** The stones and gross weight as PropertyValues: each stone kind's carats, and its certificate. */
function stoneProperties(product: ProductPageData): PropertyValue[] {
  const props: PropertyValue[] = [];
  if (product.grossWeightGrams !== null)
    props.push({ '@type': 'PropertyValue', name: 'Gross weight', value: product.grossWeightGrams, unitCode: 'GRM' });
  for (const stone of product.stones) {
    props.push({ '@type': 'PropertyValue', name: stone.type, value: stoneText(stone) });
    if (stone.certificate)
      props.push({
        '@type': 'PropertyValue',
        name: `${stone.type} certificate`,
        value: certificateText(stone.certificate),
        ...(certificateUrl(stone.certificate) && { url: certificateUrl(stone.certificate)! }),
      });
  }
  return props;
}

/**
 * Every Offer carries the shop's shipping and return terms, as merchant listings ask (merchant-terms.ts). The
 * rating and the reviews are the approved ones the page shows; a piece with none has neither.
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
    ...(stoneProperties(product).length > 0 && { additionalProperty: stoneProperties(product) }),
    offers: productOffer(product, origin, terms),
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
