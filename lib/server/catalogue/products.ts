// Product reads: the filtered, sorted, paginated list, one product, and related products.
import 'server-only';
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { categories, productImages, products } from '@/lib/server/db/schema';
import { rupeesToPaise } from '@/lib/shared/money';
import { LIST_COUNT_CAP, PAGE_SIZE, SEARCH_COUNT_CAP } from '@/lib/shared/constants';
import type {
  ApiProduct,
  ApiProductImage,
  ProductFilter,
  ProductPage,
  SortOrder,
} from '@/lib/shared/schemas/catalogue-schema';
import { categoryAndDescendants } from './category-descendants';
import { correctedWords, fullTextMatch, nameMatch, searchWords, titleMatch } from './product-search';
import { toApiProduct, toApiVariant, type ProductRowWithCategory } from './product-view';
import { variantsFor } from '@/lib/server/pricing';

// Everything but the tsvectors, which no reader needs.
const { searchVector: _search, titleVector: _title, nameVector: _name, ...productColumns } = getTableColumns(products);
export const selection = { ...productColumns, categoryName: categories.name };

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

/** What narrows a list of active pieces, besides a search. */
type ListNarrowing = Pick<
  ProductFilter,
  'categoryId' | 'minPriceRupees' | 'maxPriceRupees' | 'featured' | 'stoneType' | 'certified'
>;

/**
 * Which rows a count is of: what narrows the list (not its page or order) and, for a search, where its words
 * match. A count reads at most its cap + 1 rows (countCap), and pages and the API count through a
 * cached function (cachedProductCount, lib/server/catalogue/cached-catalogue.ts): paging or re-sorting a list
 * counts it once.
 */
export type ProductCountQuery = ListNarrowing & {
  /** 'name', 'title-not-name' and 'description-only' are the tiers of a search by relevance (listSearchTiers). */
  match: 'all' | 'text' | 'name' | 'title-not-name' | 'description-only';
  words: string[];
};
/** Up to the query's cap + 1 (countCap): that many means "more than the cap". */
export type CountProducts = (query: ProductCountQuery) => Promise<number>;

/** How far a list counts and pages: a search less far than a list (constants.ts says why). */
export function countCap(match: ProductCountQuery['match']): number {
  return match === 'all' ? LIST_COUNT_CAP : SEARCH_COUNT_CAP;
}

function baseConditions(filter: ListNarrowing): SQL[] {
  const conditions: SQL[] = [eq(products.active, true)];
  if (filter.categoryId !== undefined)
    conditions.push(sql`${products.categoryId} IN ${categoryAndDescendants(filter.categoryId)}`);
  if (filter.minPriceRupees !== undefined)
    conditions.push(gte(products.pricePaise, rupeesToPaise(filter.minPriceRupees)));
  if (filter.maxPriceRupees !== undefined)
    conditions.push(lte(products.pricePaise, rupeesToPaise(filter.maxPriceRupees)));
  if (filter.featured) conditions.push(eq(products.featured, true));
  const stone = stoneCondition(filter);
  if (stone) conditions.push(stone);
  return conditions;
}

