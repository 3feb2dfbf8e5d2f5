// The one database schema, shared by PGlite and PostgreSQL. Money is integer paise; times are UTC.
import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { InvoiceDocument } from '@/lib/shared/gst/invoice-document';
import type { PriceBreakup } from '@/lib/shared/pricing/price-breakup';
import type {
  CompanyInfo,
  ContactInfo,
  DeliverySettings,
  LegalLink,
  SellerInfo,
  SocialLink,
  StatItem,
  ThemeColors,
} from '@/lib/shared/schemas/settings-schema';

import { MAKING_CHARGE_KINDS, PRICING_KINDS } from '@/lib/shared/pricing/price-breakup';
import { METAL_RATE_KEYS } from '@/lib/shared/pricing/metal-rates';
import { PAYMENT_METHODS } from '@/lib/shared/payment-methods';
import type { DeliveryZone } from '@/lib/shared/delivery/delivery-zones';

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
    /** The back office lists active pieces whose stock is below this as low on stock. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(3),
    /** Who sells, for tax invoices and the legal texts (GST and the Consumer Protection (E-Commerce) Rules). */
    seller: jsonb('seller').$type<SellerInfo>(),
    /** Days after delivery within which a shopper may ask to return a piece. */
    returnWindowDays: integer('return_window_days').notNull().default(15),
    /** Working days to deliver to each zone from the seller's pincode, and the days the shop does not ship. */
    delivery: jsonb('delivery').$type<DeliverySettings>(),
    /** Cash on delivery (issue 30): offered at all, up to which order total, and in which delivery zones
     *  (null: DEFAULT_COD_ZONES). */
    codEnabled: boolean('cod_enabled').notNull().default(false),
    codMaxOrderPaise: integer('cod_max_order_paise').notNull().default(5_000_000),
    codZones: jsonb('cod_zones').$type<Record<DeliveryZone, boolean>>(),
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
    weightGrams: numeric('weight_grams', { precision: 8, scale: 3, mode: 'number' }),
    /** HSN code of the tax invoice: 7113 jewellery of precious metal, 7117 imitation jewellery. */
    hsnCode: text('hsn_code').notNull().default('7113'),
    /** 'fixed': price_paise is set by hand. 'weight': price_paise follows the day's rate (lib/server/pricing). */
    pricingKind: text('pricing_kind', { enum: PRICING_KINDS }).notNull().default('fixed'),
    metalRateKey: text('metal_rate_key', { enum: METAL_RATE_KEYS }),
    makingChargeKind: text('making_charge_kind', { enum: MAKING_CHARGE_KINDS }),
    /** Basis points of the metal's value ('percent') or paise per gram ('per_gram'). */
    makingChargeValue: integer('making_charge_value'),
    stoneChargesPaise: integer('stone_charges_paise').notNull().default(0),
    /** BIS hallmarked: the page shows the purity mark, and each piece shipped gets its HUID on the invoice. */
    hallmarked: boolean('hallmarked').notNull().default(false),
    /** A piece by weight: how price_paise was worked out from the rate of the moment (null for a fixed price). */
    priceBreakup: jsonb('price_breakup').$type<PriceBreakup>(),
    /** True when the piece's sizes (product_variants) differ in price: lists show "From" before price_paise,
     *  which is then its lowest size's price. Kept with every write of its variants (issue 30). */
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
    titleVector: tsvector('title_vector').generatedAlwaysAs((): SQL => sql`to_tsvector('english', ${products.searchText})`),
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
    index('products_metal_rate_idx').on(t.metalRateKey).where(sql`${t.pricingKind} = 'weight'`),
    check('products_stock_not_negative', sql`${t.stockQuantity} >= 0`),
    check('products_rating_range', sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
    // List orders: ascending btrees serve both directions (a backward scan gives DESC NULLS FIRST, which is
    // what ORDER BY ... DESC asks for), and only active products are ever listed, so the indexes are partial.
    index('products_created_idx').on(t.createdAt, t.id).where(sql`${t.active}`),
    index('products_price_idx').on(t.pricePaise, t.id).where(sql`${t.active}`),
    index('products_name_idx').on(t.name, t.id).where(sql`${t.active}`),
    index('products_category_created_idx').on(t.categoryId, t.createdAt, t.id).where(sql`${t.active}`),
    index('products_category_price_idx').on(t.categoryId, t.pricePaise, t.id).where(sql`${t.active}`),
    index('products_featured_idx').on(t.createdAt, t.id).where(sql`${t.active} AND ${t.featured}`),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_title_vector_idx').using('gin', t.titleVector),
    // The name alone, for search's first tier: a product named for the word ranks above one that matches
    // through its tags or its category's parent (a choker under Necklaces for "necklace").
    index('products_name_vector_idx').using('gin', sql`to_tsvector('english', ${t.name})`),
    // The back office lists inactive pieces too (every piece not archived), in any of its sort orders; the
    // storefront's indexes above hold active pieces only. Its search matches part of a name (ILIKE), which a
    // trigram index answers without reading every row.
    index('products_admin_created_idx').on(t.createdAt, t.id).where(sql`${t.archivedAt} IS NULL`),
    index('products_admin_updated_idx').on(t.updatedAt, t.id).where(sql`${t.archivedAt} IS NULL`),
    index('products_admin_price_idx').on(t.pricePaise, t.id).where(sql`${t.archivedAt} IS NULL`),
    index('products_admin_stock_idx').on(t.stockQuantity, t.id).where(sql`${t.archivedAt} IS NULL`),
    index('products_admin_category_idx').on(t.categoryId, t.createdAt, t.id).where(sql`${t.archivedAt} IS NULL`),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/**
 * Issue 30: one row per size of a piece, with its own stock, price and (sold by weight) weight. A piece with
 * sizes has one row per size; one without has none and keeps its stock and price on products. The product's
 * stock_quantity (their sum), price_paise (the lowest), sizes, and, by weight, weight_grams and price_breakup
 * (of its lowest-priced size) are kept in the same transaction as every write here, so lists, search and
 * sorting read products alone (lib/server/catalogue/variant-sync.ts).
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
    pricePaise: integer('price_paise').notNull(),
    /** A piece by weight: this size's weight, and how its price was worked out at the rate of the moment. */
    weightGrams: numeric('weight_grams', { precision: 8, scale: 3, mode: 'number' }),
    priceBreakup: jsonb('price_breakup').$type<PriceBreakup>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_size_key').on(t.productId, t.size),
    uniqueIndex('product_variants_sku_key').on(t.sku).where(sql`${t.sku} IS NOT NULL`),
    check('product_variants_stock_not_negative', sql`${t.stockQuantity} >= 0`),
    check('product_variants_price_positive', sql`${t.pricePaise} > 0`),
  ],
);

