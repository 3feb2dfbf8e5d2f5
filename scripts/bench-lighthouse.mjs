// `npm run bench:lighthouse`: Lighthouse mobile audits of the catalogue pages (home, list, a product, categories)
// beside the floor app (bench/floor-app: a bare Next page on the same next, react and react-dom), interleaved
// so that both meet the same load on this shared machine. Each page is audited once to warm the
// server (its cached render and pictures), then in LIGHTHOUSE_RUNS rounds (default 5): each round audits the
// floor and every page at Lighthouse's default 4× CPU slowdown and at its calibrated multiplier for this
// machine's CPU benchmark index (measured by the warm-up runs), in turn. Every run is printed with its CPU
// benchmark index; the medians, each page's beside the floor's, and the floor targets passed or missed, go
// to a section of docs/benchmarks.md.
//
// LIGHTHOUSE_AS_CPU_INDEX=1170 replaces the calibrated multiplier by the one that makes this machine run as
// one of that index does under 4× (4 × measured / 1170). LIGHTHOUSE_SECTION names the section written
// (default lighthouse), so a before and an after can stand side by side. LIGHTHOUSE_PORT (default 3202)
// serves the shop there and the floor on the next port; LIGHTHOUSE_ONLY_4X=1 audits at 4× only. Then the
// interactions in Chromium at 4× (scripts/lib/interactions.mjs; LIGHTHOUSE_INTERACTIONS=0 leaves them out).
import path from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { catalogueAuditPages } from './lib/catalogue-pages.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { buildFloorIfStale, startFloor } from './lib/floor-app.mjs';
import { median, summarize, tableRow, TABLE_HEAD } from './lib/floor-report.mjs';
import { measureInteractions } from './lib/interactions.mjs';
import { writeInteractionsSection } from './lib/interactions-section.mjs';
import { calibratedSlowdown, cpuSlowdownFor, lighthouse } from './lib/lighthouse.mjs';
import { machineLine, writeSection } from './lib/report.mjs';
import { run, ROOT, SERVER_SCRIPT_FLAGS } from './lib/run.mjs';
import { rssOfGroupMb, startServer } from './lib/server.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 5);
const AS_INDEX = Number(process.env.LIGHTHOUSE_AS_CPU_INDEX) || null;
const SECTION = process.env.LIGHTHOUSE_SECTION?.trim() || 'lighthouse';
const PORT = Number(process.env.LIGHTHOUSE_PORT) || 3202;
// LIGHTHOUSE_ONLY_4X=1 leaves out the second slowdown: half the time, for a quick before-and-after.
const ONLY_4X = process.env.LIGHTHOUSE_ONLY_4X === '1';
ensureChromium();
const dataDir = path.resolve(ROOT, process.env.BENCH_PAGES_DATA_DIR || '.data-bench-pages');
run('node', [...SERVER_SCRIPT_FLAGS, 'scripts/prepare-db.ts'], {
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
});
buildIfStale({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
buildFloorIfStale();
const server = await startServer({ port: PORT, dataDir, env: { DATABASE_URL: '' } });
let floor;
try {
  floor = await startFloor(PORT + 1);
  const pages = [
    { name: 'floor', route: '/', shown: 'bench/floor-app', base: floor.base },
    ...(await catalogueAuditPages(server.base)).map((p) => ({ ...p, base: server.base })),
  ];
  // Each page fetched once to generate its cached render, read whole (a body left unread holds its connection,
  // which the server closes while Lighthouse runs, and a later fetch on it fails). What the page inlines for
  // React, the bytes of its `self.__next_f.push(...)` scripts, is measured from that render, in KiB.
  const rsc = new Map();
  for (const { name, route, base } of pages) {
    const html = await (await fetch(base + route)).text();
    const inline = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1])
      .filter((code) => code.includes('__next_f'));
    rsc.set(name, Math.round(Buffer.byteLength(inline.join('')) / 102.4) / 10);
  }
  const warmUps = pages.map(({ route, base }) => lighthouse(base + route)); // not counted
  const index = median(warmUps.map((r) => r.benchmarkIndex));
  const second = AS_INDEX ? cpuSlowdownFor(index, AS_INDEX) : calibratedSlowdown(index);
  const slowdowns = second === 4 || ONLY_4X ? [4] : [4, second];
  const indexes = warmUps.map((r) => r.benchmarkIndex).join(', ');
  console.log(`Warm-up CPU benchmark index ${indexes} (median ${index}): auditing at ${slowdowns.join('× and ')}×`);
  const results = new Map(); // `${name}@${slowdown}` → runs
  for (let round = 1; round <= RUNS; round++) {
    for (const slowdown of slowdowns) {
      for (const { name, route, base } of pages) {
        const r = lighthouse(base + route, { cpuSlowdown: slowdown === 4 ? undefined : slowdown });
        console.log(
          `#${round} ${slowdown}× ${name}: CPU index ${r.benchmarkIndex}, perf ${r.performance}, ` +
            `main thread ${r.mainThreadMs} ms, TBT ${r.tbtMs} ms, LCP ${r.lcpMs} ms, CLS ${r.cls}, ` +
            `script ${r.jsKb} KiB until idle (${r.jsPageKb} before load), ` +
            `RSC prefetches ${r.rscFetches} (${r.rscFetchKb} KiB), inline RSC ${rsc.get(name)} KiB, ` +
            `a11y ${r.accessibility}, bp ${r.bestPractices}, seo ${r.seo}${r.failed.length ? `, failed ${r.failed.join(' ')}` : ''}`,
        );
        const key = `${name}@${slowdown}`;
        results.set(key, [...(results.get(key) ?? []), r]);
      }
    }
  }
  const rows = [];
  for (const slowdown of slowdowns) {
    const floorSummary = summarize(results.get(`floor@${slowdown}`));
    for (const { name, shown } of pages) {
      const summary = name === 'floor' ? floorSummary : summarize(results.get(`${name}@${slowdown}`));
      const inlineRscKb = rsc.get(name);
      rows.push(
        tableRow({ name, shown, slowdown, summary, floor: floorSummary, inlineRscKb, floorRscKb: rsc.get('floor') }),
      );
    }
  }
  const memory = await rssOfGroupMb(server.pid);
  const how =
    slowdowns.length === 1
      ? `Lighthouse's default 4× only (LIGHTHOUSE_ONLY_4X; the CPU benchmark index was ${index}, median of the warm-up runs)`
      : AS_INDEX
        ? `4× and ${second}×, the CPU slowdown that makes this machine run as one of CPU benchmark index ${AS_INDEX} does under 4× (4 × ${index} / ${AS_INDEX})`
        : `Lighthouse's default 4× and ${second}×, Lighthouse's own calibrated multiplier for this machine's CPU benchmark index (median ${index} over the warm-up runs)`;
  writeSection(
    SECTION,
    `## Lighthouse, mobile, beside the floor app (\`npm run bench:lighthouse\`${SECTION === 'lighthouse' ? '' : `, section ${SECTION}`})

${machineLine()}. Lighthouse 13 with Debian's Chromium, mobile emulation, simulated slow 4G, CPU slowed ${how}; production builds; demo catalogue. The floor is \`bench/floor-app\`, a bare Next app (one server page: a heading, text, a picture, one \`useState\` button) built with the shop's own next, react and react-dom. Each page audited once to warm its server, then ${RUNS} rounds, each auditing the floor and every page at each slowdown in turn; medians of the ${RUNS} runs, the floor's in brackets beside each page's. Script is every script transferred until Lighthouse found the page idle, prefetches included; RSC prefetches are Next's fetches of the pages the links lead to; inline RSC is the document's \`self.__next_f\` payload. Issue 35's targets, each page against the floor in the same run: main-thread work ≤ 1.5× the floor's, TBT ≤ floor + 100 ms, Performance ≥ floor − 3, LCP ≤ floor + 500 ms, script ≤ floor + 30 KiB, inline RSC ≤ 8 KiB, CLS ≤ 0.02.

${TABLE_HEAD}
${rows.join('\n')}

Server memory (resident, all processes of the shop's server) after the audits: ${memory} MB.`,
  );
  // Then the interactions, on the same server (LIGHTHOUSE_INTERACTIONS=0 leaves them out).
  if (process.env.LIGHTHOUSE_INTERACTIONS !== '0')
    writeInteractionsSection(await measureInteractions(server.base, RUNS), RUNS);
} finally {
  floor?.stop();
  server.stop();
}
