// The owner's shop settings: every field the storefront shows, the legal pages (their HTML sanitized on save,
// through the one allow-list the pages render with) and the low-stock threshold. The storefront's cached pages
// expire after the commit, so a new name or colour shows on every page at once.
import 'server-only';
import { requireUpdatedAt, DomainError } from '@/lib/server/errors';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { shopSettings } from '@/lib/server/db/schema';
import { authorize, authorizeAny, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { invalidateSettings } from '@/lib/server/cache';
import { sanitizeStoredHtml } from '@/lib/server/content';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { CONTENT_SETTINGS_FIELDS, type SettingsPatch } from '@/lib/shared/schemas/admin-settings-schema';
import type { AdminSettings } from '@/lib/shared/back-office/admin-types';
import { DEFAULT_SHOP_SETTINGS, readShopSettings } from './shop-settings';
import { sellingSettingsSchema, type SellingSettings } from '@/lib/shared/selling/selling-settings';
import { rupeesToPaise } from '@/lib/shared/money';

/** The selling keys the patch sets, over those stored: the column holds only what the owner chose. */
function sellingPatch(stored: Partial<SellingSettings> | null | undefined, patch: SettingsPatch) {
  const keys = Object.keys(sellingSettingsSchema.shape).filter((key) => key in patch) as (keyof SellingSettings)[];
  if (keys.length === 0) return {};
  return { selling: { ...(stored ?? {}), ...Object.fromEntries(keys.map((key) => [key, patch[key]])) } };
}

async function readAdminSettings(db: Executor): Promise<AdminSettings> {
  const [settings, [row]] = await Promise.all([
    readShopSettings(db),
    db
      .select({ threshold: shopSettings.lowStockThreshold, updatedAt: shopSettings.updatedAt })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1)),
  ]);
  return { ...settings, low_stock_threshold: row?.threshold ?? 3, updated_at: row?.updatedAt.toISOString() ?? null };
}

/** Read by the owner's settings and by a helper editing the legal pages ('content'). */
export async function getAdminSettings(actor: StaffActor): Promise<AdminSettings> {
  authorizeAny(actor, 'settings', 'content');
  return readAdminSettings(await getDb());
}

/** The legal pages need 'content'; every other field 'settings'. */
export async function updateSettings(actor: StaffActor, patch: SettingsPatch): Promise<AdminSettings> {
  const fields = Object.keys(patch).filter((key) => key !== 'updated_at');
  const isContent = (key: string) => (CONTENT_SETTINGS_FIELDS as readonly string[]).includes(key);
  if (fields.length === 0) authorizeAny(actor, 'settings', 'content');
  if (fields.some(isContent)) authorize(actor, 'content');
  if (fields.some((key) => !isContent(key))) authorize(actor, 'settings');
  const db = await getDb();
  // Nothing to change (an empty body): nothing is written or logged.
  if (fields.length === 0) return readAdminSettings(db);
  const today = new Date().toISOString().slice(0, 10);
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(shopSettings).where(eq(shopSettings.id, 1)).for('update');
    // A shop whose settings were never saved has no row, and no version to lose.
    if (row && row.updatedAt.getTime() !== new Date(requireUpdatedAt(patch.updated_at)).getTime()) {
      throw new DomainError(ADMIN_ERROR_CODES.staleRecord, ADMIN_MESSAGES.staleRecord, {
        settings: await readAdminSettings(tx),
      });
    }
    const before = await readShopSettings(tx);
    // Legal pages keep their date unless their text changed; their HTML is cleaned here, whatever the client sent.
    const legal = patch.legal_links?.map((link) => {
      const content = sanitizeStoredHtml(link.content);
      const previous = before.legal_links.find((l) => l.slug === link.slug);
      return {
        ...link,
        content,
        updated_at: previous && previous.content === content ? (previous.updated_at ?? today) : today,
      };
    });
    const set = {
      ...(patch.company && { company: patch.company }),
      ...(patch.contact && { contact: { ...patch.contact, whatsapp: patch.contact.whatsapp ?? '' } }),
      ...(patch.social_links && { socialLinks: patch.social_links }),
      ...(legal && { legalLinks: legal }),
      ...(patch.copyright !== undefined && { copyright: patch.copyright }),
      ...(patch.stats && { stats: patch.stats }),
      ...(patch.theme_colors && { themeColors: patch.theme_colors }),
      ...(patch.cart_enabled !== undefined && { cartEnabled: patch.cart_enabled }),
      ...(patch.low_stock_threshold !== undefined && { lowStockThreshold: patch.low_stock_threshold }),
      ...(patch.seller && { seller: patch.seller }),
      ...(patch.return_window_days !== undefined && { returnWindowDays: patch.return_window_days }),
      ...(patch.delivery && { delivery: patch.delivery }),
      ...(patch.cod_enabled !== undefined && { codEnabled: patch.cod_enabled }),
      ...(patch.cod_max_order_value !== undefined && { codMaxOrderPaise: rupeesToPaise(patch.cod_max_order_value) }),
      ...(patch.cod_zones && { codZones: patch.cod_zones }),
      ...(patch.cod_confirm_hours !== undefined && { codConfirmHours: patch.cod_confirm_hours }),
      ...sellingPatch(row?.selling, patch),
    };
    if (row)
      await tx
        .update(shopSettings)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(shopSettings.id, 1));
    else
      await tx.insert(shopSettings).values({
        company: DEFAULT_SHOP_SETTINGS.company,
        contact: DEFAULT_SHOP_SETTINGS.contact,
        themeColors: DEFAULT_SHOP_SETTINGS.theme_colors,
        ...set,
        updatedAt: sql`now()`,
      });
    const { updated_at: _stamp, ...changed } = patch;
    const keys = Object.keys(changed) as (keyof typeof changed)[];
    await recordAudit(tx, actor, {
      action: 'settings.update',
      entityType: 'settings',
      entityId: 1,
      before: Object.fromEntries(
        keys.map((k) => [
          k,
          k === 'low_stock_threshold' ? (row?.lowStockThreshold ?? null) : before[k as keyof typeof before],
        ]),
      ),
      after: { ...changed, ...(legal && { legal_links: legal }) },
    });
  });
  invalidateSettings();
  return readAdminSettings(db);
}
