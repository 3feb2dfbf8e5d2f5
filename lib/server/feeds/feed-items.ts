// One product as the product feeds list it (issue 33): what Google Merchant Center and Meta's catalogue both
// read, worked out once from the API's product; google-feed.ts and meta-feed.ts only print it.
import 'server-only';
import { canonicalProductPath } from '@/lib/shared/catalogue/product-links';
import { imageSrc } from '@/lib/shared/catalogue/image-src';
import { CURRENCY } from '@/lib/shared/constants';
import { htmlToPlainText } from '@/lib/shared/plain-text';
import type { ApiCategory, ApiProduct } from '@/lib/shared/schemas/catalogue-schema';
import { urlOn } from '@/lib/shared/seo/structured-data';

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
  inStock: boolean;
  brand: string;
  productType: string | null;
  material: string | null;
  size: string | null;
};

export type FeedContext = { origin: string; brand: string; categoryPath: (categoryId: number | null) => string | null };

export const feedPrice = (rupees: number) => `${rupees.toFixed(2)} ${CURRENCY}`;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** 'Jewellery > Rings': a category with its ancestors, as Google's product_type wants it. */
export function categoryPaths(categories: readonly ApiCategory[]): (categoryId: number | null) => string | null {
  const byId = new Map(categories.map((c) => [c.id, c]));
  return (categoryId) => {
    const names: string[] = [];
    const seen = new Set<number>();
    for (let c = categoryId === null ? undefined : byId.get(categoryId); c && !seen.has(c.id); c = c.parent_id === null ? undefined : byId.get(c.parent_id)) {
      seen.add(c.id);
      names.unshift(c.name);
    }
    return names.length > 0 ? names.join(' > ') : null;
  };
}

/**
 * A size's own item id: the product's id and the size ('12-2.6'), stable as long as the size keeps its name.
 * Whitespace becomes '_' (Merchant Center trims ids, and Meta's CSV keeps them on one line).
 */
export const variantItemId = (productId: number, size: string) => `${productId}-${size.trim().replace(/\s+/g, '_')}`;

/** The price and strike-through of one form of the piece: struck only where the original is above it. */
function prices(originalPrice: number | null, price: number): Pick<FeedItem, 'price' | 'salePrice'> {
  const struck = originalPrice !== null && originalPrice > price;
  return { price: feedPrice(struck ? originalPrice : price), salePrice: struck ? feedPrice(price) : null };
}

/**
 * One item for a piece sold in one form; one per size for a piece with sizes (product.variants), grouped by the
 * product's id, each with its own price and stock. The link is the product page: it has no address per size
 * (the size is chosen on the page), so every size of a piece links to the same page.
 */
export function feedItems(product: ApiProduct, context: FeedContext): FeedItem[] {
  const images = product.images.length > 0 ? product.images.map((i) => i.url) : product.image_urls;
  const links = images.flatMap((url) => {
    const src = imageSrc(url);
    return src ? [urlOn(context.origin, src)] : [];
  });
  const base = {
    description: cut(htmlToPlainText(product.description) || product.name, DESCRIPTION_MAX),
    link: urlOn(context.origin, canonicalProductPath(product.id)),
    imageLink: links[0] ?? null,
    additionalImageLinks: links.slice(1, 1 + ADDITIONAL_IMAGES_MAX),
    brand: context.brand,
    productType: context.categoryPath(product.category_id),
    material: product.metal,
  };
  const variants = product.variants ?? [];
  if (variants.length === 0) {
    const item = { ...base, id: String(product.id), groupId: null, title: cut(product.name, TITLE_MAX), size: null };
    return [{ ...item, ...prices(product.originalPrice, product.price), inStock: product.inStock }];
  }
  return variants.map((variant) => ({
    ...base,
    id: variantItemId(product.id, variant.size),
    groupId: String(product.id),
    // Google asks that a variant's title name what sets it apart from the others of its group.
    title: cut(`${product.name}, size ${variant.size}`, TITLE_MAX),
    size: variant.size,
    ...prices(product.originalPrice, variant.price),
    inStock: variant.inStock,
  }));
}
