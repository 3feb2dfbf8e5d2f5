// `npm run bench:lighthouse`: Lighthouse mobile scores of home, list, product and categories pages. Each page is audited
// once to warm the server (the ISR page and the optimized images at the emulated phone's widths, as a shop in
// use has them), then RUNS times; the run with the median Performance score is reported, with the range of
// scores beside it (Lighthouse's own advice for variable machines). Writes the lighthouse section of
// docs/benchmarks.md.
//
// LIGHTHOUSE_AS_CPU_INDEX=1170 audits as on a machine of that CPU benchmark index: the warm-up run measures
// this machine's index, and the counted runs slow the CPU by 4 × measured / 1170 instead of 4× (written to
// its own section, lighthouse-as-index), so a fast machine cannot hide main-thread work a slower one shows.
import path from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { catalogueAuditPages } from './lib/catalogue-pages.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { cpuSlowdownFor, lighthouse } from './lib/lighthouse.mjs';
import { machineLine, writeSection } from './lib/report.mjs';
import { run, ROOT, SERVER_SCRIPT_FLAGS } from './lib/run.mjs';
import { rssOfGroupMb, startServer } from './lib/server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 5);
const AS_INDEX = Number(process.env.LIGHTHOUSE_AS_CPU_INDEX) || null;
ensureChromium();
const dataDir = path.resolve(ROOT, process.env.BENCH_PAGES_DATA_DIR || '.data-bench-pages');
run('node', [...SERVER_SCRIPT_FLAGS, 'scripts/prepare-db.ts'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
buildIfStale({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
const server = await startServer({ port: 3202, dataDir, env: { DATABASE_URL: '' } });
try {
  const pages = await catalogueAuditPages(server.base);
  // Each page fetched once to generate its cached render, read whole (a body left unread holds its connection,
  // which the server closes while Lighthouse runs, and a later fetch on it fails). What the page inlines for
  // React, the bytes of its `self.__next_f.push(...)` scripts, is measured from that render, in KiB.
  const rsc = new Map();
  for (const { route } of pages) {
    const html = await (await fetch(server.base + route)).text();
    const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).filter((code) => code.includes('__next_f'));
    rsc.set(route, Math.round(Buffer.byteLength(inline.join('')) / 102.4) / 10);
  }
  const rows = [];
  for (const { name, route, shown } of pages) {
    const warmUp = lighthouse(server.base + route); // not counted
    const cpuSlowdown = AS_INDEX ? cpuSlowdownFor(warmUp.benchmarkIndex, AS_INDEX) : undefined;
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const r = lighthouse(server.base + route, { cpuSlowdown });
      console.log(`${name} #${i + 1}: CPU index ${r.benchmarkIndex}${cpuSlowdown ? `, slowed ${cpuSlowdown}×` : ''}, perf ${r.performance}, a11y ${r.accessibility}, bp ${r.bestPractices}, seo ${r.seo}, LCP ${r.lcpMs} ms, CLS ${r.cls}, TBT ${r.tbtMs} ms, JS ${r.jsPageKb} KiB (${r.jsKb} KiB with prefetches)`);
      runs.push(r);
    }
    const sorted = [...runs].sort((a, b) => a.performance - b.performance);
    const r = sorted[Math.floor(sorted.length / 2)];
    const range = `${sorted[0].performance}–${sorted[sorted.length - 1].performance}`;
    const indexes = runs.map((x) => x.benchmarkIndex).sort((a, b) => a - b);
    rows.push(
      `| ${name} | \`${shown}\` | ${indexes[0]}–${indexes[indexes.length - 1]}${cpuSlowdown ? `, slowed ${cpuSlowdown}×` : ''} | ${r.performance} | ${range} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.jsPageKb} | ${r.jsKb} | ${rsc.get(route)} | ${r.failed.join(', ') || '—'} |`,
    );
  }
  const memory = await rssOfGroupMb(server.pid);
  writeSection(
    AS_INDEX ? 'lighthouse-as-index' : 'lighthouse',
    `## Lighthouse, mobile (\`${AS_INDEX ? `LIGHTHOUSE_AS_CPU_INDEX=${AS_INDEX} npm run bench:lighthouse` : 'npm run bench'}\`)

${machineLine()}. Lighthouse 13 with Debian's Chromium, default mobile emulation (slow 4G, ${AS_INDEX ? `the CPU slowed so that this machine runs as one of CPU benchmark index ${AS_INDEX} does under the usual 4×: 4 × the index its warm-up run measured / ${AS_INDEX}` : '4× CPU slowdown'}), production build, demo catalogue. Each page audited once to warm the server's caches, then ${RUNS} times; the run with the median Performance score is shown, with the range of the ${RUNS} scores, and the range of Lighthouse's CPU benchmark index over them (higher is a faster machine: with the 4× slowdown fixed, total blocking time grows roughly in inverse proportion to it). Targets: Performance ≥ 95, Accessibility 100, Best Practices ≥ 95, SEO 100.

| page | path | CPU benchmark index | Performance (median) | Performance (range) | Accessibility | Best Practices | SEO | LCP ms | CLS | TBT ms | JS KiB, the page's own | JS KiB, with prefetched pages | inline RSC payload KiB | failed audits |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

Server memory (resident, all processes of the server) after the page load runs and the audits: ${memory} MB.`,
  );
} finally {
  server.stop();
}
