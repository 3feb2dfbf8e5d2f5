// POST /api/v1/admin/products/bulk (issue 32): one change to many products, chosen by id or by the list's filter,
// in one transaction with one audit entry per product changed, and the storefront's caches expired after it.
//
// Rounding: a price moved by a percent is rounded to the nearest whole rupee (half away from zero), as is its
// struck-out price and each size's price; a making charge in rupees per gram to the nearest rupee, one in
// percent to 0.01 percent. A price change applies to fixed-price pieces and a making charge change to pieces
// priced by weight (re-priced at today's rate); the others are counted as skipped.
import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { metalRates, products, productVariants, type ProductRow } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors/domain-error';
import { authorize, type StaffActor } from '@/lib/server/access/staff-actor';
import { recordAudits, type AuditEntry } from '@/lib/server/audit/audit-log';
import { invalidateCategories, invalidateProducts } from '@/lib/server/cache/invalidate';
import { priceAtRate } from '@/lib/server/pricing/weight-pricing';
import { ERROR_CODES } from '@/lib/shared/api-error-codes.cjs';
import { RATE_MESSAGES as R } from '@/lib/shared/messages/admin-rates';
import { ADMIN_PRODUCT_MESSAGES as P } from '@/lib/shared/messages/admin-products';
import { METAL_GRADES } from '@/lib/shared/pricing/metal-rates';
import { PRODUCT_LIMITS } from '@/lib/shared/schemas/admin-product-schema';
import type { BulkEdit, BulkSet, BulkSummary } from '@/lib/shared/schemas/product-csv-schema';
import { adminConditions } from './product-admin-read';
import { requireCategory, searchTextFor } from './product-admin-write';
import { syncProductsFromVariants, variantsFor } from './variant-sync';

const invalid = (field: string, message: string) => new DomainError(ERROR_CODES.validationFailed, message, { errors: { [field]: [message] } });

/** Paise moved by a percent, to the nearest whole rupee (never below one rupee). */
export function movedToRupee(paise: number, percent: number): number {
  return Math.max(100, Math.round((paise * (1 + percent / 100)) / 100) * 100);
}

async function chosenIds(tx: Executor, body: BulkEdit): Promise<number[]> {
  if (body.ids) return [...new Set(body.ids)].sort((a, b) => a - b);
  const where = await adminConditions(tx, body.filter!);
  return (await tx.select({ id: products.id }).from(products).where(where).orderBy(asc(products.id))).map((r) => r.id);
}

type Change = { set: Partial<typeof products.$inferInsert>; variantPrices?: Map<number, { pricePaise: number; priceBreakup?: unknown }> };

