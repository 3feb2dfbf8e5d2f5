// The back office's products as it reads them: the list with paging, sort and filters, and one piece, each with
// its pictures, sizes, and the stock pending orders hold. Each call authorizes the actor first.
import 'server-only';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { categories, orderItems, orders, products, shopSettings, type ProductRow } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { paiseToRupees } from '@/lib/shared/money';
import { ADMIN_PRODUCT_MESSAGES as M } from '@/lib/shared/messages/admin-products';
import type { AdminProductQuery } from '@/lib/shared/schemas/admin-product-schema';
import type { AdminProduct, AdminProductPage } from '@/lib/shared/back-office/admin-types';

export type { AdminProduct, AdminProductPage };
import { toApiProduct } from './product-view';
import { imagesFor } from './product-rows';
import { variantsFor } from '@/lib/server/pricing';
import { lowSizes, lowStockCondition } from './low-stock';
import { storedMaking } from './product-admin-pricing';

// Everything but the tsvectors, which no reader needs.
const { searchVector: _search, titleVector: _title, nameVector: _name, ...productColumns } = getTableColumns(products);
const selection = { ...productColumns, categoryName: categories.name };

type SelectedRow = Omit<ProductRow, 'searchVector' | 'titleVector' | 'nameVector'> & { categoryName: string | null };

export async function lowStockThreshold(db: Executor): Promise<number> {
  const [row] = await db.select({ threshold: shopSettings.lowStockThreshold }).from(shopSettings).limit(1);
  return row?.threshold ?? 3;
}

/** Pieces of each product held by pending orders. */
export async function reservedBy(db: Executor, productIds: number[]): Promise<Map<number, number>> {
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
  const [images, reserved, threshold, variants] = await Promise.all([
    imagesFor(db, ids),
    reservedBy(db, ids),
    lowStockThreshold(db),
    variantsFor(db, ids),
  ]);
  return rows.map((row) => {
    const held = reserved.get(row.id) ?? 0;
    const sizesLow = row.active ? lowSizes(variants.get(row.id) ?? [], threshold) : [];
    return {
      ...toApiProduct(row, images.get(row.id) ?? []),
      // The back office shows the price it stored, even when the original price is not above it.
      originalPrice: row.originalPricePaise === null ? null : paiseToRupees(row.originalPricePaise),
      active: row.active,
      archived_at: row.archivedAt?.toISOString() ?? null,
      reserved_quantity: held,
      on_hand_quantity: row.stockQuantity + held,
      low_stock: row.active && (row.stockQuantity < threshold || sizesLow.length > 0),
      low_stock_sizes: sizesLow,
      making_charge: storedMaking(row),
      stone_charges: paiseToRupees(row.stoneChargesPaise),
      hallmarked: row.hallmarked,
      variants: (variants.get(row.id) ?? []).map((v) => ({
        size: v.size,
        stock_quantity: v.stockQuantity,
        price: paiseToRupees(v.pricePaise),
        weight_grams: v.weightGrams === null ? null : Number(v.weightGrams),
        gross_weight_grams: v.grossWeightGrams === null ? null : Number(v.grossWeightGrams),
        sku: v.sku,
      })),
    };
  });
}

function selectProducts(db: Executor) {
  return db.select(selection).from(products).leftJoin(categories, eq(categories.id, products.categoryId));
}

export async function readAdminProduct(db: Executor, id: number): Promise<AdminProduct | null> {
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
async function pageRows(
  db: Executor,
  where: SQL | undefined,
  order: SQL[],
  query: AdminProductQuery,
): Promise<SelectedRow[]> {
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

export async function adminConditions(db: Executor, query: AdminProductCountQuery): Promise<SQL | undefined> {
  const conditions: SQL[] = [];
  if (query.status === 'active') conditions.push(eq(products.active, true), isNull(products.archivedAt));
  if (query.status === 'inactive') conditions.push(eq(products.active, false), isNull(products.archivedAt));
  if (query.status === 'archived') conditions.push(isNotNull(products.archivedAt));
  if (query.status === 'all') conditions.push(isNull(products.archivedAt));
  if (query.category_id !== undefined) conditions.push(eq(products.categoryId, query.category_id));
  if (query.stock === 'out') conditions.push(eq(products.stockQuantity, 0));
  if (query.stock === 'low') conditions.push(lowStockCondition(await lowStockThreshold(db)));
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
  const [{ total }] = await db
    .select({ total: count() })
    .from(products)
    .where(await adminConditions(db, query));
  return total;
}

/**
 * A page of the back office's products. Counting every matching piece is the slow half at 100,000 pieces, so
 * the route passes the cached count (cachedAdminProductCount, lib/server/catalogue/cached-catalogue.ts), which every
 * catalogue write and every order that moves stock expires.
 */
export async function listAdminProducts(
  actor: StaffActor,
  query: AdminProductQuery,
  countOf: CountAdminProducts = countAdminProducts,
): Promise<AdminProductPage> {
  authorize(actor, 'catalogue');
  const db = await getDb();
  const { page: _page, per_page: _perPage, sort: _sort, order: _order, ...narrowing } = query;
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, total] = await Promise.all([
    adminConditions(db, narrowing).then((where) =>
      pageRows(db, where, [direction(column), direction(products.id)], query),
    ),
    countOf(narrowing),
  ]);
  return {
    products: await toAdminProducts(db, rows),
    pagination: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.ceil(total / query.per_page),
      total_count: total,
    },
  };
}

export async function getAdminProduct(actor: StaffActor, id: number): Promise<AdminProduct> {
  authorize(actor, 'catalogue');
  const product = await readAdminProduct(await getDb(), id);
  if (!product) throw notFound(M.notFound);
  return product;
}
