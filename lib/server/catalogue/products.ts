// Product reads: the filtered, sorted, paginated list, one product, and related products.
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { categories, productImages, products } from '@/lib/server/db/schema';
import { rupeesToPaise } from '@/lib/shared/money';
import { PAGE_SIZE } from '@/lib/shared/constants';
import type { ApiProduct, ApiProductImage, ProductFilter, ProductPage, SortOrder } from '@/lib/shared/schemas/catalogue';
import { categoryAndDescendants } from './category-tree';
import { fullTextMatch, fullTextRank, fuzzyMatch, fuzzyRank, searchWords, setFuzzyThreshold } from './product-search';
import { toApiProduct, type ProductRowWithCategory } from './product-view';

// Everything but the tsvector, which no reader needs.
const { searchVector: _omitted, ...productColumns } = getTableColumns(products);
const selection = { ...productColumns, categoryName: categories.name };

function orderFor(sort: SortOrder, rank: SQL | undefined): SQL[] {
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
    case 'relevance':
      if (rank) return [sql`${rank} DESC`, desc(products.createdAt), desc(products.id)];
      return [desc(products.createdAt), desc(products.id)];
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

async function imagesFor(db: Executor, productIds: number[]): Promise<Map<number, ApiProductImage[]>> {
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

async function runPage(db: Executor, filter: ProductFilter, where: SQL | undefined, rank: SQL | undefined): Promise<ProductPage> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(selection)
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(...orderFor(filter.sort, rank))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    products: await withImages(db, rows),
    pagination: {
      current_page: filter.page,
      per_page: filter.perPage,
      total_pages: Math.ceil(total / filter.perPage),
      total_count: total,
    },
  };
}

export async function listProducts(filter: ProductFilter): Promise<ProductPage> {
  const db = await getDb();
  const conditions = baseConditions(filter);
  if (filter.search === undefined) return runPage(db, filter, and(...conditions), undefined);

  const words = searchWords(filter.search);
  if (words.length === 0) return runPage(db, filter, sql`false`, undefined);

  const exact = await runPage(db, filter, and(...conditions, fullTextMatch(words)), fullTextRank(words));
  if (exact.pagination.total_count > 0) return exact;

  // Nothing matched word for word: look for near spellings, inside one transaction so the looser
  // similarity threshold applies to these queries only.
  return db.transaction(async (tx) => {
    await tx.execute(setFuzzyThreshold);
    return runPage(tx, filter, and(...conditions, fuzzyMatch(words)), fuzzyRank(words));
  });
}

export async function getProduct(id: number): Promise<ApiProduct | null> {
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
