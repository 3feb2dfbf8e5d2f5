// Structured data that pages build from what they already hold, on the server or in the browser alike: the
// shop's origin is passed in (the server knows it from SITE_URL: lib/server/seo/site-url.ts), so nothing here
// reads the environment. URLs are absolute, as search engines require.
import type {
  BreadcrumbList,
  ItemAvailability,
  Offer,
  Product,
  ProductGroup,
  ProductLeaf,
  PropertyValue,
  Review,
  WithContext,
} from 'schema-dts';
import { certificateText, certificateUrl, stoneText } from '@/lib/shared/catalogue/stones';
import { CURRENCY } from '@/lib/shared/constants';
import type { PageVariant, ProductPageData } from '@/lib/shared/catalogue/product-page-data';
import type { ApiReview } from '@/lib/shared/schemas/review-schema';
import { canonicalProductPath, sizePath } from '@/lib/shared/catalogue/product-links';
import type { BreadcrumbItem } from './page-meta';
import {
  merchantReturnPolicy,
  offerShippingDetails,
  pieceTerms,
  type MerchantTerms,
  type OfferAvailability,
} from './merchant-terms';

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

const SCHEMA_AVAILABILITY: Record<OfferAvailability, ItemAvailability> = {
  in_stock: 'https://schema.org/InStock',
  out_of_stock: 'https://schema.org/OutOfStock',
  backorder: 'https://schema.org/BackOrder',
};

/**
 * An Offer at a price: where it is sold, its condition, shipping and returns, the day a rate-priced price
 * holds until, and the original price as a strikethrough price when the piece is on sale (Google's
 * `priceSpecification` with `priceType` StrikethroughPrice).
 */
function offerAt(
  product: ProductPageData,
  price: number,
  inStock: boolean,
  path: string,
  origin: string,
  terms: MerchantTerms,
): Offer {
  const struck = product.originalPrice !== null && product.originalPrice > price;
  const piece = pieceTerms(terms, { inStock, madeToOrderDays: product.madeToOrderDays });
  return {
    '@type': 'Offer',
    url: urlOn(origin, path),
    price: price.toFixed(2),
    priceCurrency: CURRENCY,
    availability: SCHEMA_AVAILABILITY[piece.availability],
    itemCondition: 'https://schema.org/NewCondition',
    ...(product.priceValidUntil && { priceValidUntil: product.priceValidUntil }),
    ...(struck && {
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: product.originalPrice!.toFixed(2),
        priceCurrency: CURRENCY,
      },
    }),
    shippingDetails: offerShippingDetails(piece),
    hasMerchantReturnPolicy: merchantReturnPolicy(piece, origin),
  };
}

/** One size as its own Product (a variant of the piece's ProductGroup), at its own address and price. */
function sizeProduct(
  product: ProductPageData,
  variant: PageVariant,
  images: string[],
  origin: string,
  terms: MerchantTerms,
): Product {
  const path = sizePath(product.id, variant.size);
  return {
    '@type': 'Product',
    name: `${product.name}, size ${variant.size}`,
    sku: `${product.sku}-${variant.size}`,
    size: variant.size,
    url: urlOn(origin, path),
    ...(images.length > 0 && { image: images }),
    ...(product.metal ? { material: product.metal } : {}),
    offers: offerAt(product, variant.price, variant.stock > 0, path, origin, terms),
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
 * rating and the reviews are the approved ones the page shows; a piece with none has neither. A piece in sizes
 * is a ProductGroup (Google's variant markup): one Product per size, each with its own address, price and stock;
 * the group's address is the piece's page; each size's page is canonical at its own address.
 */
export function productJsonLd(
  product: ProductPageData,
  shopName: string,
  origin: string,
  terms: MerchantTerms,
  reviews: readonly ApiReview[] = [],
): WithContext<Product> | WithContext<ProductGroup> {
  const rated = product.reviewCount > 0;
  const images = product.pictures.map((picture) => urlOn(origin, picture.src));
  const shared: Omit<ProductLeaf, '@type'> = {
    name: product.name,
    // Google refuses an empty image list; a piece without pictures says nothing of them.
    ...(images.length > 0 && { image: images }),
    description: product.description,
    brand: { '@type': 'Brand', name: shopName },
    ...(product.category ? { category: product.category.name } : {}),
    ...(product.metal ? { material: product.metal } : {}),
    ...(stoneProperties(product).length > 0 && { additionalProperty: stoneProperties(product) }),
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
  const path = canonicalProductPath(product.id);
  if (product.variants.length === 0) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      ...shared,
      sku: product.sku,
      offers: offerAt(product, product.price, product.inStock, path, origin, terms),
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'ProductGroup',
    ...shared,
    url: urlOn(origin, path),
    productGroupID: product.sku,
    variesBy: 'https://schema.org/size',
    hasVariant: product.variants.map((variant) => sizeProduct(product, variant, images, origin, terms)),
  };
}
