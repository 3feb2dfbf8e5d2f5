// The one database schema, shared by PGlite and PostgreSQL. Money is integer paise; times are UTC.
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  CompanyInfo,
  ContactInfo,
  LegalLink,
  SocialLink,
  StatItem,
  ThemeColors,
} from '@/lib/shared/schemas/settings';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A single row (id = 1) holds the shop's identity; the storefront reads it on every page. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    company: jsonb('company').$type<CompanyInfo>().notNull(),
    contact: jsonb('contact').$type<ContactInfo>().notNull(),
    socialLinks: jsonb('social_links').$type<SocialLink[]>().notNull().default([]),
    legalLinks: jsonb('legal_links').$type<LegalLink[]>().notNull().default([]),
    copyright: text('copyright').notNull().default(''),
    stats: jsonb('stats').$type<StatItem[]>().notNull().default([]),
    themeColors: jsonb('theme_colors').$type<ThemeColors>().notNull(),
    cartEnabled: boolean('cart_enabled').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);

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
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    metal: text('metal'),
    purity: text('purity'),
    weightGrams: numeric('weight_grams', { precision: 8, scale: 2, mode: 'number' }),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    isNew: boolean('is_new').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** Name, tags and category names joined; kept by the catalogue layer so search can match a category word. */
    searchText: text('search_text').notNull().default(''),
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
    check('products_stock_not_negative', sql`${t.stockQuantity} >= 0`),
    check('products_rating_range', sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
    index('products_category_created_idx').on(t.categoryId, t.createdAt.desc()),
    index('products_category_price_idx').on(t.categoryId, t.pricePaise),
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_price_idx').on(t.pricePaise, t.id),
    index('products_name_idx').on(t.name, t.id),
    index('products_featured_idx').on(t.createdAt.desc()).where(sql`${t.featured}`),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

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

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    percent: integer('percent').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_percent_range', sql`${t.percent} > 0 AND ${t.percent} <= 90`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type CarouselRow = typeof carouselImages.$inferSelect;
export type ShopSettingsRow = typeof shopSettings.$inferSelect;
