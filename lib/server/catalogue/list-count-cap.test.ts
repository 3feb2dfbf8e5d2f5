// Counts stop at LIST_COUNT_CAP (a search's at SEARCH_COUNT_CAP) and pages end there, so no list, filter or
// search reads the whole catalogue. The caps are lowered here to sizes the demo catalogue passes.
import { seedCatalogue } from '@/test-support/call-route';
import { getDb, rowsOf } from '@/lib/server/db';
import { isMissingListView } from '@/lib/shared/catalogue/missing-list-view';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { sql } from 'drizzle-orm';
import { listProducts } from './products';
import { countProducts } from './product-counts';

const CAP = 20;
const SEARCH_CAP = 10;
jest.mock('@/lib/shared/constants', () => ({
  ...jest.requireActual('@/lib/shared/constants'),
  LIST_COUNT_CAP: 20,
  SEARCH_COUNT_CAP: 10,
}));

beforeAll(async () => {
  await seedCatalogue();
});

async function activeCount(where = sql`true`): Promise<number> {
  const db = await getDb();
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM products WHERE active AND ${where}`),
  );
  return Number(row.n);
}

describe('a list longer than the cap', () => {
  it('says it holds at least the cap, and pages to the cap and no further', async () => {
    expect(await activeCount()).toBeGreaterThan(CAP);
    const first = await listProducts({ sort: 'created_at_desc', page: 1, perPage: 6 });
    expect(first.pagination).toEqual({
      current_page: 1,
      per_page: 6,
      total_pages: Math.ceil(CAP / 6),
      total_count: CAP,
      total_count_capped: true,
    });
    const ids: number[] = [];
    for (let page = 1; page <= first.pagination.total_pages; page++) {
      const { products } = await listProducts({ sort: 'created_at_desc', page, perPage: 6 });
      ids.push(...products.map((p) => p.id));
    }
    // The last page is whole: it holds the cap's piece and the rest of its page.
    expect(new Set(ids).size).toBe(first.pagination.total_pages * 6);

    const past = await listProducts({ sort: 'created_at_desc', page: first.pagination.total_pages + 1, perPage: 6 });
    expect(past.products).toEqual([]);
    expect(isMissingListView({ page: first.pagination.total_pages + 1 }, [], past)).toBe(true);
    expect(isMissingListView({ page: first.pagination.total_pages }, [], first)).toBe(false);
  });

  it('counts no further than one past the cap', async () => {
    expect(await countProducts({ match: 'all', words: [] })).toBe(CAP + 1);
    expect(await countProducts({ match: 'text', words: ['necklace'] })).toBe(SEARCH_CAP + 1);
  });

  it('caps a search by relevance and by price alike, and pages it no deeper', async () => {
    const matching = await activeCount(sql`search_vector @@ to_tsquery('english', 'necklace:*')`);
    expect(matching).toBeGreaterThan(SEARCH_CAP);
    const byRelevance = await listProducts({ search: 'necklace', sort: 'relevance', page: 1, perPage: 100 });
    const byPrice = await listProducts({ search: 'necklace', sort: 'price_asc', page: 1, perPage: 100 });
    for (const page of [byRelevance, byPrice]) {
      expect(page.pagination).toMatchObject({ total_count: SEARCH_CAP, total_count_capped: true, total_pages: 1 });
      // The first page is whole, as any page starting within the cap.
      expect(page.products).toHaveLength(Math.min(100, matching));
    }
    const last = await listProducts({ search: 'necklace', sort: 'relevance', page: 2, perPage: 5 });
    expect(last.products).toHaveLength(5);
    for (const sort of ['relevance', 'price_asc'] as const) {
      const deep = await listProducts({ search: 'necklace', sort, page: 3, perPage: 5 });
      expect(deep.products).toEqual([]);
      expect(deep.pagination.total_pages).toBe(2);
    }
  });
});

describe('a list within the cap', () => {
  it('keeps its exact count and says nothing of a cap', async () => {
    // A price floor under the tenth dearest piece: ten pieces or a few more.
    const db = await getDb();
    const [tenth] = rowsOf<{ paise: number }>(
      await db.execute(
        sql`SELECT price_paise AS paise FROM products WHERE active ORDER BY price_paise DESC OFFSET 9 LIMIT 1`,
      ),
    );
    const floor = Math.floor(Number(tenth.paise) / 100);
    const result = await listProducts({ minPriceRupees: floor, sort: 'price_asc', page: 1, perPage: 12 });
    const exact = await activeCount(sql`price_paise >= ${floor * 100}`);
    expect(exact).toBeGreaterThanOrEqual(10);
    expect(exact).toBeLessThanOrEqual(CAP);
    expect(result.pagination).toEqual({
      current_page: 1,
      per_page: 12,
      total_pages: Math.ceil(exact / 12),
      total_count: exact,
    });
  });
});

describe('the count line', () => {
  it('says a capped count honestly, and an exact one as it is', () => {
    expect(CATALOGUE_MESSAGES.productsFound(10_000, true)).toBe('10,000+ products found');
    expect(CATALOGUE_MESSAGES.productsFound(1_000, true)).toBe('1,000+ products found');
    expect(CATALOGUE_MESSAGES.productsFound(42)).toBe('42 products found');
  });
});
