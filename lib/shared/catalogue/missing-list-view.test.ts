import { isMissingListView } from './missing-list-view';

const pages = (total_pages: number) => ({ pagination: { current_page: 1, per_page: 12, total_pages, total_count: 0 } });
const categories = [{ id: 3 }, { id: 4 }];

describe('isMissingListView', () => {
  it('finds an unknown category missing, and a known one not', () => {
    expect(isMissingListView({ categoryId: 99 }, categories, pages(1))).toBe(true);
    expect(isMissingListView({ categoryId: 3 }, categories, pages(1))).toBe(false);
    // An empty category is still a category.
    expect(isMissingListView({ categoryId: 4 }, categories, pages(0))).toBe(false);
  });

  it('finds a page past the last missing: the last page is there, the one after is not', () => {
    expect(isMissingListView({ page: 4 }, categories, pages(5))).toBe(false);
    expect(isMissingListView({ page: 5 }, categories, pages(5))).toBe(false);
    expect(isMissingListView({ page: 6 }, categories, pages(5))).toBe(true);
    expect(isMissingListView({ page: 2, search: 'zzqqxx' }, categories, pages(0))).toBe(true);
  });

  it('keeps an empty first page (a search finding nothing) and says nothing is missing when a load failed', () => {
    expect(isMissingListView({ search: 'zzqqxx' }, categories, pages(0))).toBe(false);
    expect(isMissingListView({ categoryId: 99 }, null, pages(0))).toBe(false);
    expect(isMissingListView({ page: 9 }, categories, null)).toBe(false);
  });
});
