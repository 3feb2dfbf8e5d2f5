// The /products page keeps every filter, the sort and the page in its URL (spec section 2), so any view can be
// shared and crawled. This module turns filters into a URL, for the server page, its links and the client
// controls alike; read-product-list-filters.ts reads them back from the URL on the server (with zod, which
// the client controls importing this module must not carry).
import { DEFAULT_SORT, PAGE_SIZE, type SortValue } from '@/lib/shared/constants';
import type { ProductFilter, SortOrder } from '@/lib/shared/schemas/catalogue-schema';

export type ProductListFilters = {
  search?: string;
  categoryId?: number;
  minPrice?: number;
  maxPrice?: number;
  sort?: SortValue;
  page?: number;
  /** Pieces set with this stone, and only those with a certified stone. */
  stoneType?: string;
  certified?: boolean;
};

export type RawSearchParams = Record<string, string | string[] | undefined>;

/** Leaves out what is empty, the default sort and page 1, so each view has one set of filters and one URL. */
export function compactFilters(filters: ProductListFilters): ProductListFilters {
  const out: ProductListFilters = {};
  if (filters.search) out.search = filters.search;
  if (filters.categoryId !== undefined) out.categoryId = filters.categoryId;
  if (filters.minPrice !== undefined) out.minPrice = filters.minPrice;
  if (filters.maxPrice !== undefined) out.maxPrice = filters.maxPrice;
  if (filters.sort !== undefined && filters.sort !== DEFAULT_SORT) out.sort = filters.sort;
  if (filters.page !== undefined && filters.page > 1) out.page = filters.page;
  if (filters.stoneType) out.stoneType = filters.stoneType;
  if (filters.certified) out.certified = true;
  return out;
}

/** The query string of a list view; the default sort and page 1 are left out so each view has one URL. */
export function productListSearch(filters: ProductListFilters): string {
  const f = compactFilters(filters);
  const params = new URLSearchParams();
  if (f.categoryId !== undefined) params.set('category_id', String(f.categoryId));
  if (f.minPrice !== undefined) params.set('min_price', String(f.minPrice));
  if (f.maxPrice !== undefined) params.set('max_price', String(f.maxPrice));
  if (f.sort !== undefined) params.set('sort', f.sort);
  if (f.search !== undefined) params.set('search', f.search);
  if (f.page !== undefined) params.set('page', String(f.page));
  if (f.stoneType !== undefined) params.set('stone_type', f.stoneType);
  if (f.certified) params.set('certified', 'true');
  return params.toString();
}

export function productListHref(filters: ProductListFilters): string {
  const search = productListSearch(filters);
  return search ? `/products?${search}` : '/products';
}

/** A changed filter or sort shows its first page. */
export function changeFilters(current: ProductListFilters, patch: ProductListFilters): ProductListFilters {
  return compactFilters({ ...current, ...patch, page: undefined });
}

export function hasActiveFilters(filters: ProductListFilters): boolean {
  return (
    filters.search !== undefined ||
    filters.categoryId !== undefined ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.stoneType !== undefined ||
    filters.certified === true
  );
}

/** A text search with no order chosen is answered best match first, by the API and the list page alike. */
export function defaultSortFor(search: string | undefined): SortOrder {
  return search ? 'relevance' : DEFAULT_SORT;
}

/** What the catalogue layer is asked for: always a page of 12. */
export function toListQuery(filters: ProductListFilters): ProductFilter {
  return {
    search: filters.search,
    categoryId: filters.categoryId,
    minPriceRupees: filters.minPrice,
    maxPriceRupees: filters.maxPrice,
    stoneType: filters.stoneType,
    certified: filters.certified,
    // Ordered as the API orders the same query (the sort select shows 'Best Match' for a search).
    sort: filters.sort ?? defaultSortFor(filters.search),
    page: filters.page ?? 1,
    perPage: PAGE_SIZE.products,
  };
}
