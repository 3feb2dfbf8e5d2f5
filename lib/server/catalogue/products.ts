// Product reads: the filtered, sorted, paginated list, one product, and related products.
import 'server-only';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { categories, productImages, products } from '@/lib/server/db/schema';
import { rupeesToPaise } from '@/lib/shared/money';
import { PAGE_SIZE } from '@/lib/shared/constants';
import type { ApiProduct, ApiProductImage, ProductFilter, ProductPage, SortOrder } from '@/lib/shared/schemas/catalogue-schema';
import { categoryAndDescendants } from './category-descendants';
import { correctedWords, fullTextMatch, nameMatch, searchWords, titleMatch } from './product-search';
import { cachedRead } from './read-cache';
import { toApiProduct, type ProductRowWithCategory } from './product-view';

// Everything but the tsvectors, which no reader needs.
const { searchVector: _search, titleVector: _title, ...productColumns } = getTableColumns(products);
const selection = { ...productColumns, categoryName: categories.name };

function orderFor(sort: SortOrder): SQL[] {
  switch (sort) {
    case 'created_at_asc':
      return [asc(products.createdAt), asc(products.id)];
    case 'price_asc':
      return [asc(products.pricePaise), asc(products.id)];
    case 'price_desc':
      return [desc(products.pricePaise), desc(products.id)];
    case 'name_asc':
      return [asc(products.name), asc(products.id)];
    case 'name_desc':
      return [desc(products.name), desc(products.id)];
    case 'relevance': // relevance is the order of tiers (listSearchTiers); inside a tier, newest first
    case 'created_at_desc':
      return [desc(products.createdAt), desc(products.id)];
  }
}

function baseConditions(filter: ProductFilter): SQL[] {
  const conditions: SQL[] = [eq(products.active, true)];
  if (filter.categoryId !== undefined) conditions.push(sql`${products.categoryId} IN ${categoryAndDescendants(filter.categoryId)}`);
  if (filter.minPriceRupees !== undefined) conditions.push(gte(products.pricePaise, rupeesToPaise(filter.minPriceRupees)));
  if (filter.maxPriceRupees !== undefined) conditions.push(lte(products.pricePaise, rupeesToPaise(filter.maxPriceRupees)));
  if (filter.featured) conditions.push(eq(products.featured, true));
  return conditions;
}

/** Each product's pictures in order, in one query (the storefront's lists and the back office's alike). */
export async function imagesFor(db: Executor, productIds: number[]): Promise<Map<number, ApiProductImage[]>> {
  const byProduct = new Map<number, ApiProductImage[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ id: productImages.id, productId: productImages.productId, url: productImages.url, alt: productImages.alt, position: productImages.position })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
  for (const { productId, ...image } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push(image);
    byProduct.set(productId, list);
  }
  return byProduct;
}

async function withImages(db: Executor, rows: ProductRowWithCategory[]): Promise<ApiProduct[]> {
  const images = await imagesFor(db, rows.map((r) => r.id));
  return rows.map((row) => toApiProduct(row, images.get(row.id) ?? []));
}

function countKey(filter: ProductFilter, extra: string): string {
  return `count:${JSON.stringify([filter.categoryId, filter.minPriceRupees, filter.maxPriceRupees, filter.featured, extra])}`;
}

function selectRows(db: Executor, where: SQL | undefined, sort: SortOrder, limit: number, offset: number) {
  return db
    .select(selection)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...orderFor(sort))
    .limit(limit)
    .offset(offset);
}

async function countRows(db: Executor, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(products).where(where);
  return total;
}

function pageOf(filter: ProductFilter, items: ApiProduct[], total: number): ProductPage {
  return {
    products: items,
    pagination: { current_page: filter.page, per_page: filter.perPage, total_pages: Math.ceil(total / filter.perPage), total_count: total },
  };
}

async function listPage(db: Executor, filter: ProductFilter, where: SQL | undefined, key: string): Promise<ProductPage> {
  const offset = (filter.page - 1) * filter.perPage;
  const [rows, total] = await Promise.all([
    selectRows(db, where, filter.sort, filter.perPage, offset),
    cachedRead(countKey(filter, key), () => countRows(db, where)),
  ]);
  return pageOf(filter, await withImages(db, rows), total);
}

