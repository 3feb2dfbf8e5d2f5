'use client';
// Whether the window is at least md (900 px) wide. False on the server and until hydration, so what depends
// on it renders only in the browser, and only where it is shown.
import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@/lib/shared/constants';

const QUERY = `(min-width: ${BREAKPOINTS.md}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
