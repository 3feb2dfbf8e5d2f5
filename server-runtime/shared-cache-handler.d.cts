// Next's cache handler interface as the tests use it; see shared-cache-handler.cjs.
/* eslint-disable @typescript-eslint/no-explicit-any */
import type { SharedCacheState } from './shared-cache-state.cjs';
declare class SharedCacheHandler {
  constructor(ctx: { serverDistDir?: string; sharedCacheState?: SharedCacheState; [key: string]: unknown });
  get(key: string, ctx: Record<string, unknown>): Promise<any>;
  set(key: string, data: Record<string, unknown> | null, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
declare namespace SharedCacheHandler {
  const TAGS_HEADER: string;
  const PAGE_KIND: string;
}
export = SharedCacheHandler;
