// Next's cache handler interface as the tests use it; see ascii-page-cache.cjs.
/* eslint-disable @typescript-eslint/no-explicit-any */
declare class AsciiPageCache {
  constructor(ctx: { fs: unknown; serverDistDir: string; flushToDisk?: boolean; revalidatedTags: string[]; maxMemoryCacheSize?: number });
  get(key: string, ctx: Record<string, unknown>): Promise<any>;
  set(key: string, data: Record<string, unknown> | null, ctx: Record<string, unknown>): Promise<void>;
}
export = AsciiPageCache;
