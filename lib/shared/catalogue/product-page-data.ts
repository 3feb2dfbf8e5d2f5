// What the product page shows, and all it sends the browser: the page's body is a Client Component fed this
// one object, so the React payload carries each field once (the description used to travel twice: in the
// facts and in the structured data), and the gallery, the purchase panel and
// the structured data all read from it. The server maps the product to this (app/(shop)/products/[id]).
import { NAV_MESSAGES } from '@/lib/shared/messages/layout';
import type { ApiPriceBreakup, ApiProduct } from '@/lib/shared/schemas/catalogue-schema';
import type { BreadcrumbItem } from '@/lib/shared/seo/page-meta';
import { imageSrc } from './image-src';
import { DETAIL_MAX_QUANTITY } from '@/lib/shared/constants';
import type { Stone } from './stones';
import { priceAndRating, type ProductPriceAndRating } from './product-card-data';
import { productListHref } from './product-list-query';
import { shopToday } from '@/lib/shared/shop-time';

export type ProductPicture = { src: string; alt: string };

export type ProductPageData = ProductPriceAndRating & {
  id: number;
  name: string;
  /** The stock-keeping unit search engines get: the slug, or the id when there is none. */
  sku: string;
  description: string;
  category: { id: number; name: string } | null;
  inStock: boolean;
  stock: number;
  sizes: string[];
  tags: string[];
  metal: string | null;
  purity: string | null;
  weightGrams: number | null;
  grossWeightGrams: number | null;
  stones: Stone[];
  /** Days to make it when made to order (it can be ordered beyond its stock), else null. */
  madeToOrderDays: number | null;
  /** Engraving offered on the piece (most characters, rupees a piece), else null. */
  engraving: { max_chars: number; price: number } | null;
  hallmark: string | null;
  /** The gallery's pictures in order, each with its alt text (the product's name and position when none). */
  pictures: ProductPicture[];
  /** The picture the cart and the wishlist show. */
  image: string | null;
  breakup: ApiPriceBreakup;
  /** The sizes differ in price; `price` is the lowest until a size is chosen. */
  priceFrom: boolean;
  variants: PageVariant[];
  /**
   * The last day (the shop's, IST) its prices hold: a piece priced by the day's metal rate is repriced each
   * morning, so its Offer says so (`priceValidUntil`); null for a fixed price.
   */
  priceValidUntil: string | null;
  /** Home / Products / {category}: worked out here, on the server, so the page's script needs no list links. */
  trail: BreadcrumbItem[];
};

/** One size as the page's picker needs it; a breakup only for a piece by weight (a fixed one is worked out). */
export type PageVariant = { size: string; price: number; stock: number; breakup?: ApiPriceBreakup };

function pictures(product: ApiProduct): ProductPicture[] {
  const described =
    product.images.length > 0
      ? product.images.map((i) => ({ url: i.url, alt: i.alt }))
      : product.image_urls.map((url) => ({ url, alt: '' }));
  return described.flatMap(({ url, alt }, index) => {
    const src = imageSrc(url);
    return src ? [{ src, alt: alt || `${product.name}, picture ${index + 1}` }] : [];
  });
}

/**
 * `ancestors`: the category's parents, outermost first (Home / Products / Jewellery / Rings), from the
 * categories the page has; without them the trail names the category alone.
 */
export function productPageData(
  product: ApiProduct,
  now: Date = new Date(),
  ancestors: readonly { id: number; name: string }[] = [],
): ProductPageData {
  return {
    id: product.id,
    name: product.name,
    sku: product.slug || String(product.id),
    description: product.description,
    category: product.category,
    ...priceAndRating(product),
    inStock: product.inStock,
    // Made to order: the quantity picker is not bound by the pieces on the shelf.
    stock: product.made_to_order ? Math.max(product.stock_quantity, DETAIL_MAX_QUANTITY) : product.stock_quantity,
    sizes: product.sizes,
    tags: product.tags,
    metal: product.metal,
    purity: product.purity,
    weightGrams: product.weight_grams,
    grossWeightGrams: product.gross_weight_grams,
    stones: product.stones,
    madeToOrderDays: product.made_to_order?.lead_time_days ?? null,
    engraving: product.engraving,
    hallmark: product.hallmark,
    pictures: pictures(product),
    image: product.primary_image_url,
    breakup: product.price_breakup,
    priceFrom: product.price_from,
    variants: (product.variants ?? []).map((v) => ({
      size: v.size,
      price: v.price,
      stock: product.made_to_order ? Math.max(v.stock_quantity, DETAIL_MAX_QUANTITY) : v.stock_quantity,
      ...(product.pricing_kind === 'weight' && { breakup: v.price_breakup }),
    })),
    priceValidUntil: product.pricing_kind === 'weight' ? shopToday(now) : null,
    trail: productTrail(product, ancestors),
  };
}

/** Home / Products / {category}: the steps before the product, for its breadcrumbs and their structured data. */
function productTrail(
  data: Pick<ProductPageData, 'category'>,
  ancestors: readonly { id: number; name: string }[],
): BreadcrumbItem[] {
  const trail: BreadcrumbItem[] = [
    { name: NAV_MESSAGES.home, path: '/' },
    { name: NAV_MESSAGES.products, path: '/products' },
  ];
  if (!data.category) return trail;
  for (const c of [...ancestors, data.category]) {
    trail.push({ name: c.name, path: productListHref({ categoryId: c.id }) });
  }
  return trail;
}

/** A category's parents, outermost first, from the shop's categories (a loop in them ends the walk). */
export function categoryAncestors(
  categoryId: number | null,
  categories: readonly { id: number; name: string; parent_id: number | null }[],
): { id: number; name: string }[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const out: { id: number; name: string }[] = [];
  const seen = new Set<number>(categoryId === null ? [] : [categoryId]);
  for (let c = categoryId === null ? undefined : byId.get(categoryId); c && c.parent_id !== null;) {
    const parent = byId.get(c.parent_id);
    if (!parent || seen.has(parent.id)) break;
    seen.add(parent.id);
    out.unshift({ id: parent.id, name: parent.name });
    c = parent;
  }
  return out;
}
