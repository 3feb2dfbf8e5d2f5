// One product as the product feeds list it: what Google Merchant Center and Meta's catalogue both
// read, worked out once from the API's product; google-feed.ts and meta-feed.ts only print it.
import 'server-only';
import { canonicalProductPath, sizePath } from '@/lib/shared/catalogue/product-links';
import { imageSrc } from '@/lib/shared/catalogue/image-src';
import { CURRENCY } from '@/lib/shared/constants';
import { htmlToPlainText } from '@/lib/shared/plain-text';
import type { ApiCategory, ApiProduct } from '@/lib/shared/schemas/catalogue-schema';
import { urlOn } from '@/lib/shared/seo/structured-data';
import { pieceTerms, type MerchantTerms, type PieceTerms } from '@/lib/shared/seo/merchant-terms';
import { shipsByDate } from '@/lib/shared/catalogue/made-to-order';

/** Google's product taxonomy: Apparel & Accessories > Jewelry. */
export const JEWELRY_CATEGORY = '188';

/** Google reads at most 5,000 characters of a description and 150 of a title. */
const DESCRIPTION_MAX = 5000;
const TITLE_MAX = 150;
/** Google takes up to 10 additional pictures. */
const ADDITIONAL_IMAGES_MAX = 10;

export type FeedItem = {
  id: string;
  /** Sizes of one piece share this (Google's item_group_id); null for a piece sold in one form. */
  groupId: string | null;
  title: string;
  description: string;
  link: string;
  imageLink: string | null;
  additionalImageLinks: string[];
  /** '12345.00 INR': the price before any strike-through. */
  price: string;
  /** The price paid, where the piece is shown struck through from `price`. */
  salePrice: string | null;
  /** Availability, handling time and returns: the piece's own, as its page and its Offer say (merchant-terms.ts). */
  terms: PieceTerms;
  /** A backordered piece's ships-by day (YYYY-MM-DD) for an order placed today, which Google requires; else null. */
  availabilityDate: string | null;
  brand: string;
  productType: string | null;
  material: string | null;
  size: string | null;
};

export type FeedContext = {
  origin: string;
  brand: string;
  categoryPath: (categoryId: number | null) => string | null;
  terms: MerchantTerms;
  /** When the feed is written: a made-to-order piece's availability date counts from this day. */
  now: Date;
};

export const feedPrice = (rupees: number) => `${rupees.toFixed(2)} ${CURRENCY}`;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** 'Jewellery > Rings': a category with its ancestors, as Google's product_type wants it. */
export function categoryPaths(categories: readonly ApiCategory[]): (categoryId: number | null) => string | null {
  const byId = new Map(categories.map((c) => [c.id, c]));
  return (categoryId) => {
    const names: string[] = [];
    const seen = new Set<number>();
    for (
      let c = categoryId === null ? undefined : byId.get(categoryId);
      c && !seen.has(c.id);
      c = c.parent_id === null ? undefined : byId.get(c.parent_id)
    ) {
      seen.add(c.id);
      names.unshift(c.name);
    }
    return names.length > 0 ? names.join(' > ') : null;
  };
}

/** A size as part of an id: Google's ids are best kept to letters, digits and a few marks. */
const idPart = (size: string) => size.replace(/[^A-Za-z0-9._-]+/g, '_');

/** One item for a piece sold in one form; one per size otherwise, grouped under the piece's id. */
export function feedItems(product: ApiProduct, context: FeedContext): FeedItem[] {
  const images = product.images.length > 0 ? product.images.map((i) => i.url) : product.image_urls;
  const links = images.flatMap((url) => {
    const src = imageSrc(url);
    return src ? [urlOn(context.origin, src)] : [];
  });
  const piece = {
    title: cut(product.name, TITLE_MAX),
    description: cut(htmlToPlainText(product.description) || product.name, DESCRIPTION_MAX),
    link: urlOn(context.origin, canonicalProductPath(product.id)),
    imageLink: links[0] ?? null,
    additionalImageLinks: links.slice(1, 1 + ADDITIONAL_IMAGES_MAX),
    brand: context.brand,
    productType: context.categoryPath(product.category_id),
    material: product.metal,
  };
  // As the product page shows a size: its own price, struck through from the piece's original price.
  const prices = (price: number) => {
    const struck = product.originalPrice !== null && product.originalPrice > price;
    return { price: feedPrice(struck ? product.originalPrice! : price), salePrice: struck ? feedPrice(price) : null };
  };
  const madeToOrderDays = product.made_to_order?.lead_time_days ?? null;
  const availability = (inStock: boolean) => {
    const terms = pieceTerms(context.terms, { inStock, madeToOrderDays });
    const availabilityDate = terms.leadTimeDays === null ? null : shipsByDate(context.now, terms.leadTimeDays);
    return { terms, availabilityDate };
  };
  const sizes = product.variants ?? [];
  if (sizes.length === 0) {
    const id = String(product.id);
    return [{ ...piece, id, groupId: null, ...prices(product.price), ...availability(product.inStock), size: null }];
  }
  return sizes.map((v) => ({
    ...piece,
    id: `${product.id}-${idPart(v.size)}`,
    groupId: String(product.id),
    // The size's own address: its page shows and marks up this size's price, as Merchant Center checks.
    link: urlOn(context.origin, sizePath(product.id, v.size)),
    ...prices(v.price),
    ...availability(v.inStock),
    size: v.size,
  }));
}
