// The shop's identity as the API and the pages see it; defaults when nothing is stored yet.
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { shopSettings, type ShopSettingsRow } from '@/lib/server/db/schema';
import {
  DEFAULT_COMPANY_DESCRIPTION,
  DEFAULT_SHOP_NAME,
  DEFAULT_STATS,
  DEFAULT_THEME_COLORS,
  COUNTRY,
  DEFAULT_RETURN_WINDOW_DAYS,
} from '@/lib/shared/constants';
import type { ShopSettings } from '@/lib/shared/schemas/settings-schema';
import { DEFAULT_DELIVERY_DAYS } from '@/lib/shared/delivery/delivery-zones';
import { DEFAULT_COD_MAX_ORDER_PAISE, DEFAULT_COD_ZONES } from '@/lib/shared/payment-methods';
import { COD_CASH_LIMIT_PAISE } from '@/lib/shared/india-limits';
import { paiseToRupees } from '@/lib/shared/money';
import { DEFAULT_COD_CONFIRM_HOURS } from '@/lib/shared/schemas/cod-confirmation-schema';
import { DEFAULT_SELLING_SETTINGS, sellingSettingsOf } from '@/lib/shared/selling/selling-settings';

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  ...DEFAULT_SELLING_SETTINGS,
  company: { name: DEFAULT_SHOP_NAME, tagline: '', description: DEFAULT_COMPANY_DESCRIPTION, logo: null },
  contact: { address: { street: '', city: '', country: COUNTRY }, phone: '', email: '', whatsapp: '' },
  social_links: [],
  legal_links: [],
  copyright: '',
  stats: DEFAULT_STATS.map((s) => ({ ...s })),
  theme_colors: { ...DEFAULT_THEME_COLORS },
  cart_enabled: true,
  seller: null,
  return_window_days: DEFAULT_RETURN_WINDOW_DAYS,
  delivery: { days: { ...DEFAULT_DELIVERY_DAYS }, holidays: [] },
  cod_enabled: false,
  cod_max_order_value: paiseToRupees(DEFAULT_COD_MAX_ORDER_PAISE),
  cod_confirm_hours: DEFAULT_COD_CONFIRM_HOURS,
  cod_zones: { ...DEFAULT_COD_ZONES },
};

function toShopSettings(row: ShopSettingsRow): ShopSettings {
  return {
    ...sellingSettingsOf(row.selling),
    company: row.company,
    // Saved before the shop had a WhatsApp number: none.
    contact: { ...row.contact, whatsapp: row.contact.whatsapp ?? '' },
    social_links: row.socialLinks,
    legal_links: row.legalLinks,
    copyright: row.copyright,
    stats: row.stats.length ? row.stats : DEFAULT_SHOP_SETTINGS.stats,
    // A partial palette keeps the spec's defaults for the colours it leaves out.
    theme_colors: { ...DEFAULT_THEME_COLORS, ...row.themeColors },
    cart_enabled: row.cartEnabled,
    seller: row.seller,
    return_window_days: row.returnWindowDays,
    delivery: row.delivery ?? DEFAULT_SHOP_SETTINGS.delivery,
    cod_enabled: row.codEnabled,
    // A limit saved before section 269ST was enforced reads as the legal most.
    cod_max_order_value: paiseToRupees(Math.min(row.codMaxOrderPaise, COD_CASH_LIMIT_PAISE)),
    cod_confirm_hours: row.codConfirmHours,
    cod_zones: { ...DEFAULT_COD_ZONES, ...row.codZones },
  };
}

/** Through the caller's transaction, for code that needs the settings inside one (PGlite runs one at a time). */
export async function readShopSettings(db: Executor): Promise<ShopSettings> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1)).limit(1);
  return row ? toShopSettings(row) : DEFAULT_SHOP_SETTINGS;
}

export async function getShopSettings(): Promise<ShopSettings> {
  return readShopSettings(await getDb());
}