/** A piece with a stone of the type asked for and, for "certified only", a certificate: both of one stone. */
function stoneCondition({ stoneType, certified }: ListNarrowing): SQL | undefined {
  if (stoneType === undefined && !certified) return undefined;
  const type = stoneType === undefined ? sql`true` : sql`lower(s->>'type') = lower(${stoneType})`;
  const certificate = certified ? sql`(s->'certificate') IS NOT NULL` : sql`true`;
  return sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${products.stones}) s WHERE ${type} AND ${certificate})`;
}

/** Each product's pictures in order, in one query (the storefront's lists and the back office's alike). */
export async function imagesFor(db: Executor, productIds: number[]): Promise<Map<number, ApiProductImage[]>> {
  const byProduct = new Map<number, ApiProductImage[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      id: productImages.id,
      productId: productImages.productId,
      url: productImages.url,
      alt: productImages.alt,
      position: productImages.position,
    })
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

export async function withImages(db: Executor, rows: ProductRowWithCategory[]): Promise<ApiProduct[]> {
  const images = await imagesFor(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toApiProduct(row, images.get(row.id) ?? []));
}

function countQuery(filter: ProductFilter, match: ProductCountQuery['match'], words: string[] = []): ProductCountQuery {
  // Every key present, so equal counts share one cache entry whichever way the filter was written.
  const { categoryId, minPriceRupees, maxPriceRupees, featured, stoneType, certified } = filter;
  return { categoryId, minPriceRupees, maxPriceRupees, featured, stoneType, certified, match, words };
}

function matchCondition({ match, words }: ProductCountQuery): SQL | undefined {
  switch (match) {
    case 'all':
      return undefined;
    case 'text':
      return fullTextMatch(words);
    case 'name':
      return nameMatch(words);
    case 'title-not-name':
      return and(titleMatch(words), sql`NOT (${nameMatch(words)})`);
    case 'description-only':
      return and(fullTextMatch(words), sql`NOT (${titleMatch(words)})`);
  }
}

function whereOf(query: ProductCountQuery): SQL | undefined {
  return and(...baseConditions(query), matchCondition(query));
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

/**
 * How many active pieces a list or a search tier holds, read from the database, counting no further than its
 * cap + 1: a count of the whole catalogue, a large category or a common word reads that many index entries or
 * rows and stops, whatever the catalogue's size.
 */
export async function countProducts(query: ProductCountQuery): Promise<number> {
  const db = await getDb();
  const capped = db
    .select({ one: sql`1` })
    .from(products)
    .where(whereOf(query))
    .limit(countCap(query.match) + 1)
    .as('capped');
  const [{ total }] = await db.select({ total: count() }).from(capped);
  return total;
}

/** Whether a page starts past the pieces a list shows (its cap): it is read from no index. */
function pastTheDepth(filter: ProductFilter, cap: number): boolean {
  return (filter.page - 1) * filter.perPage >= cap;
}

function pageOf(filter: ProductFilter, items: ApiProduct[], counted: number, cap: number): ProductPage {
  const capped = counted > cap;
  const total = Math.min(counted, cap);
  return {
    products: items,
    pagination: {
      current_page: filter.page,
      per_page: filter.perPage,
      total_pages: Math.ceil(total / filter.perPage),
      total_count: total,
      ...(capped && { total_count_capped: true as const }),
    },
  };
}

async function listPage(
  db: Executor,
  filter: ProductFilter,
  query: ProductCountQuery,
  countOf: CountProducts,
): Promise<ProductPage> {
  const offset = (filter.page - 1) * filter.perPage;
  const cap = countCap(query.match);
  const [rows, total] = await Promise.all([
    pastTheDepth(filter, cap) ? [] : selectRows(db, whereOf(query), filter.sort, filter.perPage, offset),
    countOf(query),
  ]);
  return pageOf(filter, await withImages(db, rows), total, cap);
}

const SEARCH_TIERS = ['name', 'title-not-name', 'description-only'] as const;

/**
 * Best match first, without scoring every match (a broad word matches thousands of pieces): products named
 * for the words, then those that match through their tags or category (a choker sits under Necklaces),
 * then those that match only in their description, each tier newest first. Each tier is an ordered index
 * walk that stops after one page. The tiers split the pieces the words match (a name is part of the search
 * text, which is part of the full text), so the total is one count of those; a tier is counted only when a
 * page starts past its beginning, to know how many of it to skip.
 */
async function listSearchTiers(
  db: Executor,
  filter: ProductFilter,
  words: string[],
  countOf: CountProducts,
): Promise<ProductPage> {
  const [rows, total] = await Promise.all([
    pastTheDepth(filter, SEARCH_COUNT_CAP) ? [] : searchTierRows(db, filter, words, countOf),
    countOf(countQuery(filter, 'text', words)),
  ]);
  return pageOf(filter, await withImages(db, rows), total, SEARCH_COUNT_CAP);
}

/** One page of a search by relevance, from as many tiers as it spans. */
async function searchTierRows(db: Executor, filter: ProductFilter, words: string[], countOf: CountProducts) {
  const offset = (filter.page - 1) * filter.perPage;
  const rows: Awaited<ReturnType<typeof selectRows>> = [];
  let tierStart = 0;
  for (const match of SEARCH_TIERS) {
    const missing = filter.perPage - rows.length;
    if (missing === 0) break;
    const tier = countQuery(filter, match, words);
    const skip = offset + rows.length - tierStart;
    if (skip > 0) {
      const inTier = await countOf(tier);
      if (skip >= inTier) {
        tierStart += inTier;
        continue;
      }
    }
    const found = await selectRows(db, whereOf(tier), 'relevance', missing, skip);
    rows.push(...found);
    // Fewer than asked for: the tier ends here, and the next begins where it ends.
    tierStart += skip + found.length;
  }
  return rows;
}

function searchPage(
  db: Executor,
  filter: ProductFilter,
  words: string[],
  countOf: CountProducts,
): Promise<ProductPage> {
  if (filter.sort === 'relevance') return listSearchTiers(db, filter, words, countOf);
  return listPage(db, filter, countQuery(filter, 'text', words), countOf);
}

/**
 * A page of products. `countOf` counts what the page is part of; pages and the API pass the cached count
 * (lib/server/catalogue/cached-catalogue.ts), which is also where the page itself is cached.
 */
export async function listProducts(
  filter: ProductFilter,
  countOf: CountProducts = countProducts,
): Promise<ProductPage> {
  const db = await getDb();
  if (filter.search === undefined) return listPage(db, filter, countQuery(filter, 'all'), countOf);

  const words = searchWords(filter.search);
  if (words.length === 0) return pageOf(filter, [], 0, SEARCH_COUNT_CAP);

  const exact = await searchPage(db, filter, words, countOf);
  if (exact.pagination.total_count > 0) return exact;

  const corrected = await correctedWords(db, words);
  if (corrected.length === 0 || corrected.join(' ') === words.join(' ')) return exact;
  return searchPage(db, filter, corrected, countOf);
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
  const [[product], variants] = await Promise.all([withImages(db, rows), variantsFor(db, [id])]);
  return { ...product, variants: (variants.get(id) ?? []).map((v) => toApiVariant(rows[0], v)) };
}

/** Up to four other products of the same category, newest first. */
export async function relatedProducts(
  product: Pick<ApiProduct, 'id' | 'category_id'>,
  limit: number = PAGE_SIZE.relatedProducts,
): Promise<ApiProduct[]> {
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
