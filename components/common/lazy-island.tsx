'use client';
// A client component whose code loads the first time it renders. Every such island of the shop renders only
// in the browser, after the shopper reaches for it (a drawer, a dialog, a menu, the snackbar) or once the
// screen is known to be wide (the list's filter column), so a Suspense boundary showing nothing while the
// code loads is all it needs. next/dynamic does the same with { ssr: false } but brings its server-rendering
// preload and bail-out code (1.2 KiB gzipped) to every page's first script.
import { lazy, Suspense, type ComponentType } from 'react';

export function lazyIsland<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function LazyIsland(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyIsland;
}
