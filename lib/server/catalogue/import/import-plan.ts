// The products import's second half, inside its transaction: each product the file describes checked against
// the database (its id, its category, today's rates, its sizes' SKUs) and turned into the columns to write, or
// into errors by line and column. Products the file leaves as they are come out unchanged and are not written.
import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { metalRates, products, productVariants } from '@/lib/server/db/schema';
import type { ProductRow, ProductVariantRow } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { ADMIN_PRODUCT_MESSAGES as P } from '@/lib/shared/messages/admin-products';
import { PRODUCT_CSV_MESSAGES as M } from '@/lib/shared/messages/product-csv';
import { PRODUCT_LIMITS, productPatchSchema, variantsSchema } from '@/lib/shared/schemas/admin-product-schema';
import type { ImportError, ProductCsvColumn } from '@/lib/shared/schemas/product-csv-schema';
import type { RateTable } from '../product-admin-pricing';
import { imagesFor } from '../product-rows';
import { categoryTree, originalPriceAfter, type CategoryTree } from '../product-write';
import { variantOfSize, variantsFor } from '@/lib/server/pricing';
import type { Header, ProductDraft } from './import-rows';
import { changedFields, columnsOf, NEW_PRODUCT, stateOf } from './import-state';
import type { PlannedVariant, ProductColumns, ProductState } from './import-state';

type Stored = { row: ProductRow; variants: ProductVariantRow[]; imageUrls: string[] };

export type ImportContext = {
  rates: RateTable;
  categories: CategoryTree;
  categoryByName: Map<string, number[]>;
  stored: Map<number, Stored>;
};

export type Planned = {
  draft: ProductDraft;
  id: number | null;
  before: ProductState | null;
  after: ProductState;
  changed: (keyof ProductState)[];
  values: ProductColumns;
  variants: PlannedVariant[];
};

const CHUNK = 1000;

/** Reads what checking the file needs, outside any transaction (lockAsChecked locks what is then written). */
export async function loadContext(tx: Executor, ids: number[]): Promise<ImportContext> {
  const stored = new Map<number, Stored>();
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  for (let start = 0; start < sorted.length; start += CHUNK) {
    const chunk = sorted.slice(start, start + CHUNK);
    const rows = await tx.select().from(products).where(inArray(products.id, chunk)).orderBy(products.id);
    const [variants, images] = await Promise.all([variantsFor(tx, chunk), imagesFor(tx, chunk)]);
    for (const row of rows) {
      const imageUrls = (images.get(row.id) ?? []).map((i) => i.url);
      stored.set(row.id, { row, variants: variants.get(row.id) ?? [], imageUrls });
    }
  }
  const [rateRows, tree] = await Promise.all([
    tx.select({ key: metalRates.key, rate: metalRates.ratePaisePerGram }).from(metalRates),
    categoryTree(tx),
  ]);
  const categoryByName = new Map<string, number[]>();
  for (const [id, c] of tree) {
    const key = c.name.trim().toLowerCase();
    categoryByName.set(key, [...(categoryByName.get(key) ?? []), id]);
  }
  return {
    rates: new Map(rateRows.map((r) => [r.key, r.rate])),
    categories: tree,
    categoryByName,
    stored,
  };
}

/** Where a field's error shows in the file, when it was not read from a column of its own name. */
const FIELD_COLUMN: Record<string, ProductCsvColumn> = {
  category_id: 'category',
  making_charge: 'making_charge_value',
};
const VARIANT_COLUMN: Record<string, ProductCsvColumn> = {
  size: 'variant_size',
  stock_quantity: 'variant_stock',
  price: 'variant_price',
  weight_grams: 'variant_weight_grams',
  gross_weight_grams: 'variant_gross_weight_grams',
  sku: 'variant_sku',
  adjustment: 'variant_stock_adjustment',
};

/** The stock after an adjustment of `now`, or the refusal's message. */
function adjusted(now: number, adjustment: number | string): number | string {
  if (typeof adjustment !== 'number') return M.adjustmentInvalid;
  if (now + adjustment < 0) return M.adjustmentBelowZero(now, adjustment);
  if (now + adjustment > PRODUCT_LIMITS.maxStock) return M.adjustmentTooHigh(PRODUCT_LIMITS.maxStock);
  return now + adjustment;
}

