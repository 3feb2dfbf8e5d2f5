'use client';
// Below md the filter column becomes a drawer behind a 'Filters' button. The drawer mounts its controls only
// while open, so the page never holds two copies of them for assistive technology; its code (MUI's Drawer
// and Modal) loads on the first open, as the header's drawer does. The button itself is plain HTML.
import { useState } from 'react';
import { lazyIsland } from '@/components/common/lazy-island';
import { Icon } from '@/components/icons/icon';
import { PRODUCT_LIST_MESSAGES } from '@/lib/shared/messages/product-list';
import type { CategoryOption } from './category-tree';
import type { ProductListFilters } from '@/lib/shared/catalogue/product-list-query';
import styles from './product-list-view.module.css';

const MobileFiltersDrawer = lazyIsland(() => import('./mobile-filters-drawer').then((m) => m.MobileFiltersDrawer));

export function MobileFilters({ filters, categories }: { filters: ProductListFilters; categories: CategoryOption[] }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.filtersButton}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <Icon name="FilterList" size="small" />
        {PRODUCT_LIST_MESSAGES.filters}
      </button>
      {loaded && (
        <MobileFiltersDrawer open={open} onClose={() => setOpen(false)} filters={filters} categories={categories} />
      )}
    </>
  );
}
