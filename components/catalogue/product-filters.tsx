'use client';
// The filter column of /products (also the content of the mobile drawer): search, category, price range and
// 'Clear All Filters'. Values come from the URL; each change navigates to the new URL.
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { STONE_MESSAGES } from '@/lib/shared/messages/stone-messages';
import { LISTED_STONE_TYPES } from '@/lib/shared/catalogue/stone-types';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages/product-list';
import type { CategoryOption } from './category-tree';
import { PriceRangeFilter } from './price-range-filter';
import type { ProductListFilters } from '@/lib/shared/catalogue/product-list-query';
import { useListNavigation } from './use-list-navigation';
import { MuiScope } from '@/components/layout/mui-theme';

type Props = { filters: ProductListFilters; categories: CategoryOption[]; idPrefix: string; onApplied?: () => void };

export function ProductFilters({ filters, categories, idPrefix, onApplied }: Props) {
  const navigation = useListNavigation(filters);
  const [search, setSearch] = useState(filters.search ?? '');
  // Enter and the blur that may follow must not push the same search twice.
  const lastSearch = useRef(filters.search ?? '');

  const apply = (patch: ProductListFilters) => {
    navigation.apply(patch);
    onApplied?.();
  };
  const applySearch = () => {
    const text = search.trim();
    if (text === lastSearch.current) return;
    lastSearch.current = text;
    apply({ search: text || undefined });
  };

  return (
    <MuiScope>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <TextField
          id={`${idPrefix}-search`}
          type="search"
          label={PRODUCT_LIST_MESSAGES.searchLabel}
          placeholder={CATALOGUE_MESSAGES.searchPlaceholder}
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              applySearch();
            }
          }}
          onBlur={applySearch}
        />
        <TextField
          id={`${idPrefix}-category`}
          select
          label={PRODUCT_LIST_MESSAGES.categoryLabel}
          size="small"
          value={filters.categoryId === undefined ? '' : String(filters.categoryId)}
          onChange={(event) => apply({ categoryId: event.target.value ? Number(event.target.value) : undefined })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{PRODUCT_LIST_MESSAGES.allCategories}</MenuItem>
          {categories.map((category) => (
            <MenuItem key={category.id} value={String(category.id)} sx={{ pl: 2 + category.depth * 2.5 }}>
              {category.name} ({category.count})
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id={`${idPrefix}-stone`}
          select
          label={STONE_MESSAGES.stoneType}
          size="small"
          value={filters.stoneType ?? ''}
          onChange={(event) => apply({ stoneType: event.target.value || undefined })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{STONE_MESSAGES.anyStone}</MenuItem>
          {LISTED_STONE_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              id={`${idPrefix}-certified`}
              checked={filters.certified === true}
              onChange={(event) => apply({ certified: event.target.checked || undefined })}
            />
          }
          label={STONE_MESSAGES.certifiedOnly}
        />
        <PriceRangeFilter idPrefix={idPrefix} minPrice={filters.minPrice} maxPrice={filters.maxPrice} onApply={apply} />
        <Button
          variant="outlined"
          onClick={() => {
            navigation.clear();
            onApplied?.();
          }}
        >
          {PRODUCT_LIST_MESSAGES.clearAll}
        </Button>
      </Box>
    </MuiScope>
  );
}