export type ProductVariantRow = typeof productVariants.$inferSelect;

/**
 * Every word that occurs in a product's search text, kept by a trigger (migration 0004). Search corrects
 * a misspelt word against this small table by trigram similarity instead of scanning every product.
 */
export const searchTerms = pgTable(
  'search_terms',
  { term: text('term').primaryKey() },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
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
  (t) => [primaryKey({ columns: [t.slideId, t.event, t.visitor] }), index('carousel_event_visitors_counted_idx').on(t.countedAt)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    /** Exactly one of percent and amountOffPaise is set (issue 30). */
    percent: integer('percent'),
    amountOffPaise: integer('amount_off_paise'),
    /** 'order': off the whole price; 'making_charges': off the making charges of pieces priced by weight. */
    appliesTo: text('applies_to', { enum: ['order', 'making_charges'] }).notNull().default('order'),
    active: boolean('active').notNull().default(true),
    /** The coupon applies from startsAt (inclusive) until endsAt (exclusive); null is unbounded. */
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    /** Orders (not cancelled or failed) that may use it in all; null is unlimited. */
    usageLimit: integer('usage_limit'),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    /** Smallest cart subtotal (paise) the coupon applies to; 0 is any. */
    minOrderPaise: integer('min_order_paise').notNull().default(0),
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

export type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type CarouselRow = typeof carouselImages.$inferSelect;
export type ShopSettingsRow = typeof shopSettings.$inferSelect;

// ---- Accounts: users, sessions, one-time codes, mail ----

export const userRoles = ['customer', 'staff', 'owner'] as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased; the unique index makes two accounts for one address impossible. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    avatarUrl: text('avatar_url'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** customer (every shopper), staff (catalogue and orders) or owner (everything): lib/server/access. */
    role: text('role', { enum: userRoles }).notNull().default('customer'),
    /** Set while the back office has disabled the account: it cannot sign in and its sessions are ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    /** False once the owner has turned cash on delivery off for this customer (issue 30). */
    codEnabled: boolean('cod_enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_role_idx').on(t.role).where(sql`${t.role} <> 'customer'`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** When the holder last proved the password again (back-office re-authentication); null: only at sign-in. */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true, mode: 'date' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const otpPurpose = ['login', 'registration'] as const;

export const otpSessions = pgTable(
  'otp_sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the session_token handed to the client. */
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: otpPurpose }).notNull(),
    /** HMAC of the current code; the code itself is never stored. */
    codeHmac: text('code_hmac').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    clientIp: text('client_ip'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('otp_sessions_token_hash_key').on(t.tokenHash), index('otp_sessions_email_idx').on(t.email, t.createdAt)],
);

/** One row per code sent, so send limits hold across every app instance sharing the database. */
export const otpSendEvents = pgTable(
  'otp_send_events',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    clientIp: text('client_ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('otp_send_events_email_idx').on(t.email, t.createdAt), index('otp_send_events_ip_idx').on(t.clientIp, t.createdAt)],
);

/**
 * Login attempts with a password, counted per account and client so password guessing is bounded on every
 * instance (lib/server/auth/login-limits.ts). A right password takes its row back; rows older than the
 * window are deleted as new ones come.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    clientIp: text('client_ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_client_idx').on(t.clientIp, t.createdAt),
    index('login_failures_created_idx').on(t.createdAt),
  ],
);

/**
 * Mail on its way out. Without SMTP_URL (the embedded default) the row is kept ('kept') and read at
 * /dev/mailbox. With SMTP the row waits ('queued') until one instance claims it ('sending', leased until
 * next_attempt_at), and is deleted once the SMTP server takes it; a refusal puts it back with a later
 * next_attempt_at, and after the last try it stays as 'failed' for the back office.
 */
export type MailAttachmentRef = { taxDocumentId: number; filename: string };

export const MAIL_STATUSES = ['kept', 'queued', 'sending', 'failed'] as const;
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('kept'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Documents to attach when sending (a tax invoice), drawn at send time from what the database keeps. */
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('queued', 'sending')`),
  ],
);

// ---- Cart ----

export const carts = pgTable('carts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponCode: text('coupon_code'),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** '' when the product has no sizes, so (user, product, size) stays a plain unique key. */
    size: text('size').notNull().default(''),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_line_key').on(t.userId, t.productId, t.size),
    check('cart_items_quantity_range', sql`${t.quantity} >= 1 AND ${t.quantity} <= 10`),
  ],
);

// ---- Orders and payments ----

export const orderStatus = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'payment_failed'] as const;

export type ShippingAddress = {
  full_name: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone: string;
  email?: string;
};

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: orderStatus }).notNull().default('pending'),
    currency: text('currency').notNull().default('INR'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    discountPaise: integer('discount_paise').notNull().default(0),
    shippingPaise: integer('shipping_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    couponCode: text('coupon_code'),
    /** The coupon's terms as ordered (issue 30), so the order, its mails and its invoice can name them. */
    couponAppliesTo: text('coupon_applies_to', { enum: ['order', 'making_charges'] }).notNull().default('order'),
    couponAmountOffPaise: integer('coupon_amount_off_paise'),
    /** A making-charges coupon: what it took off the making charges, before GST. */
    couponMakingOffPaise: integer('coupon_making_off_paise'),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    notes: text('notes'),
    /** 'razorpay' or 'sandbox': which provider holds providerOrderId. */
    paymentProvider: text('payment_provider'),
    providerOrderId: text('provider_order_id'),
    /** Stock is held for a pending order until this time; then the order expires to payment_failed. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** Paid through the sandbox (no Razorpay keys): no money was taken, so the shop must not ship it. */
    testMode: boolean('test_mode').notNull().default(false),
    /** The client that placed it, so the stock one client may hold in pending orders can be bounded. */
    clientIp: text('client_ip'),
    /** Set when a payment arrived that the shop could not simply accept (its amount or currency differs from
     *  the order's): the order stays unconfirmed and the owner must look. Null when nothing needs review. */
    reviewReason: text('review_reason'),
    /** Set by the back office when the order is shipped: who carries it and how to follow it. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** 'cod': confirmed unpaid; the cash is recorded as a payment when the order is delivered (issue 30). */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('card'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_open_cod_idx').on(t.userId).where(sql`${t.paymentMethod} = 'cod' and ${t.status} in ('confirmed', 'processing', 'shipped')`),
    index('orders_pending_client_idx').on(t.clientIp).where(sql`${t.status} = 'pending'`),
    index('orders_review_idx').on(t.id).where(sql`${t.reviewReason} is not null`),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('orders_provider_order_key').on(t.providerOrderId),
    index('orders_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    check('orders_total_not_negative', sql`${t.totalPaise} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Copied at order time: the order keeps what was bought even if the product changes later. */
    productName: text('product_name').notNull(),
    imageUrl: text('image_url'),
    size: text('size'),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    /** How one piece's price was made up when it was ordered; the invoice keeps to it whatever rates do later. */
    hsnCode: text('hsn_code').notNull().default('7113'),
    priceBreakup: jsonb('price_breakup').$type<PriceBreakup>(),
    hallmarked: boolean('hallmarked').notNull().default(false),
    /** The 6-character HUID of each hallmarked piece shipped, entered by the owner when shipping. */
    huids: text('huids').array().notNull().default(sql`'{}'::text[]`),
    /** This line's share of the order's discount, GST included (issue 30); 0 on orders from before it was kept. */
    discountPaise: integer('discount_paise').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_positive', sql`${t.quantity} > 0`)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** As the provider reported it; an amount in another currency never confirms an order. */
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ['captured', 'failed'] }).notNull(),
    /** How the payment became known: the shopper's verify call, the provider's webhook, or cash collected at
     *  delivery (provider 'cod'). */
    source: text('source', { enum: ['verify', 'webhook', 'delivery'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payments_provider_payment_key').on(t.provider, t.providerPaymentId), index('payments_order_idx').on(t.orderId)],
);

export const refundStatus = ['pending', 'processed', 'failed'] as const;

/** Money given back on a captured payment, through the provider that took it (lib/server/payments/refunds). */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    /** The provider's refund id (rfnd_...); null until the provider has answered. */
    providerRefundId: text('provider_refund_id'),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: refundStatus }).notNull().default('pending'),
    /** The Idempotency-Key of the request that asked for it: a retried request refunds once. */
    idempotencyKey: text('idempotency_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_provider_refund_key').on(t.provider, t.providerRefundId),
    uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Everything that happened to an order, in order: status moves, payments, refunds, notes. The back office
 * shows it as the order's timeline and the shopper sees the entries meant for them.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** status | payment | refund | note */
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** Who: a back-office user, or null for the shopper, the provider or the system (actorLabel says which). */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    note: text('note'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * Every back-office write: who, from where, what changed. Rows are only ever inserted (a trigger refuses
 * UPDATE and DELETE, migration 0010).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id'),
    /** The actor's email at the time (kept if the account goes), or 'setup' / 'cli' for the first-run paths. */
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    clientIp: text('client_ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
  ],
);

/** The first-run link's token (its hash), replaced at every start while the shop has no owner. */
export const ownerSetupTokens = pgTable('owner_setup_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/** An owner's invitation to a helper: the emailed link sets a password on the staff account it creates. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role', { enum: userRoles }).notNull().default('staff'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_invites_token_hash_key').on(t.tokenHash), index('staff_invites_email_idx').on(t.email)],
);

