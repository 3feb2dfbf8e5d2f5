'use client';
// Every control of /products changes the URL, never local state: the server renders the new list, and the
// view stays shareable and crawlable. A changed filter or sort goes back to page 1.
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { changeFilters, productListHref, type ProductListFilters } from './product-list-query';

export function useListNavigation(filters: ProductListFilters) {
  const router = useRouter();
  const apply = useCallback((patch: ProductListFilters) => router.push(productListHref(changeFilters(filters, patch))), [router, filters]);
  const clear = useCallback(() => router.push(productListHref({})), [router]);
  return { apply, clear };
}
