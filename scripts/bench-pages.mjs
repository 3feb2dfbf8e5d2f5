// `npm run bench:pages`: page throughput of the production build at 50 connections, beside a static file
// from public/ served by the same server in the same run (the ratio is the figure that counts).
// Writes the pages section of docs/benchmarks.md.
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { measure } from './lib/load.mjs';
import { machineLine, writeSection } from './lib/report.mjs';
import { run, ROOT, SERVER_SCRIPT_FLAGS } from './lib/run.mjs';
import { rssOfGroupMb, startServer } from './lib/server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const dataDir = path.resolve(ROOT, process.env.BENCH_PAGES_DATA_DIR || '.data-bench-pages');
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };

run('node', [...SERVER_SCRIPT_FLAGS, 'scripts/prepare-db.ts'], { env });
buildIfStale(env);

// A small file from public/, answered by the same server: the ceiling any page could reach.
const STATIC_FILE = '/health.txt';
if (!fs.existsSync(path.join(ROOT, 'public', STATIC_FILE))) throw new Error(`public${STATIC_FILE} is missing`);

const server = await startServer({ port: 3201, dataDir, env: { DATABASE_URL: '' } });
try {
  const { categories } = await (await fetch(`${server.base}/api/v1/categories?root_only=true`)).json();
  const { products } = await (await fetch(`${server.base}/api/v1/products?per_page=1`)).json();
  const cases = [
    ['static file (public/)', STATIC_FILE, 'baseline'],
    ['home', '/', 'prerendered'],
    ['product', `/products/${products[0].id}`, 'prerendered'],
    ['categories', '/categories', 'prerendered'],
    // Each list view is rendered once per query and then served from the cache as app/product-list/[query]:
    // the plain /products through next.config's rewrite, a view naming a parameter through proxy.ts.
    ['list', '/products', 'list view'],
    ['list, filtered and sorted', `/products?category_id=${categories[0].id}&sort=price_asc`, 'list view'],
  ];
  // Visit each page once so ISR pages are generated before they are measured.
  for (const [, route] of cases) await fetch(server.base + route);
  const results = [];
  for (const [name, route, kind] of cases) {
    const r = await measure({ url: server.base + route, connections: 50, duration: DURATION, warmup: 3 });
    console.log(`${name}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms, errors ${r.errors}`);
    results.push({ name, route, kind, ...r });
  }
  const baseline = results[0].rps;
  const rows = results.map((r) => {
    const ratio = r.kind === 'baseline' ? '100%' : `${((r.rps / baseline) * 100).toFixed(1)}%`;
    let target = '';
    if (r.kind === 'prerendered') {
      const ok = r.rps / baseline >= 0.25 && r.p99 <= 100;
      target = `≥ 25% and p99 ≤ 100 ms: ${ok ? 'met' : 'missed'}`;
    } else if (r.kind === 'list view') {
      // List views at ≥ 15 % of the static file, p99 ≤ 100 ms at 50 connections.
      const ok = r.rps / baseline >= 0.15 && r.p99 <= 100;
      target = `≥ 15% and p99 ≤ 100 ms: ${ok ? 'met' : 'missed'}`;
    }
    return `| ${r.name} | \`${r.route}\` | ${r.kind} | ${r.rps.toFixed(0)} | ${ratio} | ${r.p50} | ${r.p99} | ${r.errors} | ${target} |`;
  });
  const memory = await rssOfGroupMb(server.pid);
  writeSection(
    'pages',
    `## Pages (\`npm run bench:pages\`)

${machineLine()}. Production build, demo catalogue on PGlite, autocannon with 50 connections for ${DURATION} s per row after a 3 s warm-up; the static file is served by the same Next server in the same run. Latencies in ms.

| page | path | rendering | req/s | of static | p50 | p99 | errors | target |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Server memory (resident, all processes of the server) right after the load: ${memory} MB.`,
  );
} finally {
  server.stop();
}
