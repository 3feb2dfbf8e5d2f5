'use client';
// The list's sort order: a native select, outlined like MUI's small TextField. It is on every list view on
// phones too, where a menu-style Select would bring MUI's Menu, Popover and Modal for five options.
import { DEFAULT_SORT, SORT_OPTIONS, type SortValue } from '@/lib/shared/constants';
import { PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages';
import type { ProductListFilters } from './product-list-query';
import { useListNavigation } from './use-list-navigation';
import styles from './product-list-view.module.css';

export function SortSelect({ filters }: { filters: ProductListFilters }) {
  const { apply } = useListNavigation(filters);
  return (
    <div className={styles.field}>
      <label htmlFor="product-sort" className={styles.fieldLabel}>
        {PRODUCT_LIST_MESSAGES.sortLabel}
      </label>
      <select
        id="product-sort"
        className={styles.select}
        value={filters.sort ?? DEFAULT_SORT}
        onChange={(event) => apply({ sort: event.target.value as SortValue })}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <svg className={styles.selectArrow} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <polygon points="7,10 12,15 17,10" fill="currentColor" />
      </svg>
    </div>
  );
}