async function changeOf(tx: Executor, row: ProductRow, set: BulkSet, ctx: { rates: Map<string, number>; variants: Map<number, { id: number; pricePaise: number; weightGrams: number | null }[]> }): Promise<Change | 'skipped'> {
  const out: Change = { set: {} };
  if (set.active !== undefined && (row.active !== set.active || (set.active && row.archivedAt))) {
    out.set.active = set.active;
    if (set.active && row.archivedAt) out.set.archivedAt = null;
  }
  if (set.category_id !== undefined && row.categoryId !== set.category_id) out.set.categoryId = set.category_id;
  if (set.add_tag && !row.tags.some((t) => t.toLowerCase() === set.add_tag!.toLowerCase())) {
    if (row.tags.length >= PRODUCT_LIMITS.listEntries) return 'skipped';
    out.set.tags = [...row.tags, set.add_tag];
  }
  if (set.remove_tag) {
    const kept = row.tags.filter((t) => t.toLowerCase() !== set.remove_tag!.toLowerCase());
    if (kept.length !== row.tags.length) out.set.tags = kept;
  }
  const sizes = ctx.variants.get(row.id) ?? [];
  if (set.price_percent !== undefined) {
    if (row.pricingKind !== 'fixed') return 'skipped';
    out.set.pricePaise = movedToRupee(row.pricePaise, set.price_percent);
    if (row.originalPricePaise !== null) out.set.originalPricePaise = movedToRupee(row.originalPricePaise, set.price_percent);
    out.variantPrices = new Map(sizes.map((v) => [v.id, { pricePaise: movedToRupee(v.pricePaise, set.price_percent!) }]));
    if (Math.max(out.set.pricePaise, ...[...out.variantPrices.values()].map((v) => v.pricePaise)) > PRODUCT_LIMITS.maxPrice * 100) throw invalid('set.price_percent', P.priceTooHigh);
  }
  if (set.making_percent !== undefined) {
    if (row.pricingKind !== 'weight') return 'skipped';
    const kind = row.makingChargeKind!;
    const value = kind === 'percent' ? Math.round(row.makingChargeValue! * (1 + set.making_percent / 100)) : movedToRupee(row.makingChargeValue!, set.making_percent);
    if (kind === 'percent' ? value > 10_000 : value > PRODUCT_LIMITS.maxMakingPerGram * 100) throw invalid('set.making_percent', R.makingInvalid);
    const rate = ctx.rates.get(row.metalRateKey!);
    if (rate === undefined) throw invalid('set.making_percent', R.rateMissing(METAL_GRADES[row.metalRateKey!].label));
    const price = (weightGrams: number) =>
      priceAtRate({ rateKey: row.metalRateKey!, weightGrams, makingKind: kind, makingValue: value, stonePaise: row.stoneChargesPaise }, rate);
    const own = price(Number(row.weightGrams));
    Object.assign(out.set, { makingChargeValue: value, pricePaise: own.pricePaise, priceBreakup: own.breakup });
    out.variantPrices = new Map(sizes.map((v) => {
      const priced = price(Number(v.weightGrams ?? row.weightGrams));
      return [v.id, { pricePaise: priced.pricePaise, priceBreakup: priced.breakup }];
    }));
  }
  return out;
}

export async function bulkEditProducts(actor: StaffActor, body: BulkEdit): Promise<BulkSummary> {
  authorize(actor, 'catalogue');
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    if (body.set.category_id) await requireCategory(tx, body.set.category_id);
    const ids = await chosenIds(tx, body);
    const pricing = body.set.price_percent !== undefined || body.set.making_percent !== undefined;
    const rates = new Map((await tx.select({ key: metalRates.key, rate: metalRates.ratePaisePerGram }).from(metalRates)).map((r) => [r.key as string, r.rate]));
    const summary: BulkSummary = { matched: 0, changed: 0, skipped: 0, ids: [] };
    const entries: AuditEntry[] = [];
    for (let start = 0; start < ids.length; start += 500) {
      const chunk = ids.slice(start, start + 500);
      const rows = await tx.select().from(products).where(inArray(products.id, chunk)).orderBy(asc(products.id)).for('update');
      const variants = pricing ? await variantsFor(tx, chunk) : new Map();
      const resized: number[] = [];
      summary.matched += rows.length;
      for (const row of rows) {
        const change = await changeOf(tx, row, body.set, { rates, variants });
        if (change === 'skipped') {
          summary.skipped++;
          continue;
        }
        const { set } = change;
        if (Object.keys(set).length === 0) continue;
        if (set.tags !== undefined || set.categoryId !== undefined) {
          set.searchText = await searchTextFor(tx, row.name, set.tags ?? row.tags, set.categoryId !== undefined ? set.categoryId : row.categoryId);
        }
        await tx.update(products).set({ ...set, updatedAt: new Date() }).where(eq(products.id, row.id));
        for (const [variantId, price] of change.variantPrices ?? []) {
          await tx.update(productVariants).set(price as Partial<typeof productVariants.$inferInsert>).where(eq(productVariants.id, variantId));
        }
        if (change.variantPrices?.size) resized.push(row.id);
        const before = Object.fromEntries(Object.keys(set).filter((k) => k !== 'searchText').map((k) => [k, row[k as keyof ProductRow]]));
        const { searchText: _text, ...after } = set;
        entries.push({ action: 'product.update', entityType: 'product', entityId: row.id, before, after: { ...after, via: 'bulk', bulk: body.set } });
        summary.changed++;
        summary.ids.push(row.id);
      }
      await syncProductsFromVariants(tx, resized);
    }
    await recordAudits(tx, actor, entries);
    return summary;
  });
  if (result.ids.length > 0) {
    invalidateProducts(result.ids);
    invalidateCategories();
  }
  return result;
}
