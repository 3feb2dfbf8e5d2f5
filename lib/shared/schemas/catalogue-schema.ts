// The catalogue half of the API contract (spec sections 3 and 7): query schemas and response shapes.
import { z } from 'zod';
import { PAGE_SIZE, PRICE_FILTER, SORT_VALUES } from '@/lib/shared/constants';
import { INPUT_MESSAGES } from '@/lib/shared/messages/input';
import { pathIdOf } from '@/lib/shared/path-id';
import type { MetalRateKey } from '@/lib/shared/pricing/metal-rates';
import type { MakingChargeKind, PricingKind } from '@/lib/shared/money/breakup';
import { defaultSortFor } from '@/lib/shared/catalogue/product-list-query';
import type { Stone } from '@/lib/shared/catalogue/stones';

/** Query values arrive as strings; an empty value means "not given", as a cleared form field sends it. */
const optionalInt = (min: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`)
      .optional(),
  );

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    // The /products page reads its query with this schema without going through the API's NUL guard.
    z
      .string()
      .max(max, `must be at most ${max} characters`)
      .refine((v) => !v.includes('\u0000'), INPUT_MESSAGES.nulByte)
      .optional(),
  );

const booleanFlag = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v),
  z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
);

export const productListQuerySchema = z
  .object({
    category_id: optionalInt(1, 2_147_483_647),
    // The price filter's range (spec: 0-100000 rupees); the list page drops a value outside it.
    min_price: optionalInt(PRICE_FILTER.min, PRICE_FILTER.max),
    max_price: optionalInt(PRICE_FILTER.min, PRICE_FILTER.max),
    sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SORT_VALUES).optional()),
    search: optionalText(200),
    page: optionalInt(1, 100_000),
    per_page: optionalInt(1, PAGE_SIZE.maxPerPage),
    featured: booleanFlag,
    /** Pieces set with this stone (Diamond, Ruby ...), matched without regard to case. */
    stone_type: optionalText(40),
    /** Only pieces with a stone that has a lab's certificate. */
    certified: booleanFlag,
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: 'must not be below min_price',
    path: ['max_price'],
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** GET /search: the spec's latest-products call, with its own parameter names. */
export const SEARCH_SORT_VALUES = [
  'relevance',
  'created_desc',
  'created_asc',
  'price_asc',
  'price_desc',
  'name_asc',
  'name_desc',
] as const;
export const searchQuerySchema = z.object({
  q: optionalText(200),
  sort_by: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SEARCH_SORT_VALUES).optional()),
  page: optionalInt(1, 100_000),
  per_page: optionalInt(1, PAGE_SIZE.maxPerPage),
});

export const categoryListQuerySchema = z.object({
  root_only: booleanFlag,
  parent_id: optionalInt(1, 2_147_483_647),
});

export const categoryProductsQuerySchema = z.object({
  per_page: optionalInt(1, PAGE_SIZE.maxPerPage),
  page: optionalInt(1, 100_000),
});

/** An id in an address: digits only, in its one spelling (lib/shared/path-id.ts), never coerced. */
export const idParamSchema = z.string().transform((raw, ctx) => {
  const id = pathIdOf(raw);
  if (id === null) {
    ctx.addIssue({ code: 'custom', message: 'must be a whole number written in digits' });
    return z.NEVER;
  }
  return id;
});

export type SortOrder = (typeof SORT_VALUES)[number] | 'relevance';

/** What the domain layer takes: already validated, with defaults applied. */
export type ProductFilter = {
  categoryId?: number;
  minPriceRupees?: number;
  maxPriceRupees?: number;
  search?: string;
  featured?: boolean;
  stoneType?: string;
  certified?: boolean;
  sort: SortOrder;
  page: number;
  perPage: number;
};

export function toProductFilter(q: ProductListQuery): ProductFilter {
  return {
    categoryId: q.category_id,
    minPriceRupees: q.min_price,
    maxPriceRupees: q.max_price,
    search: q.search,
    featured: q.featured,
    stoneType: q.stone_type,
    certified: q.certified,
    sort: q.sort ?? defaultSortFor(q.search),
    page: q.page ?? 1,
    perPage: q.per_page ?? PAGE_SIZE.products,
  };
}

export type ApiProductImage = { id: number; url: string; alt: string; position: number };

export type ApiProduct = {
  id: number;
  name: string;
  slug: string;
  price: number;
  originalPrice: number | null;
  discount: number;
  image_urls: string[];
  primary_image_url: string | null;
  images: ApiProductImage[];
  category: { id: number; name: string } | null;
  category_id: number | null;
  isNew: boolean;
  featured: boolean;
  rating: number;
  reviewCount: number;
  description: string;
  tags: string[];
  sizes: string[];
  inStock: boolean;
  stock_quantity: number;
  metal: string | null;
  purity: string | null;
  weight_grams: number | null;
  /** Metal and stones together (weight_grams is the metal's net weight alone); null when not given. */
  gross_weight_grams: number | null;
  /** The stones set in the piece, each kind with its count, carats and certificate. */
  stones: Stone[];
  /** Made for the shopper after the order: orderable with no stock, shipped lead_time_days after it. */
  made_to_order: { lead_time_days: number } | null;
  /** Engraving offered: at most max_chars characters, for price rupees a piece on top of its price. */
  engraving: { max_chars: number; price: number } | null;
  /** The tax invoice's HSN code, how the price is set, and what it is made of. */
  hsn_code: string;
  pricing_kind: PricingKind;
  metal_rate_key: MetalRateKey | null;
  price_breakup: ApiPriceBreakup;
  /** BIS hallmark purity mark ('22K916'), for hallmarked pieces. */
  hallmark: string | null;
  /** True when the sizes differ in price; `price` is then the lowest, shown as "From ₹…". */
  price_from: boolean;
  /** Each size with its own price and stock, in order. Sent by the product's own endpoint and
   *  page (lists leave it out); empty for a piece without sizes. */
  variants?: ApiProductVariant[];
  created_at: string;
  updated_at: string;
};

export type ApiProductVariant = {
  size: string;
  price: number;
  stock_quantity: number;
  inStock: boolean;
  /** A piece sold by weight: this size's weight. */
  weight_grams?: number;
  /** How this size's price is made up (its own weight and the day's rate, or a fixed price's GST). */
  price_breakup: ApiPriceBreakup;
};

/** A price's make-up in rupees, as the product page's 'Price breakup' table and the order show it. */
export type ApiPriceBreakup = {
  kind: PricingKind;
  metal_rate: string | null;
  weight_grams: number | null;
  rate_per_gram: number | null;
  metal_value: number | null;
  making_charge: { kind: MakingChargeKind; value: number } | null;
  making_charges: number | null;
  stone_charges: number | null;
  subtotal: number;
  gst_percent: number;
  gst: number;
  round_off: number;
  total: number;
};

export type ApiCategory = {
  id: number;
  name: string;
  slug: string;
  description: string;
  image_url: string | null;
  parent_id: number | null;
  position: number;
  products_count: number;
};

export type Pagination = { current_page: number; per_page: number; total_pages: number; total_count: number };

export type ApiCarouselImage = {
  id: number;
  image_url: string;
  title: string;
  subtitle: string | null;
  button_text: string;
  button_link: string;
  position: number;
};

/** `total_count_capped`: the count stopped at LIST_COUNT_CAP (there are more); pages end there. */
export type ProductPagination = Pagination & { total_count_capped?: true };
export type ProductPage = { products: ApiProduct[]; pagination: ProductPagination };
