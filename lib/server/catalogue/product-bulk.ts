// POST /api/v1/admin/products/bulk: one change to many products, chosen by id or by the list's filter,
// in one transaction with one audit entry per product changed, and the storefront's caches expired after it.
//
// Rounding: a price moved by a percent is rounded to the nearest whole rupee (half away from zero), as is its
// struck-out price and each size's price; a making charge in rupees per gram to the nearest rupee, one in
// percent to 0.01 percent. A price change applies to fixed-price pieces and a making charge change to pieces
// priced by weight (re-priced at today's rate); the others are counted as skipped.
import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { metalRates, products, type ProductRow, type ProductVariantRow } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { recordAudits, type AuditEntry } from '@/lib/server/audit';
import { variantsFor } from '@/lib/server/pricing';
import {
  bpToPercent,
  PAISE_PER_RUPEE,
  paiseToRupees,
  percentFraction,
  roundToRupee,
  rupeesToPaise,
} from '@/lib/shared/money';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { RATE_MESSAGES as R } from '@/lib/shared/messages/admin-rates';
import { ADMIN_PRODUCT_MESSAGES as P } from '@/lib/shared/messages/admin-products';
import { METAL_GRADES } from '@/lib/shared/pricing/metal-rates';
import type { PriceBreakup } from '@/lib/shared/money/breakup';
import { PRODUCT_LIMITS } from '@/lib/shared/schemas/admin-product-schema';
import type { BulkEdit, BulkSet, BulkSummary } from '@/lib/shared/schemas/product-csv-schema';
import { adminConditions } from './product-admin-read';
import { pricingColumns, type RateTable } from './product-admin-pricing';
import { priceSizes, pricingEditOf, pricingTermsOf } from './product-columns';
import { repriceSizes } from './product-store';
import { categoryTree, expireProducts, requireCategory, writeProductRows } from './product-write';
import { keptPlan } from './variant-admin';

const invalid = (field: string, message: string) =>
  new DomainError(ERROR_CODES.validationFailed, message, { errors: { [field]: [message] } });

/** Paise moved by a percent, to the nearest whole rupee (never below one rupee). */
export function movedToRupee(paise: number, percent: number): number {
  return Math.max(PAISE_PER_RUPEE, roundToRupee(paise * (1 + percentFraction(percent))));
}

async function chosenIds(tx: Executor, body: BulkEdit): Promise<number[]> {
  if (body.ids) return [...new Set(body.ids)].sort((a, b) => a - b);
  const where = await adminConditions(tx, body.filter!);
  const rows = await tx.select({ id: products.id }).from(products).where(where).orderBy(asc(products.id));
  return rows.map((r) => r.id);
}

type SizePrice = { pricePaise: number; priceBreakup?: PriceBreakup };
type Change = { set: Partial<typeof products.$inferInsert>; sizePrices?: Map<number, SizePrice> };
type Sizes = Map<number, ProductVariantRow[]>;

function priceChange(row: ProductRow, percent: number, sizes: ProductVariantRow[], out: Change): void {
  out.set.pricePaise = movedToRupee(row.pricePaise, percent);
  if (row.originalPricePaise !== null) out.set.originalPricePaise = movedToRupee(row.originalPricePaise, percent);
  out.sizePrices = new Map(sizes.map((v) => [v.id, { pricePaise: movedToRupee(v.pricePaise, percent) }]));
  const dearest = Math.max(out.set.pricePaise, ...[...out.sizePrices.values()].map((v) => v.pricePaise));
  if (dearest > rupeesToPaise(PRODUCT_LIMITS.maxPrice)) throw invalid('set.price_percent', P.priceTooHigh);
}

