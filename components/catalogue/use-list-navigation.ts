'use client';
// Every control of /products changes the URL, never local state: the server renders the new list, and the
// view stays shareable and crawlable. A changed filter or sort goes back to page 1. While the new list is on
// its way the old one stays on screen, marked busy (see list-pending.tsx).
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useTransition } from 'react';
import { createStore, useStore } from '@/lib/client/stores/create-store';
import { changeFilters, productListHref, type ProductListFilters } from './product-list-query';

const pendingStore = createStore(0);

export function useListNavigation(filters: ProductListFilters) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    if (!pending) return;
    pendingStore.set((n) => n + 1);
    return () => pendingStore.set((n) => n - 1);
  }, [pending]);

  const go = useCallback((href: string) => startTransition(() => router.push(href)), [router]);
  const apply = useCallback((patch: ProductListFilters) => go(productListHref(changeFilters(filters, patch))), [go, filters]);
  const clear = useCallback(() => go(productListHref({})), [go]);
  return { apply, clear };
}

export const useListPending = () => useStore(pendingStore, (n) => n > 0);
