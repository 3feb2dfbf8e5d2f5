// Next's 'use cache' handler interface as the tests use it; see use-cache-handler.cjs.
import type { SharedCacheState } from './shared-cache-state.cjs';
type Entry = { value: ReadableStream<Uint8Array>; tags: string[]; stale: number; timestamp: number; expire: number; revalidate: number };
type UseCacheHandler = {
  get(cacheKey: string, softTags: string[]): Promise<Entry | undefined>;
  set(cacheKey: string, pendingEntry: Promise<Entry>): Promise<void>;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
};
declare const handler: UseCacheHandler & { createUseCacheHandler(state?: SharedCacheState): UseCacheHandler };
export = handler;
