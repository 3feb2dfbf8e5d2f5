'use client';
// The active-filter summary: one removable chip per filter in the URL.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages';
import { formatRupees } from '@/lib/shared/money';
import { hasActiveFilters, type ProductListFilters } from './product-list-query';
import { useListNavigation } from './use-list-navigation';

export function ActiveFilterChips({ filters, categoryName }: { filters: ProductListFilters; categoryName: string | null }) {
  const { apply } = useListNavigation(filters);
  if (!hasActiveFilters(filters)) return null;
  const chips: { key: string; label: string; remove: ProductListFilters }[] = [];
  if (filters.search) chips.push({ key: 'search', label: PRODUCT_LIST_MESSAGES.searchChip(filters.search), remove: { search: undefined } });
  if (filters.categoryId !== undefined) chips.push({ key: 'category', label: categoryName ?? `#${filters.categoryId}`, remove: { categoryId: undefined } });
  if (filters.minPrice !== undefined) chips.push({ key: 'min', label: PRODUCT_LIST_MESSAGES.minPriceChip(formatRupees(filters.minPrice)), remove: { minPrice: undefined } });
  if (filters.maxPrice !== undefined) chips.push({ key: 'max', label: PRODUCT_LIST_MESSAGES.maxPriceChip(formatRupees(filters.maxPrice)), remove: { maxPrice: undefined } });
  return (
    <Box component="ul" aria-label={PRODUCT_LIST_MESSAGES.activeFilters} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip label={chip.label} onDelete={() => apply(chip.remove)} color="primary" variant="outlined" />
        </li>
      ))}
    </Box>
  );
}
