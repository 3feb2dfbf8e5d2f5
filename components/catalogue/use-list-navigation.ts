'use client';
// Every control of /products changes the URL, never local state: the server renders the new list, and the
// view stays shareable and crawlable. A changed filter or sort goes back to page 1. While the new list is on
// its way the old one stays on screen, marked busy (see list-pending.tsx).
//
// Each view is its own cached page (app/product-list/[query]), so the new view replaces the old one's
// elements, and the control the shopper used would take keyboard focus with it. The control is remembered
// before the navigation and focused again in the new view (restoreListFocus below).
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useTransition } from 'react';
import { createStore, useStore } from '@/lib/client/stores/create-store';
import { changeFilters, productListHref, type ProductListFilters } from '@/lib/shared/catalogue/product-list-query';

const pendingStore = createStore(0);

/** How to find the focused control again: its id, or the name it is labelled with. */
type FocusTarget = { id: string | null; labelledBy: string | null; label: string | null; at: number };
let focusAfterNavigation: FocusTarget | null = null;
/** Frames to wait for the control to appear (the filter column renders in the browser, after the page). */
const FOCUS_WAIT_FRAMES = 60;
/** A remembered control older than this belongs to a navigation that did not replace the view. */
const FOCUS_MEMORY_MS = 10_000;

function rememberFocus(): void {
  const active = document.activeElement;
  focusAfterNavigation =
    active instanceof HTMLElement && active !== document.body
      ? {
          id: active.id || null,
          labelledBy: active.getAttribute('aria-labelledby'),
          label: active.getAttribute('aria-label'),
          at: performance.now(),
        }
      : null;
}

function findTarget(target: FocusTarget): HTMLElement | null {
  if (target.id) return document.getElementById(target.id);
  const [name, value] = target.labelledBy
    ? ['aria-labelledby', target.labelledBy]
    : target.label
      ? ['aria-label', target.label]
      : [];
  return name ? document.querySelector<HTMLElement>(`[${name}="${CSS.escape(value!)}"]`) : null;
}

/** Focuses the remembered control once it is on the page, unless the shopper has moved focus meanwhile. */
function restoreListFocus(): () => void {
  const target = focusAfterNavigation;
  focusAfterNavigation = null;
  if (!target || performance.now() - target.at > FOCUS_MEMORY_MS) return () => undefined;
  let frame = 0;
  let handle = 0;
  const attempt = () => {
    const element = findTarget(target);
    if (element) {
      if (document.activeElement === null || document.activeElement === document.body)
        element.focus({ preventScroll: true });
      return;
    }
    if (++frame < FOCUS_WAIT_FRAMES) handle = requestAnimationFrame(attempt);
  };
  attempt();
  return () => cancelAnimationFrame(handle);
}

export function useListNavigation(filters: ProductListFilters) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    if (!pending) return;
    pendingStore.set((n) => n + 1);
    return () => pendingStore.set((n) => n - 1);
  }, [pending]);
  // The first list control to mount after a navigation puts the focus back.
  useEffect(() => restoreListFocus(), []);

  const go = useCallback(
    (href: string) => {
      rememberFocus();
      startTransition(() => router.push(href));
    },
    [router],
  );
  const apply = useCallback(
    (patch: ProductListFilters) => go(productListHref(changeFilters(filters, patch))),
    [go, filters],
  );
  const clear = useCallback(() => go(productListHref({})), [go]);
  return { apply, clear };
}

export const useListPending = () => useStore(pendingStore, (n) => n > 0);
