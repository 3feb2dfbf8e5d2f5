'use client';
// localStorage access that never throws (private mode, quota, corrupt JSON) and checks what it reads with the
// readers of lib/shared/schemas/client-state-schema.ts.
import 'client-only';
import type { Reader } from '@/lib/shared/schemas/client-state-schema';

export function readStored<T>(key: string, read: Reader<T>, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const value = read(JSON.parse(raw));
    return value === undefined ? fallback : value;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or blocked: the in-memory state still works for this page view */
  }
}

/** Calls back when another tab changes one of these keys, so every open tab shows the same cart. */
export function onOtherTabChange(keys: string[], callback: () => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) callback();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
