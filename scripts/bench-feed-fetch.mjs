// `npm run bench:feeds`: the product feeds at the demo catalogue's size and at 100,000 products, each
// in a throwaway data dir of its own (seeded once, reused by later runs), against the production server. Each
// feed is fetched twice: the first fetch generates it, the second is what a shop of ordinary size serves from
// its cache (past FEED_CACHE_MAX_PRODUCTS every fetch streams it anew). The server's resident memory is sampled
// while each feed is read, to show it stays bounded when a feed is streamed. Writes the feeds sections of
// docs/benchmarks.md: the method once, and a table per catalogue, so BENCH_FEEDS_SIZES=180 (a comma list of
// catalogue sizes) reruns one and leaves the other's figures in place.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { machineLine, writeSection } from './lib/report.mjs';
import { run, ROOT, SERVER_SCRIPT_FLAGS } from './lib/run.mjs';
import { rssOfGroupMb, startServer } from './lib/server.mjs';

const SIZES = (process.env.BENCH_FEEDS_SIZES || '180,100000').split(',').map(Number);
const BASE_DIR = path.resolve(ROOT, process.env.BENCH_DATA_DIR || '.data-bench-feeds');
const PORT = Number(process.env.BENCH_PORT || 3460);
const FEEDS = ['/feeds/google.xml', '/feeds/meta.csv'];

/** The demo seed's own catalogue for the small case; `--products N` for a large one. */
function seeded(products) {
  const dataDir = path.join(BASE_DIR, String(products));
  const marker = path.join(dataDir, 'seeded');
  if (!fs.existsSync(marker)) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    console.log(`> Seeding ${products} products into ${dataDir} (once; reused by later runs)`);
    const args = products > 1000 ? ['--products', String(products)] : [];
    run('node', [...SERVER_SCRIPT_FLAGS, 'scripts/seed.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(marker, new Date().toISOString());
  }
  return dataDir;
}

/** One fetch of a feed read to its end: bytes, items (lines of the CSV, <item>s of the XML), seconds, peak RSS. */
async function fetchFeed(server, route) {
  let peak = await rssOfGroupMb(server.pid);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssOfGroupMb(server.pid));
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  const started = performance.now();
  const response = await fetch(server.base + route);
  const decoder = new TextDecoder();
  let bytes = 0;
  let items = 0;
  let firstByte = null;
  let tail = '';
  for await (const chunk of response.body) {
    firstByte ??= (performance.now() - started) / 1000;
    bytes += chunk.byteLength;
    const text = tail + decoder.decode(chunk, { stream: true });
    items += route.endsWith('.xml') ? text.split('<item>').length - 1 : text.split('\n').length - 1;
    // Keep the end of the chunk, so a marker cut in two between chunks is counted once.
    const cut = route.endsWith('.xml') ? Math.max(0, text.length - 5) : text.length;
    tail = text.slice(cut);
  }
  const seconds = (performance.now() - started) / 1000;
  sampling = false;
  await sampler;
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  return { bytes, items: route.endsWith('.csv') ? items - 1 : items, seconds, firstByte, peak };
}

const mb = (bytes) => (bytes / 2 ** 20).toFixed(bytes < 2 ** 20 ? 2 : 1);
const loadNow = () => os.loadavg()[0].toFixed(1);

buildIfStale();
writeSection(
  'feeds',
  `## Product feeds (\`npm run bench:feeds\`)

Production build on the embedded database, one catalogue a data dir (the demo seed's, and the seed's \`--products\`
catalogue), SITE_URL set. Each feed fetched twice, read to its end: the first fetch generates it, the second is
served from the cache up to 2,000 products (\`FEED_CACHE_MAX_PRODUCTS\`) and streamed anew above. Items are the
XML's \`<item>\`s and the CSV's rows: one per size where a piece has sizes. Peak RSS is the server's resident memory
(all its processes), sampled every 250 ms during the fetch. Load is the 1-minute load average as the fetch began:
on a shared machine (2 cores) the times are upper bounds.`,
);
for (const products of SIZES) {
  const dataDir = seeded(products);
  const server = await startServer({
    port: PORT,
    dataDir,
    env: { DATABASE_URL: '', SITE_URL: 'https://shop.example.in' },
  });
  const rows = [];
  try {
    const idle = await rssOfGroupMb(server.pid);
    const count = (await (await fetch(`${server.base}/api/v1/products?per_page=1`)).json()).pagination.total_count;
    for (const route of FEEDS) {
      for (const pass of ['first', 'second']) {
        const load = loadNow();
        const r = await fetchFeed(server, route);
        console.log(
          `${count} products ${route} (${pass}): ${r.bytes} B, ${r.items} items, ${r.seconds.toFixed(2)} s, peak ${r.peak} MB, load ${load}`,
        );
        rows.push(
          `| \`${route}\` | ${pass} | ${r.items.toLocaleString('en-IN')} | ${r.bytes.toLocaleString('en-IN')} B (${mb(r.bytes)} MiB) | ` +
            `${r.firstByte.toFixed(2)} | ${r.seconds.toFixed(2)} | ${r.peak} | ${load} |`,
        );
      }
    }
    writeSection(
      `feeds-${products}`,
      `### ${count.toLocaleString('en-IN')} active products

${machineLine()}. Server ${idle} MB resident before the first fetch.

| feed | fetch | items | size | first byte (s) | whole (s) | peak RSS (MB) | load |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}`,
    );
  } finally {
    server.stop();
  }
}
