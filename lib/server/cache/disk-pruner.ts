// Next writes every page it regenerates at run time, and every cached read, under .next: one entry per list
// view (app/product-list/[query], about 210 KB each) and per list query (about 15 KB). Views are keyed by
// their query, so endless made-up queries would grow the disk without end. This sweep keeps the newest
// entries and deletes the rest; a deleted entry is an ordinary cache miss (the view is rendered again on its
// next visit). Next's own image cache is already bounded (images.maximumDiskCacheSize).
//
// The paths are Next 16.4's layout (next is pinned in package.json); a layout that is not there is skipped.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';

export const DISK_CACHE_LIMITS = {
  /** Regenerated list views kept on disk (about 210 MB at the limit). */
  listViews: 1000,
  /** Cached reads kept on disk (about 30 MB at the limit). */
  cachedReads: 2000,
} as const;

/** Every 10 minutes, and once at start. */
export const DISK_PRUNE_INTERVAL_MS = 10 * 60 * 1000;

/** The entry a file or folder belongs to: its name without the extension (a view is .html, .rsc, .meta, .segments/). */
const entryOf = (name: string) => name.replace(/\.[a-z]+$/, '');

function readDir(dir: string): fs.Dirent[] {
  try {
    return fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** Deletes all but the `keep` most recently written entries of `dir`; answers how many it deleted. */
export function pruneOldestEntries(dir: string, keep: number, group: (name: string) => string = entryOf): number {
  const entries = new Map<string, { names: string[]; newest: number }>();
  for (const item of readDir(dir)) {
    let modified: number;
    try {
      modified = fs.statSync(path.join(dir, item.name)).mtimeMs;
    } catch {
      continue; // deleted meanwhile
    }
    const key = group(item.name);
    const entry = entries.get(key) ?? { names: [], newest: 0 };
    entry.names.push(item.name);
    entry.newest = Math.max(entry.newest, modified);
    entries.set(key, entry);
  }
  const oldestFirst = [...entries.values()].sort((a, b) => a.newest - b.newest);
  const doomed = oldestFirst.slice(0, Math.max(0, oldestFirst.length - keep));
  for (const entry of doomed) for (const name of entry.names) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  return doomed.length;
}

/** The folders of .next that hold regenerated list views (one per build) and cached reads. */
export function cacheFolders(distDir: string): { listViews: string[]; cachedReads: string } {
  const routeCache = path.join(distDir, 'server', 'route-cache', 'APP_PAGE');
  const listViews = readDir(routeCache)
    .filter((build) => build.isDirectory())
    .map((build) => path.join(routeCache, build.name, '$', 'product-list'));
  return { listViews, cachedReads: path.join(distDir, 'cache', 'fetch-cache') };
}

export function pruneDiskCache(distDir: string, limits: { listViews: number; cachedReads: number } = DISK_CACHE_LIMITS): number {
  const folders = cacheFolders(distDir);
  let deleted = 0;
  for (const dir of folders.listViews) deleted += pruneOldestEntries(dir, limits.listViews);
  deleted += pruneOldestEntries(folders.cachedReads, limits.cachedReads, (name) => name);
  return deleted;
}

let timer: NodeJS.Timeout | null = null;

/** Starts the sweep for the server's .next folder (instrumentation.ts). */
export function startDiskCachePruning(distDir = path.join(process.cwd(), '.next')): void {
  if (timer) return;
  const sweep = () => {
    try {
      const deleted = pruneDiskCache(distDir);
      if (deleted > 0) console.info(`[cache] removed ${deleted} old cache entries from ${distDir}`);
    } catch (error) {
      console.error('[cache] pruning the disk cache failed', error);
    }
  };
  sweep();
  timer = setInterval(sweep, DISK_PRUNE_INTERVAL_MS);
  timer.unref();
}
