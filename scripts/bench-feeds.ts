// The product feeds' size and generation time on the catalogue in DATA_DIR (or DATABASE_URL), generated in
// this process as the feed routes prepare their files. For the 100,000-product catalogue
// that `npm run bench:api` seeds into .data-bench:
//   DATA_DIR=.data-bench node --conditions=react-server --import tsx scripts/bench-feeds.ts
// Prints one line per feed for docs/benchmarks.md ("Product feeds").
import { performance } from 'node:perf_hooks';
import { closeDb, getDb } from '@/lib/server/db';
import { countActiveProducts } from '@/lib/server/catalogue/feed-products';
import { FEED_KINDS, productFeed } from '@/lib/server/feeds/product-feed';

const ORIGIN = 'https://shop.example.in';
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

async function main(): Promise<void> {
  await getDb();
  console.log(`${(await countActiveProducts()).toLocaleString('en-IN')} active products`);
  for (const kind of FEED_KINDS) {
    const started = performance.now();
    let bytes = 0;
    let firstChunkMs = 0;
    let items = 0;
    let peakRss = process.memoryUsage().rss;
    for await (const chunk of productFeed(kind, ORIGIN)) {
      if (bytes === 0) firstChunkMs = performance.now() - started;
      bytes += Buffer.byteLength(chunk);
      items += kind === 'google' ? chunk.split('<item>').length - 1 : chunk.split('\n').length - 1;
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    // The CSV's head line is counted as a line; items are the rows after it.
    const listed = kind === 'meta' ? items - 1 : items;
    console.log(
      `${kind}: ${bytes.toLocaleString('en-IN')} B (${mb(bytes)} MiB), ${listed.toLocaleString('en-IN')} items, ` +
        `${seconds} s (first bytes after ${firstChunkMs.toFixed(0)} ms), peak RSS ${mb(peakRss)} MiB`,
    );
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
