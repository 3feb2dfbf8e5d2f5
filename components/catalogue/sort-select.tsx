'use client';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DEFAULT_SORT, SORT_OPTIONS, type SortValue } from '@/lib/shared/constants';
import { PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages';
import type { ProductListFilters } from './product-list-query';
import { useListNavigation } from './use-list-navigation';

export function SortSelect({ filters }: { filters: ProductListFilters }) {
  const { apply } = useListNavigation(filters);
  return (
    <TextField
      id="product-sort"
      select
      size="small"
      label={PRODUCT_LIST_MESSAGES.sortLabel}
      value={filters.sort ?? DEFAULT_SORT}
      onChange={(event) => apply({ sort: event.target.value as SortValue })}
      sx={{ minWidth: 200 }}
    >
      {SORT_OPTIONS.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
