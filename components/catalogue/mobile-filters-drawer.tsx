'use client';
// The drawer that holds the filter column below md (see mobile-filters.tsx, which loads this on first open).
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages/product-list';
import type { CategoryOption } from './category-tree';
import { ProductFilters } from './product-filters';
import type { ProductListFilters } from '@/lib/shared/catalogue/product-list-query';
import { MuiScope } from '@/components/layout/mui-theme';

type Props = { open: boolean; onClose: () => void; filters: ProductListFilters; categories: CategoryOption[] };

export function MobileFiltersDrawer({ open, onClose, filters, categories }: Props) {
  return (
    <MuiScope>
      <Drawer
        anchor="left"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: 'min(320px, 90vw)', p: 2 }, 'aria-labelledby': 'mobile-filters-title' } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id="mobile-filters-title" component="h2" variant="h6">
            {PRODUCT_LIST_MESSAGES.filters}
          </Typography>
          <IconButton aria-label="Close filters" onClick={onClose}>
            <Close />
          </IconButton>
        </Box>
        <ProductFilters filters={filters} categories={categories} idPrefix="drawer" onApplied={onClose} />
      </Drawer>
    </MuiScope>
  );
}
