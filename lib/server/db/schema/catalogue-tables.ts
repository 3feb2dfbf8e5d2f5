// The catalogue: categories, products and their sizes, pictures, carousel slides, coupons.
import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type PriceBreakup, MAKING_CHARGE_KINDS, PRICING_KINDS } from '@/lib/shared/money/breakup';
import { METAL_RATE_KEYS } from '@/lib/shared/pricing/metal-rates';
import type { Stone } from '@/lib/shared/catalogue/stones';
import { tsvector, createdAt, updatedAt } from './table-columns';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    imageUrl: text('image_url'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_parent_idx').on(t.parentId, t.position)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    originalPricePaise: bigint('original_price_paise', { mode: 'number' }),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    sizes: text('sizes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    metal: text('metal'),
    purity: text('purity'),
    weightGrams: numeric('weight_grams', { precision: 8, scale: 3, mode: 'number' }),
    /** Metal and stones together (weight_grams is the metal's net weight); null when not given. */
    grossWeightGrams: numeric('gross_weight_grams', { precision: 8, scale: 3, mode: 'number' }),
    /** The stones set in the piece with their certificates (lib/shared/catalogue/stones.ts). */
    stones: jsonb('stones').$type<Stone[]>().notNull().default([]),
    /** Made to order: days to make one (null: sold from stock). Such a piece is ordered beyond its stock. */
    madeToOrderDays: integer('made_to_order_days'),
    /** Engraving offered: at most this many characters, at this price per piece (null: not offered). */
    engravingMaxChars: integer('engraving_max_chars'),
    engravingPricePaise: bigint('engraving_price_paise', { mode: 'number' }),
    /** HSN code of the tax invoice: 7113 jewellery of precious metal, 7117 imitation jewellery. */
    hsnCode: text('hsn_code').notNull().default('7113'),
    /** 'fixed': price_paise is set by hand. 'weight': price_paise follows the day's rate (lib/server/pricing). */
    pricingKind: text('pricing_kind', { enum: PRICING_KINDS }).notNull().default('fixed'),
    metalRateKey: text('metal_rate_key', { enum: METAL_RATE_KEYS }),
    makingChargeKind: text('making_charge_kind', { enum: MAKING_CHARGE_KINDS }),
    /** Basis points of the metal's value ('percent') or paise per gram ('per_gram'). */
    makingChargeValue: integer('making_charge_value'),
    stoneChargesPaise: bigint('stone_charges_paise', { mode: 'number' }).notNull().default(0),
    /** BIS hallmarked: the page shows the purity mark, and each piece shipped gets its HUID on the invoice. */
    hallmarked: boolean('hallmarked').notNull().default(false),
    /** A piece by weight: how price_paise was worked out from the rate of the moment (null for a fixed price). */
    priceBreakup: jsonb('price_breakup').$type<PriceBreakup>(),
    /** True when the piece's sizes (product_variants) differ in price: lists show "From" before price_paise,
     *  which is then its lowest size's price. Kept with every write of its variants. */
    priceVaries: boolean('price_varies').notNull().default(false),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    isNew: boolean('is_new').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Set when the back office archives a piece that was ever ordered (it cannot be deleted): hidden like an
     *  inactive one, and left out of the back office's default list. */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    /** Name, tags and category names joined; kept by the catalogue layer so search can match a category word. */
    searchText: text('search_text').notNull().default(''),
    /** Name, tags and category only: a match here ranks above a match in the description alone. */
    titleVector: tsvector('title_vector').generatedAlwaysAs(
      (): SQL => sql`to_tsvector('english', ${products.searchText})`,
    ),
    /** The name alone: search's first tier, and what its second leaves out (a stored column, so leaving it out
     *  reads the row's vector instead of analysing the name of every piece the second tier looks at). */
    nameVector: tsvector('name_vector').generatedAlwaysAs((): SQL => sql`to_tsvector('english', ${products.name})`),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', ${products.searchText}), 'A') || setweight(to_tsvector('english', ${products.description}), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    check('products_price_positive', sql`${t.pricePaise} > 0`),
    check(
      'products_weight_pricing_complete',
      sql`${t.pricingKind} = 'fixed' OR (${t.metalRateKey} IS NOT NULL AND ${t.weightGrams} IS NOT NULL AND ${t.makingChargeKind} IS NOT NULL AND ${t.makingChargeValue} IS NOT NULL)`,
    ),
    index('products_metal_rate_idx')
      .on(t.metalRateKey)
      .where(sql`${t.pricingKind} = 'weight'`),
    check('products_stock_not_negative', sql`${t.stockQuantity} >= 0`),
    check('products_rating_range', sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
    // List orders: ascending btrees serve both directions (a backward scan gives DESC NULLS FIRST, which is
    // what ORDER BY ... DESC asks for), and only active products are ever listed, so the indexes are partial.
    index('products_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.active}`),
    index('products_price_idx')
      .on(t.pricePaise, t.id)
      .where(sql`${t.active}`),
    index('products_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.active}`),
    index('products_category_created_idx')
      .on(t.categoryId, t.createdAt, t.id)
      .where(sql`${t.active}`),
    index('products_category_price_idx')
      .on(t.categoryId, t.pricePaise, t.id)
      .where(sql`${t.active}`),
    index('products_featured_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.active} AND ${t.featured}`),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_title_vector_idx').using('gin', t.titleVector),
    // The name alone, for search's first tier: a product named for the word ranks above one that matches
    // through its tags or its category's parent (a choker under Necklaces for "necklace").
    index('products_name_vector_idx').using('gin', t.nameVector),
    // The back office lists inactive pieces too (every piece not archived), in any of its sort orders; the
    // storefront's indexes above hold active pieces only. Its search matches part of a name (ILIKE), which a
    // trigram index answers without reading every row.
    index('products_admin_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.archivedAt} IS NULL`),
    index('products_admin_updated_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.archivedAt} IS NULL`),
    index('products_admin_price_idx')
      .on(t.pricePaise, t.id)
      .where(sql`${t.archivedAt} IS NULL`),
    index('products_admin_stock_idx')
      .on(t.stockQuantity, t.id)
      .where(sql`${t.archivedAt} IS NULL`),
    index('products_admin_category_idx')
      .on(t.categoryId, t.createdAt, t.id)
      .where(sql`${t.archivedAt} IS NULL`),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/**
 * One row per size of a piece, with its own stock, price and (sold by weight) weight. A piece with
 * sizes has one row per size; one without has none and keeps its stock and price on products. The product's
 * stock_quantity (their sum), price_paise (the lowest), sizes, and, by weight, weight_grams and price_breakup
 * (of its lowest-priced size) are kept in the same transaction as every write here, so lists, search and
 * sorting read products alone (lib/server/pricing/variant-sync.ts).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    sku: text('sku'),
    /** The size's price: as given for a fixed price, worked out from the day's rate for a piece by weight. */
    pricePaise: bigint('price_paise', { mode: 'number' }).notNull(),
    /** A piece by weight: this size's weight, and how its price was worked out at the rate of the moment. */
    weightGrams: numeric('weight_grams', { precision: 8, scale: 3, mode: 'number' }),
    /** This size's metal and stones together (the invoice's gross weight); null when not weighed. */
    grossWeightGrams: numeric('gross_weight_grams', { precision: 8, scale: 3, mode: 'number' }),
    priceBreakup: jsonb('price_breakup').$type<PriceBreakup>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_size_key').on(t.productId, t.size),
    uniqueIndex('product_variants_sku_key')
      .on(t.sku)
      .where(sql`${t.sku} IS NOT NULL`),
    check('product_variants_stock_not_negative', sql`${t.stockQuantity} >= 0`),
    check('product_variants_price_positive', sql`${t.pricePaise} > 0`),
  ],
);

export type ProductVariantRow = typeof productVariants.$inferSelect;

/**
 * Every word that occurs in a product's search text, kept by a trigger (migration 0004). Search corrects
 * a misspelt word against this small table by trigram similarity instead of scanning every product.
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
]);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const carouselImages = pgTable('carousel_images', {
  id: serial('id').primaryKey(),
  imageUrl: text('image_url').notNull(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  buttonText: text('button_text').notNull().default('Shop Now'),
  buttonLink: text('button_link').notNull().default('/products'),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  viewCount: integer('view_count').notNull().default(0),
  clickCount: integer('click_count').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * Who has been counted for a slide's view or click in the last hour: one row per slide, event and visitor
 * (a hash of the client's address), refreshed when it is older than an hour, so a visitor counts once an
 * hour however often they call. Rows past the hour are deleted as events come in.
 */
export const carouselEventVisitors = pgTable(
  'carousel_event_visitors',
  {
    slideId: integer('slide_id')
      .notNull()
      .references(() => carouselImages.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    visitor: text('visitor').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.slideId, t.event, t.visitor] }),
    index('carousel_event_visitors_counted_idx').on(t.countedAt),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    /** Exactly one of percent and amountOffPaise is set. */
    percent: integer('percent'),
    amountOffPaise: bigint('amount_off_paise', { mode: 'number' }),
    /** 'order': off the whole price; 'making_charges': off the making charges of pieces priced by weight. */
    appliesTo: text('applies_to', { enum: ['order', 'making_charges'] })
      .notNull()
      .default('order'),
    active: boolean('active').notNull().default(true),
    /** The coupon applies from startsAt (inclusive) until endsAt (exclusive); null is unbounded. */
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    /** Orders (not cancelled or failed) that may use it in all; null is unlimited. */
    usageLimit: integer('usage_limit'),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    /** Smallest cart subtotal (paise) the coupon applies to; 0 is any. */
    minOrderPaise: bigint('min_order_paise', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_percent_range', sql`${t.percent} IS NULL OR (${t.percent} > 0 AND ${t.percent} <= 90)`),
    check('coupons_amount_off_positive', sql`${t.amountOffPaise} IS NULL OR ${t.amountOffPaise} > 0`),
    check('coupons_one_kind', sql`(${t.percent} IS NULL) <> (${t.amountOffPaise} IS NULL)`),
  ],
);

/**
 * A real products import applied in batches (lib/server/catalogue/import/import-apply.ts), each batch its own
 * short transaction. 'applying' until every batch is written; then 'applied' and its journal is cleared. One
 * still 'applying' (a failure, a crash) is rolled back from its journal (import-undo.ts), so the catalogue ends
 * as it began.
 */
export const productImports = pgTable('product_imports', {
  id: text('id').primaryKey(),
  /** 'applying', 'undoing' or 'applied'. */
  state: text('state').notNull().default('applying'),
  /** Moved at every batch: an import 'applying' untouched for long was cut off (a crash) and is rolled back. */
  touchedAt: timestamp('touched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Per product an import wrote: its rows as they were before (null for a product the import created) and what
 *  the import left (version and stock), so a rollback restores it and keeps any sale made since. */
export const productImportJournal = pgTable(
  'product_import_journal',
  {
    importId: text('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    /** No foreign key: a rollback deletes the products the import created. */
    productId: integer('product_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    written: jsonb('written').$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.productId] })],
);

export type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type CarouselRow = typeof carouselImages.$inferSelect;
