// Catalogue answers are kept in memory for a minute, the same lifetime as the page caches, and dropped at
// once when a write changes the catalogue: here by invalidateProducts, and on every other instance of the
// shop by the expiry it publishes through Redis (lib/server/cache/shared-cache-state.cjs). While REDIS_URL
// is set but Redis does not answer, nothing is kept: another instance's change could not be heard of.
// Bounded: the oldest entries go first.
import 'server-only';
import { sharedCacheState } from '@/lib/server/cache/shared-cache-state.cjs';

const TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;

type Entries = Map<string, { value: Promise<unknown>; expires: number }>;

// One map for the whole process, kept on globalThis: Next bundles each route and page on its own, each with
// its own copy of this module, and a write in an API route (the back office) must clear the copy the pages
// read from. Without this a new product stayed out of the lists for up to a minute (issue 14's browser test).
const STORE_KEY = Symbol.for('jewelry-storefront.read-cache');
const store = globalThis as typeof globalThis & { [STORE_KEY]?: Entries };
const entries: Entries = (store[STORE_KEY] ??= new Map());
sharedCacheState().onRemoteChange.add(clearReadCache);

/** Concurrent misses for one key share a single query. A failed read is not kept. */
export function cachedRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  if (sharedCacheState().mode === 'down') return read();
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = read();
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  entries.set(key, { value, expires: now + TTL_MS });
  value.catch(() => entries.delete(key));
  return value;
}

export function clearReadCache(): void {
  entries.clear();
}
