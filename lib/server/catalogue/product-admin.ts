// The back office's products: the list with paging, sort and filters, and every write (create, edit, archive,
// delete). Each call authorizes the actor first, writes inside one transaction with its audit entry, and
// expires the storefront's cached pages after the commit.
import 'server-only';
import { requireUpdatedAt, DomainError, notFound } from '@/lib/server/errors';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { categories, orderItems, orders, products, shopSettings, type ProductRow } from '@/lib/server/db/schema';
import { authorize, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { invalidateCategories, invalidateProducts } from '@/lib/server/cache';
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import { slugify } from '@/lib/shared/slug';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { ADMIN_PRODUCT_MESSAGES as M } from '@/lib/shared/messages/admin-products';
import type { AdminProductQuery, ProductCreate, ProductPatch } from '@/lib/shared/schemas/admin-product-schema';
import type { AdminProduct, AdminProductPage } from '@/lib/shared/back-office/admin-types';

export type { AdminProduct, AdminProductPage };
import { toApiProduct } from './product-view';
import { imagesFor } from './products';
import { checkPlan, lowestOfPlan, planVariants, writeVariants, type VariantPlan } from './variant-admin';
import { variantsFor, priceByWeight } from '@/lib/server/pricing';
import { RATE_MESSAGES as R } from '@/lib/shared/messages/admin-rates';
import { METAL_GRADES, gradeForPurity, type MetalRateKey } from '@/lib/shared/pricing/metal-rates';
import type { MakingChargeKind, PricingKind } from '@/lib/shared/pricing/price-breakup';

/** Everything that decides a piece's price and its hallmark, once the patch is laid over the stored row. */
type PricingTerms = {
  kind: PricingKind;
  priceRupees: number | undefined;
  originalRupees: number | null;
  rateKey: MetalRateKey | null;
  weightGrams: number | null;
  making: { kind: MakingChargeKind; value: number } | null;
  stoneRupees: number;
  metal: string | null;
  purity: string | null;
  hallmarked: boolean;
};

const invalid = (field: string, message: string) => new DomainError(ERROR_CODES.validationFailed, message, { errors: { [field]: [message] } });

/** The stored columns of a piece's price: worked out from today's rate by weight, or as given when fixed. */
async function pricingColumns(db: Executor, t: PricingTerms): Promise<Partial<typeof products.$inferInsert>> {
  if (t.kind === 'weight') {
    if (!t.rateKey || t.weightGrams === null || !t.making) throw invalid(!t.rateKey ? 'metal_rate' : t.weightGrams === null ? 'weight_grams' : 'making_charge', R.weightPricingIncomplete);
    if (t.originalRupees !== null) throw invalid('original_price', R.weightPricedHasNoOriginal);
    if (t.hallmarked && !METAL_GRADES[t.rateKey].hallmarkable) throw invalid('hallmarked', R.hallmarkNotPossible);
    const makingValue = t.making.kind === 'percent' ? Math.round(t.making.value * 100) : rupeesToPaise(t.making.value);
    const stonePaise = rupeesToPaise(t.stoneRupees);
    const priced = await priceByWeight(db, { rateKey: t.rateKey, weightGrams: t.weightGrams, makingKind: t.making.kind, makingValue, stonePaise });
    return {
      pricingKind: 'weight',
      metalRateKey: t.rateKey,
      makingChargeKind: t.making.kind,
      makingChargeValue: makingValue,
      stoneChargesPaise: stonePaise,
      weightGrams: t.weightGrams,
      metal: priced.metal,
      purity: priced.purity,
      pricePaise: priced.pricePaise,
      priceBreakup: priced.breakup,
      originalPricePaise: null,
      hallmarked: t.hallmarked,
    };
  }
  if (t.priceRupees === undefined) throw invalid('price', M.priceInvalid);
  if (t.originalRupees !== null && t.originalRupees < t.priceRupees) throw invalid('original_price', M.originalBelowPrice);
  const grade = gradeForPurity(t.metal, t.purity);
  if (t.hallmarked && !(grade && METAL_GRADES[grade].hallmarkable)) throw invalid('hallmarked', R.hallmarkNotPossible);
  return {
    pricingKind: 'fixed',
    metalRateKey: null,
    makingChargeKind: null,
    makingChargeValue: null,
    stoneChargesPaise: 0,
    priceBreakup: null,
    pricePaise: rupeesToPaise(t.priceRupees),
    originalPricePaise: t.originalRupees === null ? null : rupeesToPaise(t.originalRupees),
    hallmarked: t.hallmarked,
  };
}

/** The making charge as the back office reads and sends it: a percent, or rupees per gram. */
function storedMaking(row: Pick<ProductRow, 'makingChargeKind' | 'makingChargeValue'>): PricingTerms['making'] {
  if (row.makingChargeKind === null || row.makingChargeValue === null) return null;
  return { kind: row.makingChargeKind, value: row.makingChargeKind === 'percent' ? row.makingChargeValue / 100 : paiseToRupees(row.makingChargeValue) };
}

const PRICING_FIELDS = ['price', 'original_price', 'pricing_kind', 'metal_rate', 'weight_grams', 'making_charge', 'stone_charges', 'metal', 'purity', 'hallmarked'] as const;

// Everything but the tsvectors, which no reader needs.
const { searchVector: _search, titleVector: _title, ...productColumns } = getTableColumns(products);
const selection = { ...productColumns, categoryName: categories.name };

type SelectedRow = Omit<ProductRow, 'searchVector' | 'titleVector'> & { categoryName: string | null };

async function lowStockThreshold(db: Executor): Promise<number> {
  const [row] = await db.select({ threshold: shopSettings.lowStockThreshold }).from(shopSettings).limit(1);
  return row?.threshold ?? 3;
}

/** Pieces of each product held by pending orders. */
async function reservedBy(db: Executor, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: orderItems.productId, held: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.status, 'pending'), inArray(orderItems.productId, productIds)))
    .groupBy(orderItems.productId);
  return new Map(rows.map((r) => [r.productId!, Number(r.held)]));
}

