'use client';
// localStorage access that never throws (private mode, quota, corrupt JSON) and validates what it reads.
// zod/mini (see lib/shared/schemas/client-state.ts): these stores load on every page.
import * as z from 'zod/mini';

export function readStored<S extends z.ZodMiniType>(key: string, schema: S, fallback: z.infer<S>): z.infer<S> {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return fallback;
    const parsed = z.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
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
