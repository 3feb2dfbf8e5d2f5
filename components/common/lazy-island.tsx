'use client';
// A client component whose code loads the first time it renders. Every such island of the shop renders only
// in the browser, after the shopper reaches for it (a drawer, a dialog, a menu, the snackbar) or once the
// screen is known to be wide (the list's filter column), so a Suspense boundary showing nothing while the
// code loads is all it needs. next/dynamic does the same with { ssr: false } but brings its server-rendering
// preload and bail-out code (1.2 KiB gzipped) to every page's first script.
import { lazy, Suspense, type ComponentType } from 'react';

/** The island, and `preload` to fetch its code before it renders (when the shopper reaches for its trigger). */
export type LazyIsland<P extends object> = ComponentType<P> & { preload: () => void };

export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): LazyIsland<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  // One load for the preload and the render; a failed one is tried again next time.
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const Lazy = lazy(() => once().then((component) => ({ default: component })));
  function LazyIsland(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyIsland, { preload: () => void once().catch(() => undefined) });
}

/** A trigger's props that fetch the islands' code when the shopper points at it, touches it or tabs to it. */
export function preloadOnIntent(...islands: { preload: () => void }[]) {
  const warm = () => islands.forEach((island) => island.preload());
  return { onPointerEnter: warm, onTouchStart: warm, onFocus: warm };
}