async function toAdminProducts(db: Executor, rows: SelectedRow[]): Promise<AdminProduct[]> {
  const ids = rows.map((r) => r.id);
  const [images, reserved, threshold, variants] = await Promise.all([imagesFor(db, ids), reservedBy(db, ids), lowStockThreshold(db), variantsFor(db, ids)]);
  return rows.map((row) => {
    const held = reserved.get(row.id) ?? 0;
    return {
      ...toApiProduct(row, images.get(row.id) ?? []),
      // The back office shows the price it stored, even when the original price is not above it.
      originalPrice: row.originalPricePaise === null ? null : paiseToRupees(row.originalPricePaise),
      active: row.active,
      archived_at: row.archivedAt?.toISOString() ?? null,
      reserved_quantity: held,
      on_hand_quantity: row.stockQuantity + held,
      low_stock: row.active && row.stockQuantity < threshold,
      making_charge: storedMaking(row),
      stone_charges: paiseToRupees(row.stoneChargesPaise),
      hallmarked: row.hallmarked,
      variants: (variants.get(row.id) ?? []).map((v) => ({
        size: v.size,
        stock_quantity: v.stockQuantity,
        price: paiseToRupees(v.pricePaise),
        weight_grams: v.weightGrams === null ? null : Number(v.weightGrams),
        sku: v.sku,
      })),
    };
  });
}

function selectProducts(db: Executor) {
  return db.select(selection).from(products).leftJoin(categories, eq(categories.id, products.categoryId));
}

async function readAdminProduct(db: Executor, id: number): Promise<AdminProduct | null> {
  const rows = await selectProducts(db).where(eq(products.id, id)).limit(1);
  if (rows.length === 0) return null;
  return (await toAdminProducts(db, rows))[0];
}

const SORT_COLUMNS = {
  name: products.name,
  price: products.pricePaise,
  stock_quantity: products.stockQuantity,
  created_at: products.createdAt,
  updated_at: products.updatedAt,
  id: products.id,
} as const;

/** The page's ids first, from the products table and its indexes alone (a deep page skips thousands of rows
 *  without joining each), then those rows with their categories, in the same order. */