// ---- Returns (issue 16) ----

/** requested by the shopper -> approved or refused by the shop -> received back -> refunded (a credit note). */
export const RETURN_STATUSES = ['requested', 'approved', 'refused', 'received', 'refunded'] as const;
export type ReturnLine = { orderItemId: number; quantity: number };

export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text('reason').notNull(),
    items: jsonb('items').$type<ReturnLine[]>().notNull(),
    /** What goes back once the pieces are received: their share of what was paid. */
    amountPaise: integer('amount_paise').notNull(),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    /** What was actually refunded: the lines' value, or less when earlier refunds left less to give back. */
    refundedPaise: integer('refunded_paise'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    // One open request per order at a time.
    uniqueIndex('return_requests_open_key').on(t.orderId).where(sql`${t.status} in ('requested', 'approved', 'received')`),
    index('return_requests_open_idx').on(t.createdAt).where(sql`${t.status} in ('requested', 'approved', 'received')`),
    check('return_requests_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

// ---- Metal rates, tax invoices and credit notes (issue 16) ----

/** Today's rate per gram for each metal and purity; saving one re-prices every piece priced by weight on it. */
export const metalRates = pgTable('metal_rates', {
  key: text('key', { enum: METAL_RATE_KEYS }).primaryKey(),
  ratePaisePerGram: integer('rate_paise_per_gram').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** Every rate the shop has used, with who set it and when. Only ever inserted. */
export const metalRateHistory = pgTable(
  'metal_rate_history',
  {
    id: serial('id').primaryKey(),
    key: text('key', { enum: METAL_RATE_KEYS }).notNull(),
    ratePaisePerGram: integer('rate_paise_per_gram').notNull(),
    previousPaisePerGram: integer('previous_paise_per_gram'),
    /** Pieces the change re-priced. */
    repricedCount: integer('repriced_count').notNull().default(0),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedByLabel: text('changed_by_label').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('metal_rate_history_key_idx').on(t.key, t.createdAt)],
);

export const TAX_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;

/** The last number given in each series (invoices, credit notes) of each financial year. Row-locked while a
 *  number is taken, in the transaction that records the payment or refund, so the series has no gaps. */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    financialYear: text('financial_year').notNull(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/** A tax invoice for a paid order, or a credit note for a refund: numbered, and frozen as issued. */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    /** Everything printed on it, as it was when issued (lib/shared/gst/invoice-document.ts). */
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tax_documents_number_key').on(t.number),
    uniqueIndex('tax_documents_series_key').on(t.kind, t.financialYear, t.sequence),
    uniqueIndex('tax_documents_order_invoice_key').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('tax_documents_refund_key').on(t.refundId),
    index('tax_documents_order_idx').on(t.orderId),
  ],
);

export const webhookEvents = pgTable('webhook_events', {
  /** The provider's event id (x-razorpay-event-id); a repeat delivery hits the primary key and is skipped. */
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Backups of the shop (lib/server/backup): the daily one claims its IST day here, so with several instances on
 * one database only one of them makes it, and the dashboard reads the newest finished one. Backups leave this
 * table out: it describes files kept elsewhere, not the shop.
 */
export const backups = pgTable(
  'backups',
  {
    id: serial('id').primaryKey(),
    /** 'daily' (made by the shop itself) or 'manual' (npm run backup). */
    kind: text('kind').notNull(),
    /** The IST day a daily backup is for; null for a manual one. */
    day: text('day'),
    /** 'running', 'done' or 'failed'. */
    status: text('status').notNull().default('running'),
    location: text('location'),
    bytes: bigint('bytes', { mode: 'number' }),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('backups_day_key').on(t.day), index('backups_finished_idx').on(t.finishedAt)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type OtpSessionRow = typeof otpSessions.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
export type UserRole = (typeof userRoles)[number];
export type MetalRateRow = typeof metalRates.$inferSelect;
export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type ReturnRequestRow = typeof returnRequests.$inferSelect;
