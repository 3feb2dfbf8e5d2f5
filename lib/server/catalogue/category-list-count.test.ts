// A category's list takes its count from the category menu (products_count, already counted for every
// category at once) instead of counting the category's pieces again; anything else that narrows the list is
// still counted by the database.
import { seedCatalogue } from '@/test-support/call-route';
import { cachedCategories, cachedProductCount } from './cached-catalogue';
import * as counts from './product-counts';

jest.mock('./product-counts', () => {
  const actual = jest.requireActual('./product-counts');
  return { ...actual, countProducts: jest.fn(actual.countProducts) };
});
const counted = counts.countProducts as jest.MockedFunction<typeof counts.countProducts>;
const { countProducts } = jest.requireActual<typeof counts>('./product-counts');

beforeAll(seedCatalogue);
beforeEach(() => counted.mockClear());

const query = (narrowing: Partial<counts.ProductCountQuery>): counts.ProductCountQuery => ({
  categoryId: undefined,
  minPriceRupees: undefined,
  maxPriceRupees: undefined,
  featured: undefined,
  stoneType: undefined,
  certified: undefined,
  match: 'all',
  words: [],
  ...narrowing,
});

describe("a category's list count", () => {
  it('is the menu’s count of the category and its descendants, without a count of its own', async () => {
    const categories = await cachedCategories();
    counted.mockClear();
    for (const category of categories) {
      const q = query({ categoryId: category.id });
      expect(await cachedProductCount(q)).toBe(await countProducts(q));
    }
    expect(counted).not.toHaveBeenCalled();
    expect(categories.some((c) => c.products_count > 0)).toBe(true);
  });

  it('is counted by the database when anything else narrows the list', async () => {
    const [category] = await cachedCategories();
    const narrowings: Partial<counts.ProductCountQuery>[] = [
      { minPriceRupees: 1 },
      { featured: true },
      { certified: true },
      { stoneType: 'ruby' },
      { match: 'text', words: ['gold'] },
    ];
    for (const narrowing of narrowings) {
      counted.mockClear();
      await cachedProductCount(query({ categoryId: category!.id, ...narrowing }));
      expect(counted).toHaveBeenCalledTimes(1);
    }
    counted.mockClear();
    await cachedProductCount(query({}));
    expect(counted).toHaveBeenCalledTimes(1);
  });
});