async function pageRows(db: Executor, where: SQL | undefined, order: SQL[], query: AdminProductQuery): Promise<SelectedRow[]> {
  const ids = (
    await db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
  ).map((r) => r.id);
  if (ids.length === 0) return [];
  const rows = await selectProducts(db).where(inArray(products.id, ids));
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

/** What the back office's list narrows to, without its page and order: what a count of it depends on. */
export type AdminProductCountQuery = Omit<AdminProductQuery, 'page' | 'per_page' | 'sort' | 'order'>;
export type CountAdminProducts = (query: AdminProductCountQuery) => Promise<number>;

async function adminConditions(db: Executor, query: AdminProductCountQuery): Promise<SQL | undefined> {
  const conditions: SQL[] = [];
  if (query.status === 'active') conditions.push(eq(products.active, true), isNull(products.archivedAt));
  if (query.status === 'inactive') conditions.push(eq(products.active, false), isNull(products.archivedAt));
  if (query.status === 'archived') conditions.push(isNotNull(products.archivedAt));
  if (query.status === 'all') conditions.push(isNull(products.archivedAt));
  if (query.category_id !== undefined) conditions.push(eq(products.categoryId, query.category_id));
  if (query.stock === 'out') conditions.push(eq(products.stockQuantity, 0));
  if (query.stock === 'low') conditions.push(lt(products.stockQuantity, await lowStockThreshold(db)));
  if (query.q) {
    const id = /^\d{1,9}$/.test(query.q) ? Number(query.q) : null;
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(products.name, pattern), ...(id ? [eq(products.id, id)] : []))!);
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** How many pieces match, for the list's pages. Only numbers leave it; listAdminProducts authorises the asker. */
export async function countAdminProducts(query: AdminProductCountQuery): Promise<number> {
  const db = await getDb();
  const [{ total }] = await db.select({ total: count() }).from(products).where(await adminConditions(db, query));
  return total;
}

/**
 * A page of the back office's products. Counting every matching piece is the slow half at 100,000 pieces, so
 * the route passes the cached count (cachedAdminProductCount, lib/server/catalogue/cached-catalogue.ts), which every
 * catalogue write and every order that moves stock expires.
 */
export async function listAdminProducts(actor: StaffActor, query: AdminProductQuery, countOf: CountAdminProducts = countAdminProducts): Promise<AdminProductPage> {
  authorize(actor, 'catalogue');
  const db = await getDb();
  const { page: _page, per_page: _perPage, sort: _sort, order: _order, ...narrowing } = query;
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, total] = await Promise.all([
    adminConditions(db, narrowing).then((where) => pageRows(db, where, [direction(column), direction(products.id)], query)),
    countOf(narrowing),
  ]);
  return {
    products: await toAdminProducts(db, rows),
    pagination: { current_page: query.page, per_page: query.per_page, total_pages: Math.ceil(total / query.per_page), total_count: total },
  };
}

export async function getAdminProduct(actor: StaffActor, id: number): Promise<AdminProduct> {
  authorize(actor, 'catalogue');
  const product = await readAdminProduct(await getDb(), id);
  if (!product) throw notFound(M.notFound);
  return product;
}

/** Name, tags and the category with its parents: what search matches a piece by (products.search_text). */
async function searchTextFor(db: Executor, name: string, tags: readonly string[], categoryId: number | null): Promise<string> {
  const names: string[] = [];
  let next = categoryId;
  for (let depth = 0; next !== null && depth < 10; depth++) {
    const [category] = await db.select({ name: categories.name, parentId: categories.parentId }).from(categories).where(eq(categories.id, next));
    if (!category) break;
    names.push(category.name);
    next = category.parentId;
  }
  return [name, ...tags, ...names].join(' ');
}

async function requireCategory(db: Executor, categoryId: number | null): Promise<void> {
  if (categoryId === null) return;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw new DomainError(ERROR_CODES.validationFailed, M.categoryMissing, { errors: { category_id: [M.categoryMissing] } });
}

async function uniqueSlug(db: Executor, name: string, exceptId?: number): Promise<string> {
  const base = slugify(name) || 'piece';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await db.select({ id: products.id }).from(products).where(eq(products.slug, slug)).limit(1);
    if (!taken || taken.id === exceptId) return slug;
  }
}