export async function planDraft(
  tx: Executor,
  draft: ProductDraft,
  header: Header,
  ctx: ImportContext,
  errors: ImportError[],
): Promise<Planned | null> {
  const label = (column: string) => header.label.get(column as ProductCsvColumn) ?? column;
  const fail = (field: string, message: string) => {
    errors.push({ line: draft.line, column: label(draft.source.get(field) ?? FIELD_COLUMN[field] ?? field), message });
    return null;
  };
  const failVariant = (i: number, field: string, message: string) => {
    const variant = draft.variants?.[i];
    errors.push({ line: variant?.line ?? draft.line, column: label(VARIANT_COLUMN[field] ?? 'variant_size'), message });
    return null;
  };
  const stored = draft.id === null ? undefined : ctx.stored.get(draft.id);
  if (draft.id !== null && !stored) return fail('id', M.idUnknown(draft.id));
  // A sale (or any edit) since the export moved the product's version: the file's stock and prices are stale. A
  // row that adjusts the stock may still go in, if it changes nothing but the stock it adjusts (checked below).
  const stale =
    stored && draft.version && draft.version.getTime() !== stored.row.updatedAt.getTime()
      ? stored.row.updatedAt.toISOString()
      : null;
  const adjusts = draft.stockAdjustment !== undefined || (draft.variants ?? []).some((v) => v.adjustment !== undefined);
  if (stale && !adjusts) return fail('updated_at', M.changedSinceExport(stale));
  const patch = { ...draft.patch };
  if (draft.category !== undefined) {
    const found = draft.category === null ? [null] : (ctx.categoryByName.get(draft.category.toLowerCase()) ?? []);
    if (found.length !== 1) return fail('category_id', M.categoryUnknown(draft.category ?? ''));
    patch.category_id = found[0];
  }
  const parsed = productPatchSchema.safeParse(patch);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fail(String(issue.path[0] ?? 'id'), issue.message);
    return null;
  }
  if (!stored && !parsed.data.name) return fail('name', P.nameRequired);
  const before = stored ? stateOf(stored.row, stored.variants, stored.imageUrls) : null;
  const base = before ?? NEW_PRODUCT;
  const { updated_at: _stamp, on_hand_quantity: _onHand, sizes: _sizes, variants: _variants, ...fields } = parsed.data;
  const after: ProductState = { ...base, ...fields };
  after.original_price = originalPriceAfter(after.pricing_kind, fields.original_price, base.original_price);
  if (draft.imageUrls) after.image_urls = draft.imageUrls;
  /** Each size's adjustment, by the size as the shop spells it. */
  const sizeAdjustments = new Map<string, number>();
  if (draft.variants) {
    let refused = false;
    const given = draft.variants.map((v, i) => {
      const kept = variantOfSize(base.variants, v.size);
      let stock = v.stock ?? kept?.stock_quantity ?? 0;
      if (v.adjustment !== undefined) {
        const now = kept?.stock_quantity ?? 0;
        const result = v.stock !== undefined ? M.adjustmentWithStock : adjusted(now, v.adjustment);
        if (typeof result === 'string') {
          refused = true;
          failVariant(i, 'adjustment', result);
        } else {
          stock = result;
          sizeAdjustments.set(kept?.size ?? v.size, result - now);
        }
      }
      return {
        size: v.size,
        stock_quantity: stock,
        ...((v.price ?? kept?.price) != null && { price: v.price ?? kept?.price }),
        ...((v.weight ?? kept?.weight_grams) != null && { weight_grams: v.weight ?? kept?.weight_grams }),
        ...((v.gross ?? kept?.gross_weight_grams) != null && {
          gross_weight_grams: v.gross ?? kept?.gross_weight_grams,
        }),
        sku: header.index.has('variant_sku') ? v.sku : (kept?.sku ?? null),
      };
    });
    if (refused) return null;
    const checked = given.length ? variantsSchema.safeParse(given) : null;
    if (checked && !checked.success) {
      for (const issue of checked.error.issues) {
        failVariant(Number(issue.path[0] ?? 0), String(issue.path[1] ?? 'size'), issue.message);
      }
      return null;
    }
    after.variants = (checked?.data ?? []).map((v) => ({
      size: v.size,
      stock_quantity: v.stock_quantity,
      price: v.price ?? null,
      weight_grams: v.weight_grams ?? null,
      gross_weight_grams: v.gross_weight_grams ?? null,
      sku: v.sku ?? null,
    }));
  }
  if (draft.stockAdjustment !== undefined) {
    if (after.variants.length > 0) return fail('stock_adjustment', M.adjustmentSized);
    if (draft.source.has('stock_quantity')) return fail('stock_adjustment', M.adjustmentWithStock);
    const result = adjusted(base.stock_quantity, draft.stockAdjustment);
    if (typeof result === 'string') return fail('stock_adjustment', result);
    after.stock_quantity = result;
  }
  if (stale && before) {
    // Exported before a sale or an edit: only the stock it adjusts may differ from the product as it is now.
    const expected: ProductState = {
      ...before,
      stock_quantity: draft.stockAdjustment !== undefined ? after.stock_quantity : before.stock_quantity,
      variants: before.variants.map((v) => {
        const by = sizeAdjustments.get(v.size);
        return by === undefined ? v : { ...v, stock_quantity: v.stock_quantity + by };
      }),
    };
    if (changedFields(expected, after).length > 0) return fail('updated_at', M.changedBeyondAdjustment(stale));
  }
  const changed = before ? changedFields(before, after) : (Object.keys(after) as (keyof ProductState)[]);
  if (changed.length === 0) {
    return { draft, id: draft.id, before, after, changed, values: {} as ProductColumns, variants: [] };
  }
  try {
    const { values, variants } = await columnsOf(tx, after, ctx.rates);
    return { draft, id: draft.id, before, after, changed, values, variants };
  } catch (error) {
    if (!(error instanceof DomainError) || Array.isArray(error.details.errors)) throw error;
    for (const [field, messages] of Object.entries(error.details.errors ?? { price: [error.message] })) {
      const variant = /^variants\.(\d+)\.(\w+)$/.exec(field);
      if (variant) failVariant(Number(variant[1]), variant[2], messages[0]);
      else fail(field, messages[0]);
    }
    return null;
  }
}

