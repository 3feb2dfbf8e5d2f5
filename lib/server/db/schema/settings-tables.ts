// The shop's settings: one row the storefront reads on every page.
import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
import type { DeliveryZone } from '@/lib/shared/delivery/delivery-zones';
import type { SellingSettings } from '@/lib/shared/selling/selling-settings';
import { updatedAt } from './table-columns';

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
    /** Cash on delivery: offered at all, up to which order total, and in which delivery zones
     *  (null: DEFAULT_COD_ZONES). */
    codEnabled: boolean('cod_enabled').notNull().default(false),
    codMaxOrderPaise: bigint('cod_max_order_paise', { mode: 'number' }).notNull().default(5_000_000),
    /** Hours a new account's first COD order has to be confirmed before it is released (cash-on-delivery.ts). */
    codConfirmHours: integer('cod_confirm_hours').notNull().default(24),
    codZones: jsonb('cod_zones').$type<Record<DeliveryZone, boolean>>(),
    /** Old-gold exchange, EMI plans and cart reminders; keys left out keep DEFAULT_SELLING_SETTINGS. */
    selling: jsonb('selling').$type<Partial<SellingSettings>>(),
    updatedAt: updatedAt(),
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);

export type ShopSettingsRow = typeof shopSettings.$inferSelect;
