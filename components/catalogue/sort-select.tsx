'use client';
// The list's sort order, a native select (native-select.tsx): it is on every list view on phones too,
// where a menu-style Select would bring MUI's Menu, Popover and Modal for five options.
import { DEFAULT_SORT, SORT_OPTIONS, type SortValue } from '@/lib/shared/constants';
import { PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages/product-list';
import { NativeSelect } from './native-select';
import type { ProductListFilters } from '@/lib/shared/catalogue/product-list-query';
import { useListNavigation } from './use-list-navigation';

const BEST_MATCH = '';

export function SortSelect({ filters }: { filters: ProductListFilters }) {
  const { apply } = useListNavigation(filters);
  // A search with no order chosen is served best match first (toListQuery); the select says so rather than
  // claiming Newest First. The option is not a sort of the URL: choosing it again is choosing nothing.
  const bestMatch = filters.search !== undefined && filters.sort === undefined;
  return (
    <NativeSelect
      id="product-sort"
      label={PRODUCT_LIST_MESSAGES.sortLabel}
      value={bestMatch ? BEST_MATCH : (filters.sort ?? DEFAULT_SORT)}
      onChange={(value) => {
        if (value !== BEST_MATCH) apply({ sort: value as SortValue });
      }}
      minWidth={200}
    >
      {bestMatch && <option value={BEST_MATCH}>{PRODUCT_LIST_MESSAGES.bestMatch}</option>}
      {SORT_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
