// A list's count is asked for apart from its page (pages and the API pass the cached count): equal lists must
// ask for equal counts whatever their page and order, and the counts must add up to what the list says.
import { PERMISSIONS } from '@/lib/shared/back-office/permissions';
import { seedCatalogue } from '@/test-support/call-route';
import { listProducts } from './products';
import { countProducts, type ProductCountQuery } from './product-counts';
import { countAdminProducts, listAdminProducts, type AdminProductCountQuery } from './product-admin-read';
import type { StaffActor } from '@/lib/server/access/staff-actor';
import { adminProductQuerySchema } from '@/lib/shared/schemas/admin-product-schema';

/** Counts through the real count, and remembers what it was asked. */
function recording<Q>(count: (query: Q) => Promise<number>) {
  const asked: Q[] = [];
  return { asked, count: (query: Q) => (asked.push(query), count(query)) };
}

beforeAll(async () => {
  await seedCatalogue();
});

describe('the storefront list counts through the function it is given', () => {
  it('asks for one count per list, the same for every page and order of it', async () => {
    const counter = recording<ProductCountQuery>(countProducts);
    const first = await listProducts({ minPriceRupees: 1000, sort: 'price_asc', page: 1, perPage: 4 }, counter.count);
    const second = await listProducts({ minPriceRupees: 1000, sort: 'name_desc', page: 2, perPage: 4 }, counter.count);
    expect(counter.asked).toHaveLength(2);
    expect(counter.asked[1]).toEqual(counter.asked[0]);
    expect(counter.asked[0]).toEqual({
      categoryId: undefined,
      minPriceRupees: 1000,
      maxPriceRupees: undefined,
      featured: undefined,
      match: 'all',
      words: [],
    });
    expect(second.pagination.total_count).toBe(first.pagination.total_count);
    expect(first.pagination.total_count).toBeGreaterThan(4);
    // The count agrees with what the list holds: every piece of every page, none twice.
    const ids = new Set<number>();
    for (let page = 1; page <= first.pagination.total_count / 50 + 1; page++) {
      const { products } = await listProducts({ minPriceRupees: 1000, sort: 'price_asc', page, perPage: 50 });
      expect(products.every((p) => p.price >= 1000)).toBe(true);
      for (const p of products) ids.add(p.id);
    }
    expect(ids.size).toBe(first.pagination.total_count);
  });

  it('counts a search once, and a tier only when a page starts past it; the tiers add up to the whole', async () => {
    const counter = recording<ProductCountQuery>(countProducts);
    const byRelevance = await listProducts(
      { search: 'necklace', sort: 'relevance', page: 1, perPage: 100 },
      counter.count,
    );
    expect(counter.asked).toEqual([expect.objectContaining({ match: 'text', words: ['necklace'] })]);
    expect(byRelevance.products).toHaveLength(byRelevance.pagination.total_count);
    const tiers = await Promise.all(
      (['name', 'title-not-name', 'description-only'] as const).map((match) =>
        countProducts({ ...counter.asked[0], match }),
      ),
    );
    // The pages below cross from the first tier into the next.
    expect(tiers[0]).toBeGreaterThan(0);
    expect(tiers[0]).toBeLessThan(byRelevance.pagination.total_count);
    expect(tiers.reduce((a, b) => a + b, 0)).toBe(byRelevance.pagination.total_count);

    // Page by page, the same pieces in the same order; a page past the first tier counts the tiers it skips.
    const paged: number[] = [];
    const perPage = 7;
    for (let page = 1; page <= Math.ceil(byRelevance.pagination.total_count / perPage) + 1; page++) {
      const asked = recording<ProductCountQuery>(countProducts);
      const { products } = await listProducts({ search: 'necklace', sort: 'relevance', page, perPage }, asked.count);
      if (products.length === 0) break;
      paged.push(...products.map((p) => p.id));
      const skipped = asked.asked.filter((q) => q.match !== 'text').map((q) => q.match);
      if ((page - 1) * perPage >= tiers[0] + tiers[1]) expect(skipped).toEqual(['name', 'title-not-name']);
      if (page === 1) expect(skipped).toEqual([]);
    }
    expect(paged).toEqual(byRelevance.products.map((p) => p.id));

    // Sorted otherwise, the same search is the same count of every match, and finds the same pieces.
    const byPrice = await listProducts({ search: 'necklace', sort: 'price_asc', page: 1, perPage: 100 }, counter.count);
    expect(counter.asked[1]).toEqual(counter.asked[0]);
    expect(byPrice.pagination.total_count).toBe(byRelevance.pagination.total_count);
    expect(new Set(byPrice.products.map((p) => p.id))).toEqual(new Set(byRelevance.products.map((p) => p.id)));
  });
});

describe("the back office's list counts through the function it is given", () => {
  // listAdminProducts reads only the permissions; the rest is what a signed-in owner's actor carries.
  const owner: StaffActor = {
    userId: 1,
    email: 'owner@example.com',
    name: 'Owner',
    role: 'owner',
    permissions: PERMISSIONS,
    sessionId: 1,
    passwordProvedAt: new Date(),
    clientIp: '127.0.0.1',
  };

  it('asks for the same count for every page and order of one list', async () => {
    const counter = recording<AdminProductCountQuery>(countAdminProducts);
    const query = (extra: Record<string, string>) =>
      adminProductQuerySchema.parse({ status: 'active', per_page: '5', ...extra });
    const first = await listAdminProducts(owner, query({ sort: 'price', order: 'asc' }), counter.count);
    const second = await listAdminProducts(owner, query({ sort: 'name', page: '2' }), counter.count);
    expect(counter.asked).toHaveLength(2);
    expect(counter.asked[1]).toEqual(counter.asked[0]);
    expect(counter.asked[0]).not.toHaveProperty('page');
    expect(counter.asked[0]).not.toHaveProperty('sort');
    expect(second.pagination.total_count).toBe(first.pagination.total_count);
    expect(first.pagination.total_count).toBeGreaterThan(5);
  });
});