/** Locks the products the import rewrites (FOR UPDATE, in id order, as every write of many products locks them)
 *  and refuses, by line, any that changed since the file was checked against it. */
export async function lockAsChecked(
  tx: Executor,
  toWrite: Planned[],
  ctx: ImportContext,
  header: Header,
  errors: ImportError[],
): Promise<void> {
  const byId = new Map(toWrite.flatMap((p) => (p.id === null ? [] : [[p.id, p] as const])));
  const ids = [...byId.keys()].sort((a, b) => a - b);
  const column = header.label.get('updated_at') ?? '';
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await tx
      .select({ id: products.id, updatedAt: products.updatedAt })
      .from(products)
      .where(inArray(products.id, ids.slice(start, start + CHUNK)))
      .orderBy(products.id)
      .for('update');
    const found = new Map(rows.map((r) => [r.id, r.updatedAt]));
    for (const id of ids.slice(start, start + CHUNK)) {
      const now = found.get(id);
      if (now?.getTime() === ctx.stored.get(id)!.row.updatedAt.getTime()) continue;
      const message = now ? M.changedSinceExport(now.toISOString()) : M.idUnknown(id);
      errors.push({ line: byId.get(id)!.draft.line, column, message });
    }
  }
}

/** SKUs are unique across the shop: refused when two sizes in the file, or a size of a piece the file does not
 *  rewrite, already have them. */
export async function checkSkus(
  tx: Executor,
  planned: Planned[],
  header: Header,
  errors: ImportError[],
): Promise<void> {
  const column = header.label.get('variant_sku') ?? 'variant_sku';
  const seen = new Map<string, number | null>();
  const lines = new Map<string, number>();
  for (const p of planned) {
    p.after.variants.forEach((v, i) => {
      if (!v.sku) return;
      const line = p.draft.variants?.[i]?.line ?? p.draft.line;
      if (seen.has(v.sku)) errors.push({ line, column, message: P.variantSkuTwice });
      seen.set(v.sku, p.id);
      lines.set(v.sku, line);
    });
  }
  const skus = [...seen.keys()];
  const rewritten = new Set(planned.flatMap((p) => (p.id === null ? [] : [p.id])));
  for (let start = 0; start < skus.length; start += CHUNK) {
    const taken = await tx
      .select({ sku: productVariants.sku, productId: productVariants.productId })
      .from(productVariants)
      .where(inArray(productVariants.sku, skus.slice(start, start + CHUNK)));
    for (const t of taken) {
      if (!rewritten.has(t.productId)) errors.push({ line: lines.get(t.sku!)!, column, message: P.variantSkuTaken });
    }
  }
}
