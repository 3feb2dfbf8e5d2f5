// What a list or a search tier of active pieces counts: the conditions that narrow it, where a search's words
// match, and the capped count itself.
import 'server-only';
import { and, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { products } from '@/lib/server/db/schema';
import { rupeesToPaise } from '@/lib/shared/money';
import { LIST_COUNT_CAP, SEARCH_COUNT_CAP } from '@/lib/shared/constants';
import type { ProductFilter } from '@/lib/shared/schemas/catalogue-schema';
import { categoryAndDescendants } from './category-descendants';
import { fullTextMatch, nameMatch, titleMatch } from './product-search';

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
  /** 'name', 'title-not-name' and 'description-only' are the tiers of a search by relevance (listSearchTiers, products.ts). */
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

export function countQuery(
  filter: ProductFilter,
  match: ProductCountQuery['match'],
  words: string[] = [],
): ProductCountQuery {
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

export function whereOf(query: ProductCountQuery): SQL | undefined {
  return and(...baseConditions(query), matchCondition(query));
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
