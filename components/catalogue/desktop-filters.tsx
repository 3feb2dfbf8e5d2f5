'use client';
// The filter column from md up. Its controls only work with JavaScript (each change navigates), and below
// md the column is hidden (phones open the same filters in a drawer), so it is rendered in the browser and
// only on wide screens: a phone neither downloads nor hydrates the text fields, slider and select. The
// column has a fixed width, so nothing moves when it fills in.
import { lazyIsland } from '@/components/common/lazy-island';
import type { CategoryOption } from './category-tree';
import type { ProductListFilters } from '@/lib/shared/catalogue/product-list-query';
import { useWideScreen } from './use-wide-screen';

const ProductFilters = lazyIsland(() => import('./product-filters').then((m) => m.ProductFilters));

export function DesktopFilters({ filters, categories }: { filters: ProductListFilters; categories: CategoryOption[] }) {
  const wide = useWideScreen();
  return wide ? <ProductFilters filters={filters} categories={categories} idPrefix="aside" /> : null;
}
