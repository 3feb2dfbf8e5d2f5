import { listFiltersOfKey, listFiltersOfSearch, listViewKey } from './product-list-key';

describe('list view keys', () => {
  it('round-trips every filter, including non-ASCII search text', () => {
    const filters = {
      search: 'jhumka सोना & "gold"/?',
      categoryId: 7,
      minPrice: 100,
      maxPrice: 25000,
      sort: 'price_desc' as const,
      page: 3,
    };
    const key = listViewKey(filters);
    expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(listFiltersOfKey(key)).toEqual(filters);
  });

  it('gives equivalent queries one key and the plain list the key "all"', () => {
    expect(listViewKey({})).toBe('all');
    expect(listViewKey(listFiltersOfSearch(new URLSearchParams('sort=newest&page=1')))).toBe('all');
    expect(listViewKey(listFiltersOfSearch(new URLSearchParams('sort=price_asc&category_id=2')))).toBe(
      listViewKey(listFiltersOfSearch(new URLSearchParams('category_id=2&sort=price_asc'))),
    );
  });

  it('reads a typed or damaged key as the plain list, or drops what does not validate', () => {
    expect(listFiltersOfKey('not base64!')).toEqual({});
    expect(listFiltersOfKey('%FF')).toEqual({});
    expect(listFiltersOfKey(Buffer.from('page=0&category_id=4').toString('base64url'))).toEqual({ categoryId: 4 });
    // Bytes that are not UTF-8 are refused rather than decoded into replacement characters.
    expect(
      listFiltersOfKey(Buffer.from([0x73, 0x65, 0x61, 0x72, 0x63, 0x68, 0x3d, 0xff]).toString('base64url')),
    ).toEqual({});
  });

  it('drops a search holding a NUL byte, which the database cannot take, and keeps the other filters', () => {
    expect(listFiltersOfSearch(new URLSearchParams('search=ring%00&category_id=4'))).toEqual({ categoryId: 4 });
    expect(listFiltersOfSearch(new URLSearchParams('search=%00'))).toEqual({});
  });

  it('drops a price outside the filter range of 0-100000 rupees', () => {
    expect(listFiltersOfSearch(new URLSearchParams('min_price=500000&max_price=2000'))).toEqual({ maxPrice: 2000 });
    expect(listFiltersOfSearch(new URLSearchParams('min_price=100&max_price=100001'))).toEqual({ minPrice: 100 });
    expect(listFiltersOfSearch(new URLSearchParams('min_price=0&max_price=100000'))).toEqual({
      minPrice: 0,
      maxPrice: 100000,
    });
  });
});