export async function createProduct(actor: StaffActor, body: ProductCreate): Promise<AdminProduct> {
  authorize(actor, 'catalogue');
  const db = await getDb();
  const product = await db.transaction(async (tx) => {
    await requireCategory(tx, body.category_id);
    // Issue 30: sizes with their own stock and price or weight; the piece's own are its lowest size's.
    const plan = planVariants(
      {
        kind: body.pricing_kind,
        variants: body.variants,
        sizes: body.sizes?.length ? body.sizes : undefined,
        stock: body.stock_quantity,
        stockField: 'stock_quantity',
        fallbackPricePaise: body.price === undefined ? null : rupeesToPaise(body.price),
        fallbackWeightGrams: body.weight_grams,
        pricingTouched: false,
      },
      [],
    );
    if (plan) checkPlan(plan, body.pricing_kind);
    const lowest = plan ? lowestOfPlan(plan) : null;
    const pricing = await pricingColumns(tx, {
      kind: body.pricing_kind,
      priceRupees: body.variants && lowest?.pricePaise ? paiseToRupees(lowest.pricePaise) : body.price,
      originalRupees: body.original_price,
      rateKey: body.metal_rate,
      weightGrams: body.variants && lowest?.weightGrams ? lowest.weightGrams : body.weight_grams,
      making: body.making_charge,
      stoneRupees: body.stone_charges,
      metal: body.metal,
      purity: body.purity,
      hallmarked: body.hallmarked,
    });
    const [row] = await tx
      .insert(products)
      .values({
        name: body.name,
        slug: await uniqueSlug(tx, body.name),
        description: body.description,
        categoryId: body.category_id,
        stockQuantity: body.stock_quantity,
        sizes: body.sizes ?? [],
        tags: body.tags,
        metal: body.metal,
        purity: body.purity,
        weightGrams: body.weight_grams,
        hsnCode: body.hsn_code,
        pricePaise: 0,
        ...pricing,
        isNew: body.is_new,
        featured: body.featured,
        active: body.active,
        searchText: await searchTextFor(tx, body.name, body.tags, body.category_id),
      })
      .returning({ id: products.id });
    if (plan) await writeVariants(tx, row.id, plan);
    await recordAudit(tx, actor, { action: 'product.create', entityType: 'product', entityId: row.id, after: body });
    return (await readAdminProduct(tx, row.id))!;
  });
  invalidateProducts([product.id]);
  invalidateCategories();
  return product;
}

/** Equal when both name the same millisecond: what a client read back is what it sends. */
const sameStamp = (a: Date, b: string) => a.getTime() === new Date(b).getTime();

export function staleRecord(current: unknown, key: string): DomainError {
  return new DomainError(ADMIN_ERROR_CODES.staleRecord, ADMIN_MESSAGES.staleRecord, { [key]: current });
}

