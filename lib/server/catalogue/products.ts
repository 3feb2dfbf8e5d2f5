// Product reads: the filtered, sorted, paginated list, one product, and related products.
import 'server-only';
import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { categories, products } from '@/lib/server/db/schema';
import { PAGE_SIZE, SEARCH_COUNT_CAP } from '@/lib/shared/constants';
import type { ApiProduct, ProductFilter, ProductPage, SortOrder } from '@/lib/shared/schemas/catalogue-schema';
import { correctedWords, searchWords } from './product-search';
import { toApiVariant } from './product-view';
import { variantsFor } from '@/lib/server/pricing';
import {
  countCap,
  countProducts,
  countQuery,
  whereOf,
  type CountProducts,
  type ProductCountQuery,
} from './product-counts';
import { selection, withImages } from './product-rows';

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
