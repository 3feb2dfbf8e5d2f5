// `npm run bench`: the whole benchmark report. API latency on 100,000 products, page throughput beside a
// static file, server memory after the load, and Lighthouse mobile scores. Writes docs/benchmarks.md.
import path from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { lighthouse } from './lib/lighthouse.mjs';
import { machineLine, writeSection } from './lib/report.mjs';
import { run, ROOT } from './lib/run.mjs';
import { rssOfGroupMb, startServer } from './lib/server.mjs';

run('node', ['scripts/bench-api.mjs']);
run('node', ['scripts/bench-pages.mjs']);

ensureChromium();
const dataDir = path.resolve(ROOT, process.env.BENCH_PAGES_DATA_DIR || '.data-bench-pages');
buildIfStale({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
const server = await startServer({ port: 3202, dataDir, env: { DATABASE_URL: '' } });
try {
  const { products } = await (await fetch(`${server.base}/api/v1/products?per_page=1`)).json();
  const pages = [
    ['home', '/'],
    ['list', '/products'],
    ['product', `/products/${products[0].id}`],
  ];
  for (const [, route] of pages) await fetch(server.base + route); // generate ISR pages first
  const rows = [];
  for (const [name, route] of pages) {
    const r = lighthouse(server.base + route);
    console.log(`${name}: perf ${r.performance}, a11y ${r.accessibility}, bp ${r.bestPractices}, seo ${r.seo}, LCP ${r.lcpMs} ms, CLS ${r.cls}, TBT ${r.tbtMs} ms, JS ${r.jsKb} KiB`);
    rows.push(
      `| ${name} | \`${route.replace(String(products[0].id), '{id}')}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.jsKb} | ${r.failed.join(', ') || '—'} |`,
    );
  }
  const memory = rssOfGroupMb(server.pid);
  writeSection(
    'lighthouse',
    `## Lighthouse, mobile (\`npm run bench\`)

${machineLine()}. Lighthouse 13 with Debian's Chromium, default mobile emulation (slow 4G, 4× CPU slowdown), production build, demo catalogue. Targets: Performance ≥ 95, Accessibility 100, Best Practices ≥ 95, SEO 100.

| page | path | Performance | Accessibility | Best Practices | SEO | LCP ms | CLS | TBT ms | JS KiB (transferred) | failed audits |
|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Server memory (resident, all processes of the server) after the page load runs and the audits: ${memory} MB.`,
  );
} finally {
  server.stop();
}