export async function updateProduct(actor: StaffActor, id: number, patch: ProductPatch): Promise<AdminProduct> {
  authorize(actor, 'catalogue');
  const db = await getDb();
  if (Object.keys(patch).every((key) => key === 'updated_at')) return getAdminProduct(actor, id);
  const product = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!row) throw notFound(M.notFound);
    if (!sameStamp(row.updatedAt, requireUpdatedAt(patch.updated_at))) throw staleRecord(await readAdminProduct(tx, id), 'product');
    if (patch.category_id !== undefined) await requireCategory(tx, patch.category_id);
    let stock = patch.stock_quantity;
    if (patch.on_hand_quantity !== undefined) {
      const held = (await reservedBy(tx, [id])).get(id) ?? 0;
      if (patch.on_hand_quantity < held) {
        throw new DomainError(ADMIN_ERROR_CODES.conflict, M.stockBelowHeld(held), { reserved_quantity: held, errors: { on_hand_quantity: [M.stockBelowHeld(held)] } });
      }
      stock = patch.on_hand_quantity - held;
    }
    // Issue 30: the sizes this edit leaves the piece with (undefined: as they are), checked before any write.
    const kind = patch.pricing_kind ?? row.pricingKind;
    const plan = planVariants(
      {
        kind,
        variants: patch.variants,
        sizes: patch.sizes,
        stock,
        stockField: patch.on_hand_quantity !== undefined ? 'on_hand_quantity' : 'stock_quantity',
        pricePaise: patch.price === undefined ? undefined : rupeesToPaise(patch.price),
        weightGrams: patch.weight_grams,
        fallbackPricePaise: patch.price === undefined ? row.pricePaise : rupeesToPaise(patch.price),
        fallbackWeightGrams: patch.weight_grams !== undefined ? patch.weight_grams : row.weightGrams,
        pricingTouched: PRICING_FIELDS.some((field) => patch[field] !== undefined),
      },
      (await variantsFor(tx, [id])).get(id) ?? [],
    );
    if (plan) checkPlan(plan, kind);
    const lowest: Partial<Pick<VariantPlan, 'pricePaise' | 'weightGrams'>> = plan?.length ? lowestOfPlan(plan) : {};
    // A change to anything a price depends on works the price out again, from today's rate when by weight.
    const pricing = PRICING_FIELDS.some((field) => patch[field] !== undefined)
      ? await pricingColumns(tx, {
          kind: patch.pricing_kind ?? row.pricingKind,
          priceRupees: lowest.pricePaise ? paiseToRupees(lowest.pricePaise) : (patch.price ?? paiseToRupees(row.pricePaise)),
          // A piece moving to pricing by weight drops its struck-out price unless one is sent (and refused).
          originalRupees:
            patch.original_price !== undefined
              ? patch.original_price
              : row.originalPricePaise === null || (patch.pricing_kind ?? row.pricingKind) === 'weight'
                ? null
                : paiseToRupees(row.originalPricePaise),
          rateKey: patch.metal_rate !== undefined ? patch.metal_rate : row.metalRateKey,
          weightGrams: lowest.weightGrams ?? (patch.weight_grams !== undefined ? patch.weight_grams : row.weightGrams),
          making: patch.making_charge !== undefined ? patch.making_charge : storedMaking(row),
          stoneRupees: patch.stone_charges ?? paiseToRupees(row.stoneChargesPaise),
          metal: patch.metal !== undefined ? patch.metal : row.metal,
          purity: patch.purity !== undefined ? patch.purity : row.purity,
          hallmarked: patch.hallmarked ?? row.hallmarked,
        })
      : {};
    const name = patch.name ?? row.name;
    const tags = patch.tags ?? row.tags;
    const categoryId = patch.category_id !== undefined ? patch.category_id : row.categoryId;
    const set: Partial<typeof products.$inferInsert> = {
      ...(patch.name !== undefined && { name: patch.name, slug: await uniqueSlug(tx, patch.name, id) }),
      ...(patch.description !== undefined && { description: patch.description }),
      ...(patch.category_id !== undefined && { categoryId: patch.category_id }),
      ...(stock !== undefined && { stockQuantity: stock }),
      ...(patch.sizes !== undefined && { sizes: patch.sizes }),
      ...(patch.tags !== undefined && { tags: patch.tags }),
      ...(patch.metal !== undefined && { metal: patch.metal }),
      ...(patch.purity !== undefined && { purity: patch.purity }),
      ...(patch.weight_grams !== undefined && { weightGrams: patch.weight_grams }),
      ...(patch.is_new !== undefined && { isNew: patch.is_new }),
      ...(patch.featured !== undefined && { featured: patch.featured }),
      ...(patch.active !== undefined && { active: patch.active }),
      ...(patch.hsn_code !== undefined && { hsnCode: patch.hsn_code }),
      ...pricing,
    };
    if (patch.active === true && row.archivedAt) set.archivedAt = null;
    if (patch.name !== undefined || patch.tags !== undefined || patch.category_id !== undefined) set.searchText = await searchTextFor(tx, name, tags, categoryId);
    await tx
      .update(products)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(products.id, id));
    if (plan) await writeVariants(tx, id, plan);
    const { updated_at: _stamp, ...changes } = patch;
    await recordAudit(tx, actor, { action: 'product.update', entityType: 'product', entityId: id, before: pick(row, Object.keys(set)), after: changes });
    return (await readAdminProduct(tx, id))!;
  });
  invalidateProducts([id]);
  if (patch.category_id !== undefined || patch.active !== undefined) invalidateCategories();
  return product;
}

function pick(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => k !== 'searchText').map((k) => [k, row[k]]));
}

/** Deleted when it was never ordered; otherwise archived (hidden, kept for its orders). */
export async function deleteProduct(actor: StaffActor, id: number): Promise<{ deleted: true } | { archived: true; product: AdminProduct }> {
  authorize(actor, 'catalogue');
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: products.id, name: products.name }).from(products).where(eq(products.id, id)).for('update');
    if (!row) throw notFound(M.notFound);
    const [ordered] = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, id)).limit(1);
    if (ordered) {
      await tx.update(products).set({ active: false, archivedAt: new Date(), updatedAt: new Date() }).where(eq(products.id, id));
      await recordAudit(tx, actor, { action: 'product.archive', entityType: 'product', entityId: id, before: { name: row.name } });
      return { archived: true as const, product: (await readAdminProduct(tx, id))! };
    }
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, actor, { action: 'product.delete', entityType: 'product', entityId: id, before: { name: row.name } });
    return { deleted: true as const };
  });
  invalidateProducts([id]);
  invalidateCategories();
  return result;
}
