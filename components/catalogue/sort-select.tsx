'use client';
// The list's sort order, a native select (native-select.tsx): it is on every list view on phones too,
// where a menu-style Select would bring MUI's Menu, Popover and Modal for five options.
import { DEFAULT_SORT, SORT_OPTIONS, type SortValue } from '@/lib/shared/constants';
import { PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages/product-list';
import { NativeSelect } from './native-select';
import type { ProductListFilters } from './product-list-query';
import { useListNavigation } from './use-list-navigation';

export function SortSelect({ filters }: { filters: ProductListFilters }) {
  const { apply } = useListNavigation(filters);
  return (
    <NativeSelect
      id="product-sort"
      label={PRODUCT_LIST_MESSAGES.sortLabel}
      value={filters.sort ?? DEFAULT_SORT}
      onChange={(value) => apply({ sort: value as SortValue })}
      minWidth={200}
    >
      {SORT_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
