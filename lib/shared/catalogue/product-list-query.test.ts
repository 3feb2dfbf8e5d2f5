import { changeFilters, hasActiveFilters, productListHref, toListQuery } from './product-list-query';
import { readProductListFilters } from './read-product-list-filters';

describe('readProductListFilters', () => {
  it('reads every parameter of the routes table', () => {
    expect(
      readProductListFilters({
        category_id: '3',
        min_price: '500',
        max_price: '9000',
        sort: 'price_asc',
        search: ' jhumka ',
        page: '2',
      }),
    ).toEqual({ categoryId: 3, minPrice: 500, maxPrice: 9000, sort: 'price_asc', search: 'jhumka', page: 2 });
  });

  it('drops invalid values and keeps the valid ones', () => {
    expect(readProductListFilters({ category_id: 'abc', sort: 'cheapest', page: '-1', search: 'ring' })).toEqual({
      search: 'ring',
    });
  });

  it('drops a max price below the min price', () => {
    expect(readProductListFilters({ min_price: '5000', max_price: '100' })).toEqual({ minPrice: 5000 });
  });

  it('takes the first of repeated parameters and ignores unknown ones', () => {
    expect(readProductListFilters({ category_id: ['4', '5'], per_page: '100', featured: 'true' })).toEqual({
      categoryId: 4,
    });
  });

  it('leaves out the default sort and page 1', () => {
    expect(readProductListFilters({ sort: 'created_at_desc', page: '1' })).toEqual({});
  });
});

describe('productListHref', () => {
  it('writes parameters in a stable order', () => {
    expect(
      productListHref({
        page: 2,
        search: 'gold ring',
        sort: 'price_desc',
        categoryId: 1,
        maxPrice: 5000,
        minPrice: 100,
      }),
    ).toBe('/products?category_id=1&min_price=100&max_price=5000&sort=price_desc&search=gold+ring&page=2');
  });

  it('is the bare list without filters', () => {
    expect(productListHref({})).toBe('/products');
    expect(productListHref({ sort: 'created_at_desc', page: 1 })).toBe('/products');
  });

  it('round-trips through readProductListFilters', () => {
    const filters = { categoryId: 7, minPrice: 1000, sort: 'name_asc' as const, search: 'pearl & gold', page: 3 };
    const query = Object.fromEntries(new URLSearchParams(productListHref(filters).split('?')[1]));
    expect(readProductListFilters(query)).toEqual(filters);
  });
});

describe('changeFilters', () => {
  it('resets the page when a filter changes', () => {
    expect(changeFilters({ categoryId: 2, page: 4 }, { sort: 'price_asc' })).toEqual({
      categoryId: 2,
      sort: 'price_asc',
    });
  });

  it('removes a filter set to undefined', () => {
    expect(changeFilters({ categoryId: 2, search: 'ring' }, { search: undefined })).toEqual({ categoryId: 2 });
  });
});

describe('hasActiveFilters', () => {
  it('counts filters but not sort or page', () => {
    expect(hasActiveFilters({ sort: 'price_asc', page: 2 })).toBe(false);
    expect(hasActiveFilters({ maxPrice: 100 })).toBe(true);
  });
});

describe('toListQuery', () => {
  it('asks for 12 per page, newest first by default', () => {
    expect(toListQuery({})).toEqual({ sort: 'created_at_desc', page: 1, perPage: 12 });
    expect(toListQuery({ categoryId: 3, minPrice: 100, page: 2, sort: 'price_asc' })).toMatchObject({
      categoryId: 3,
      minPriceRupees: 100,
      page: 2,
      sort: 'price_asc',
      perPage: 12,
    });
  });

  it('serves a search best match first unless the shopper chose an order', () => {
    expect(toListQuery({ search: 'neckalce' })).toMatchObject({ search: 'neckalce', sort: 'relevance' });
    expect(toListQuery({ search: 'neckalce', sort: 'price_asc' })).toMatchObject({ sort: 'price_asc' });
  });
});