/** A making charge moved, the piece and each size re-priced at today's rate through the editor's own pricing. */
async function makingChange(
  tx: Executor,
  row: ProductRow,
  percent: number,
  sizes: ProductVariantRow[],
  rates: RateTable,
  out: Change,
) {
  const kind = row.makingChargeKind!;
  const was = row.makingChargeValue!;
  const value = kind === 'percent' ? Math.round(was * (1 + percentFraction(percent))) : movedToRupee(was, percent);
  const limit = kind === 'percent' ? 10_000 : rupeesToPaise(PRODUCT_LIMITS.maxMakingPerGram);
  if (value > limit) throw invalid('set.making_percent', R.makingInvalid);
  if (!rates.has(row.metalRateKey!)) {
    throw invalid('set.making_percent', R.rateMissing(METAL_GRADES[row.metalRateKey!].label));
  }
  const making = { kind, value: kind === 'percent' ? bpToPercent(value) : paiseToRupees(value) };
  const plan = keptPlan(sizes);
  const edit = { ...pricingEditOf(row), making_charge: making };
  const own = await pricingColumns(tx, pricingTermsOf(edit, plan), rates);
  const { makingChargeValue, pricePaise, priceBreakup } = own;
  Object.assign(out.set, { makingChargeValue, pricePaise, priceBreakup });
  const priced = await priceSizes(tx, { ...row, makingChargeValue: value }, plan, rates);
  out.sizePrices = new Map(
    sizes.map((v, i) => [v.id, { pricePaise: priced[i].pricePaise, priceBreakup: priced[i].priceBreakup! }]),
  );
}

/** What the set changes on this piece; 'skipped' when the action does not apply to it. */
async function changeOf(
  tx: Executor,
  row: ProductRow,
  set: BulkSet,
  sizes: Sizes,
  rates: RateTable,
): Promise<Change | 'skipped'> {
  const out: Change = { set: {} };
  if (set.active !== undefined && (row.active !== set.active || (set.active && row.archivedAt))) {
    out.set.active = set.active;
    if (set.active && row.archivedAt) out.set.archivedAt = null;
  }
  if (set.category_id !== undefined && row.categoryId !== set.category_id) out.set.categoryId = set.category_id;
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  if (set.add_tag && !row.tags.some((t) => same(t, set.add_tag!))) {
    if (row.tags.length >= PRODUCT_LIMITS.listEntries) return 'skipped';
    out.set.tags = [...row.tags, set.add_tag];
  }
  if (set.remove_tag && row.tags.some((t) => same(t, set.remove_tag!))) {
    out.set.tags = row.tags.filter((t) => !same(t, set.remove_tag!));
  }
  if (set.price_percent !== undefined) {
    if (row.pricingKind !== 'fixed') return 'skipped';
    priceChange(row, set.price_percent, sizes.get(row.id) ?? [], out);
  }
  if (set.making_percent !== undefined) {
    if (row.pricingKind !== 'weight') return 'skipped';
    await makingChange(tx, row, set.making_percent, sizes.get(row.id) ?? [], rates, out);
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
    const rateRows = await tx.select({ key: metalRates.key, rate: metalRates.ratePaisePerGram }).from(metalRates);
    const rates: RateTable = new Map(rateRows.map((r) => [r.key, r.rate]));
    const tree = await categoryTree(tx);
    const summary: BulkSummary = { matched: 0, changed: 0, skipped: 0, ids: [] };
    const entries: AuditEntry[] = [];
    for (let start = 0; start < ids.length; start += 500) {
      const chunk = ids.slice(start, start + 500);
      // Locked in id order, as every other write of many products locks them, so two cannot deadlock.
      const rows = await tx
        .select()
        .from(products)
        .where(inArray(products.id, chunk))
        .orderBy(asc(products.id))
        .for('update');
      const sizes: Sizes = pricing ? await variantsFor(tx, chunk) : new Map();
      const repriced: number[] = [];
      const writes: { row: ProductRow; set: Change['set'] }[] = [];
      const sizePrices: { variantId: number; pricePaise: number; priceBreakup?: PriceBreakup }[] = [];
      summary.matched += rows.length;
      for (const row of rows) {
        const change = await changeOf(tx, row, body.set, sizes, rates);
        if (change === 'skipped') summary.skipped++;
        if (change === 'skipped' || Object.keys(change.set).length === 0) continue;
        writes.push({ row, set: change.set });
        for (const [variantId, price] of change.sizePrices ?? []) sizePrices.push({ variantId, ...price });
        if (change.sizePrices?.size) repriced.push(row.id);
        const { searchText: _text, ...after } = change.set;
        const before = Object.fromEntries(Object.keys(after).map((k) => [k, row[k as keyof ProductRow]]));
        const audited = { ...after, via: 'bulk' };
        entries.push({ action: 'product.update', entityType: 'product', entityId: row.id, before, after: audited });
        summary.changed++;
        summary.ids.push(row.id);
      }
      await writeProductRows(tx, writes, tree);
      await repriceSizes(tx, sizePrices, repriced);
    }
    await recordAudits(tx, actor, entries);
    return summary;
  });
  expireProducts(result.ids, true);
  return result;
}
