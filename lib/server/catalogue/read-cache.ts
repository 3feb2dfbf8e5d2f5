// Catalogue answers are kept in memory for a minute, the same lifetime as the page caches, and dropped at
// once when a write changes the catalogue: here by invalidateProducts, and on every other instance of the
// shop by the expiry it publishes through Redis (lib/server/cache/shared-cache-state.cjs). While REDIS_URL
// is set but Redis does not answer, nothing is kept: another instance's change could not be heard of.
// Bounded by bytes: the least recently used answers go first.
import 'server-only';
import { sharedCacheState } from '@/lib/server/cache/shared-cache-state.cjs';

const TTL_MS = 60_000;
/** What the answers may hold in memory together, by size rather than by count: one list of 100 products
 *  weighs as much as a thousand small category answers (READ_CACHE_MB, 16 by default). */
const limitBytes = () => Math.max(1, Number(process.env.READ_CACHE_MB) || 16) * 1024 * 1024;

type Entry = { value: Promise<unknown>; expires: number; bytes: number };
type Store = { entries: Map<string, Entry>; bytes: number };

// One map for the whole process, kept on globalThis: Next bundles each route and page on its own, each with
// its own copy of this module, and a write in an API route (the back office) must clear the copy the pages
// read from. Without this a new product stayed out of the lists for up to a minute (issue 14's browser test).
const STORE_KEY = Symbol.for('jewelry-storefront.read-cache');
const holder = globalThis as typeof globalThis & { [STORE_KEY]?: Store };
const store: Store = (holder[STORE_KEY] ??= { entries: new Map(), bytes: 0 });
sharedCacheState().onRemoteChange.add(clearReadCache);

/** About what an answer occupies: its JSON's length in UTF-16 code units, two bytes each. */
function sizeOf(value: unknown): number {
  try {
    return (JSON.stringify(value)?.length ?? 0) * 2 + 64;
  } catch {
    return 64;
  }
}

function drop(key: string): void {
  const entry = store.entries.get(key);
  if (!entry) return;
  store.entries.delete(key);
  store.bytes -= entry.bytes;
}

/** Least recently used first, until the answers fit (the newest is kept even if it alone does not). */
function shrink(): void {
  const limit = limitBytes();
  for (const key of store.entries.keys()) {
    if (store.bytes <= limit || store.entries.size <= 1) break;
    drop(key);
  }
}

/** Concurrent misses for one key share a single query. A failed read is not kept. */
export function cachedRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  if (sharedCacheState().mode === 'down') return read();
  const now = Date.now();
  const hit = store.entries.get(key);
  if (hit && hit.expires > now) {
    // Most recently used goes last.
    store.entries.delete(key);
    store.entries.set(key, hit);
    return hit.value as Promise<T>;
  }
  drop(key);
  const value = read();
  const entry: Entry = { value, expires: now + TTL_MS, bytes: 0 };
  store.entries.set(key, entry);
  value.then(
    (answer) => {
      if (store.entries.get(key) !== entry) return;
      entry.bytes = sizeOf(answer);
      store.bytes += entry.bytes;
      shrink();
    },
    () => {
      if (store.entries.get(key) === entry) drop(key);
    },
  );
  return value;
}

export function clearReadCache(): void {
  store.entries.clear();
  store.bytes = 0;
}

/** What the cache holds now. */
export function readCacheUsage(): { entries: number; bytes: number } {
  return { entries: store.entries.size, bytes: store.bytes };
}
