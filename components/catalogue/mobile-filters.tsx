'use client';
// Below md the filter column becomes a drawer behind a 'Filters' button. The drawer mounts its controls only
// while open, so the page never holds two copies of them for assistive technology.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import FilterList from '@mui/icons-material/FilterList';
import { PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages';
import type { CategoryOption } from './category-tree';
import { ProductFilters } from './product-filters';
import type { ProductListFilters } from './product-list-query';

export function MobileFilters({ filters, categories }: { filters: ProductListFilters; categories: CategoryOption[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<FilterList />} onClick={() => setOpen(true)} sx={{ display: { xs: 'inline-flex', md: 'none' } }}>
        {PRODUCT_LIST_MESSAGES.filters}
      </Button>
      <Drawer anchor="left" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: 'min(320px, 90vw)', p: 2 }, 'aria-labelledby': 'mobile-filters-title' } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography id="mobile-filters-title" component="h2" variant="h6">
            {PRODUCT_LIST_MESSAGES.filters}
          </Typography>
          <IconButton aria-label="Close filters" onClick={() => setOpen(false)}>
            <Close />
          </IconButton>
        </Box>
        <ProductFilters filters={filters} categories={categories} idPrefix="drawer" onApplied={() => setOpen(false)} />
      </Drawer>
    </>
  );
}
