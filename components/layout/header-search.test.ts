import { searchHref } from './header-search';

describe('searchHref', () => {
  it('goes nowhere for empty or blank text', () => {
    expect(searchHref('')).toBeNull();
    expect(searchHref('   \t ')).toBeNull();
  });

  it('goes to /products with the trimmed text as the search parameter', () => {
    expect(searchHref('  kundan ')).toBe('/products?search=kundan');
    expect(searchHref('gold & silver')).toBe('/products?search=gold+%26+silver');
  });
});
