// The catalogue's read cache is bounded by what its answers weigh, not by how many there are (issue 17).
import { cachedRead, clearReadCache, readCacheUsage } from './read-cache';

const answer = (kb: number) => ({ rows: 'x'.repeat(kb * 512) }); // kb KiB once counted as UTF-16

describe('read cache', () => {
  beforeEach(() => {
    process.env.READ_CACHE_MB = '1';
    clearReadCache();
  });
  afterAll(() => delete process.env.READ_CACHE_MB);

  it('keeps answers up to its size in bytes, dropping the least recently used', async () => {
    let reads = 0;
    const read = (kb: number) => () => {
      reads++;
      return Promise.resolve(answer(kb));
    };
    for (const key of ['a', 'b', 'c']) await cachedRead(key, read(300));
    await cachedRead('a', read(300)); // a hit: 'a' is now the most recently used
    expect(reads).toBe(3);
    await cachedRead('d', read(300)); // 1,200 KiB would not fit: 'b', the least recently used, goes
    const usage = readCacheUsage();
    expect(usage.entries).toBe(3);
    expect(usage.bytes).toBeLessThanOrEqual(1024 * 1024);
    await cachedRead('a', read(300));
    await cachedRead('c', read(300));
    expect(reads).toBe(4);
    await cachedRead('b', read(300));
    expect(reads).toBe(5);
  });

  it('shares one read between concurrent misses and keeps no failed read', async () => {
    let reads = 0;
    const slow = () => new Promise<{ n: number }>((resolve) => setTimeout(() => resolve({ n: ++reads }), 10));
    const [x, y] = await Promise.all([cachedRead('k', slow), cachedRead('k', slow)]);
    expect(x).toBe(y);
    await expect(cachedRead('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cachedRead('bad', () => Promise.resolve('ok'))).toBe('ok');
  });
});
