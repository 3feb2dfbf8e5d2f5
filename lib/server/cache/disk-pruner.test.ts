import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pruneDiskCache, pruneOldestEntries } from './disk-pruner';

function write(file: string, mtimeSeconds: number) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'x');
  fs.utimesSync(file, mtimeSeconds, mtimeSeconds);
}

describe('disk cache pruning', () => {
  let dist: string;
  beforeEach(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-'));
  });
  afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('keeps the newest list views whole (html, rsc, meta and segments) and deletes the older ones', () => {
    const views = path.join(dist, 'server', 'route-cache', 'APP_PAGE', 'build1', '$', 'product-list');
    for (const [key, time] of [['old', 1000], ['mid', 2000], ['new', 3000]] as const) {
      for (const ext of ['html', 'rsc', 'meta']) write(path.join(views, `${key}.${ext}`), time);
      write(path.join(views, `${key}.segments`, '_tree.segment.rsc'), time);
      fs.utimesSync(path.join(views, `${key}.segments`), time, time);
    }
    const reads = path.join(dist, 'cache', 'fetch-cache');
    write(path.join(reads, 'a'), 1000);
    write(path.join(reads, 'b'), 2000);

    expect(pruneDiskCache(dist, { listViews: 2, cachedReads: 1 })).toBe(2);
    expect(fs.readdirSync(views).sort()).toEqual(['mid.html', 'mid.meta', 'mid.rsc', 'mid.segments', 'new.html', 'new.meta', 'new.rsc', 'new.segments']);
    expect(fs.readdirSync(reads)).toEqual(['b']);
  });

  it('does nothing where nothing was written yet', () => {
    expect(pruneDiskCache(path.join(dist, 'missing'))).toBe(0);
    expect(pruneOldestEntries(path.join(dist, 'missing'), 0)).toBe(0);
  });
});
