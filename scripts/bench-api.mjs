// `npm run bench:api`: 100,000 products in a throwaway data dir, then autocannon at 10 connections against
// the catalogue API of the production server. Writes the API section of docs/benchmarks.md.
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { measure } from './lib/load.mjs';
import { machineLine, writeSection } from './lib/report.mjs';
import { run, ROOT, SERVER_SCRIPT_FLAGS } from './lib/run.mjs';
import { rssOfGroupMb, startServer } from './lib/server.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 100000);
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const dataDir = path.resolve(ROOT, process.env.BENCH_DATA_DIR || '.data-bench');
const marker = path.join(dataDir, `seeded-${PRODUCTS}`);

if (!fs.existsSync(marker)) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`> Seeding ${PRODUCTS} products into ${dataDir} (once; reused by later runs)`);
  run('node', [...SERVER_SCRIPT_FLAGS, 'scripts/seed.ts', '--products', String(PRODUCTS)], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  fs.writeFileSync(marker, new Date().toISOString());
}
buildIfStale();

const server = await startServer({ port: 3200, dataDir, env: { DATABASE_URL: '' } });
try {
  const categories = await (await fetch(`${server.base}/api/v1/categories?root_only=true`)).json();
  const category = categories.categories[0].id;
  const list = await (await fetch(`${server.base}/api/v1/products?per_page=1&page=500`)).json();
  const productId = list.products[0].id;
  const cases = [
    ['list, filtered', `/api/v1/products?category_id=${category}&min_price=1000&max_price=20000&sort=price_asc`, 30],
    ['list, unfiltered', '/api/v1/products', null],
    ['search "kundan necklace"', '/api/v1/products?search=kundan%20necklace', 30],
    ['search, typo "neckalce"', '/api/v1/products?search=neckalce', 30],
    ['product by id', `/api/v1/products/${productId}`, null],
  ];
  const rows = [];
  for (const [name, route, target] of cases) {
    const r = await measure({ url: server.base + route, connections: 10, duration: DURATION });
    console.log(`${name}: p50 ${r.p50} ms, p95 ${r.p95} ms, ${r.rps.toFixed(0)} req/s, errors ${r.errors}`);
    const verdict =
      target === null
        ? ''
        : r.p95 <= target
          ? `met (≤ ${target} ms)`
          : `missed by ${(r.p95 - target).toFixed(1)} ms (target ≤ ${target} ms)`;
    const shown = route
      .replace(`category_id=${category}`, 'category_id={root}')
      .replace(`/products/${productId}`, '/products/{id}');
    rows.push(
      `| ${name} | \`${shown}\` | ${r.p50} | ${r.p95} | ${r.p99} | ${r.rps.toFixed(0)} | ${r.errors} | ${verdict} |`,
    );
  }
  const memory = await rssOfGroupMb(server.pid);
  writeSection(
    'api',
    `## Catalogue API (\`npm run bench:api\`)

${machineLine()}. Embedded PGlite, ${PRODUCTS.toLocaleString('en-IN')} products, production build, autocannon with 10 connections for ${DURATION} s per row after a 2 s warm-up. Latencies in ms.

| case | request | p50 | p95 | p99 | req/s | errors | p95 target |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Server memory (resident, all processes of the server) right after the load: ${memory} MB.`,
  );
} finally {
  server.stop();
}