/**
 * Best match first, without scoring every match (a broad word matches thousands of pieces): products named
 * for the words, then those that match through their tags or category (a choker sits under Necklaces),
 * then those that match only in their description, each tier newest first. Each tier is an ordered index
 * walk that stops after one page.
 */
async function listSearchTiers(db: Executor, filter: ProductFilter, conditions: SQL[], words: string[]): Promise<ProductPage> {
  const inName = nameMatch(words);
  const inTitle = titleMatch(words);
  const inText = fullTextMatch(words);
  const tiers = [
    and(...conditions, inName),
    and(...conditions, inTitle, sql`NOT (${inName})`),
    and(...conditions, inText, sql`NOT (${inTitle})`),
  ];
  const key = words.join(' ');
  const totals = await Promise.all(
    [`name:${key}`, `title-not-name:${key}`, `description-only:${key}`].map((name, i) => cachedRead(countKey(filter, name), () => countRows(db, tiers[i]))),
  );
  const offset = (filter.page - 1) * filter.perPage;
  const rows: Awaited<ReturnType<typeof selectRows>> = [];
  let tierStart = 0;
  for (const [i, where] of tiers.entries()) {
    const missing = filter.perPage - rows.length;
    const skip = Math.max(0, offset - tierStart);
    if (missing > 0 && skip < totals[i]) rows.push(...(await selectRows(db, where, 'relevance', missing, skip)));
    tierStart += totals[i];
  }
  const total = totals.reduce((sum, n) => sum + n, 0);
  return pageOf(filter, await withImages(db, rows), total);
}

async function searchPage(db: Executor, filter: ProductFilter, conditions: SQL[], words: string[]): Promise<ProductPage> {
  if (filter.sort === 'relevance') return listSearchTiers(db, filter, conditions, words);
  return listPage(db, filter, and(...conditions, fullTextMatch(words)), `text:${words.join(' ')}`);
}

/** A page of products; answers are served from the catalogue read cache (read-cache.ts). */
export function listProducts(filter: ProductFilter): Promise<ProductPage> {
  return cachedRead(`list:${JSON.stringify(filter)}`, () => readProductPage(filter));
}

async function readProductPage(filter: ProductFilter): Promise<ProductPage> {
  const db = await getDb();
  const conditions = baseConditions(filter);
  if (filter.search === undefined) return listPage(db, filter, and(...conditions), 'all');

  const words = searchWords(filter.search);
  if (words.length === 0) return pageOf(filter, [], 0);

  const exact = await searchPage(db, filter, conditions, words);
  if (exact.pagination.total_count > 0) return exact;

  const corrected = await correctedWords(db, words);
  if (corrected.length === 0 || corrected.join(' ') === words.join(' ')) return exact;
  return searchPage(db, filter, conditions, corrected);
}

export function getProduct(id: number): Promise<ApiProduct | null> {
  return cachedRead(`product:${id}`, () => readProduct(id));
}

async function readProduct(id: number): Promise<ApiProduct | null> {
  const db = await getDb();
  const rows = await db
    .select(selection)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), eq(products.active, true)))
    .limit(1);
  if (rows.length === 0) return null;
  const [product] = await withImages(db, rows);
  return product;
}

/** Up to four other products of the same category, newest first. */
export async function relatedProducts(product: Pick<ApiProduct, 'id' | 'category_id'>, limit: number = PAGE_SIZE.relatedProducts): Promise<ApiProduct[]> {
  if (product.category_id === null) return [];
  const db = await getDb();
  const rows = await db
    .select(selection)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.active, true), eq(products.categoryId, product.category_id), ne(products.id, product.id)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  return withImages(db, rows);
}

/** Every active product id with its last change, for the sitemap. */
export async function productSitemapEntries(): Promise<{ id: number; updatedAt: Date }[]> {
  const db = await getDb();
  return db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(asc(products.id));
}
