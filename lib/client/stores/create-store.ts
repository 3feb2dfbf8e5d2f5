'use client';
// A tiny external store for per-visitor state (cart, wishlist, session, snackbar). Components subscribe with
// useStore; the server snapshot is the empty initial state, so server HTML never depends on a visitor.
import 'client-only';
import { useSyncExternalStore } from 'react';

export type Store<T> = {
  get: () => T;
  set: (next: T | ((previous: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
  initial: T;
};

/** `load` runs once, on the first client read, so nothing touches localStorage during server rendering. */
export function createStore<T>(initial: T, load?: () => T): Store<T> {
  let state = initial;
  let loaded = !load;
  const listeners = new Set<() => void>();
  const ensureLoaded = () => {
    if (!loaded && typeof window !== 'undefined') {
      loaded = true;
      state = load!();
    }
  };
  return {
    initial,
    get: () => {
      ensureLoaded();
      return state;
    },
    set: (next) => {
      ensureLoaded();
      state = typeof next === 'function' ? (next as (previous: T) => T)(state) : next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T, S>(store: Store<T>, select: (state: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.initial),
  );
}
