// `npm run bench:main-thread`: where a phone's main thread goes while a catalogue page loads. Each page is
// loaded MAIN_THREAD_RUNS times (default 5, after one warm-up) in Debian's Chromium at a phone's viewport,
// with the CPU slowed 4× through DevTools (real throttling, not Lighthouse's simulation), and the browser's
// own trace is read: the main thread's busy time, the blocking time after the first contentful paint (the
// part of each task over 50 ms, as total blocking time counts it), and what the time went to (script, style
// recalculation, layout, paint). Medians per page. Writes the main-thread section of docs/benchmarks.md.
//
// Lighthouse's Performance score replays a load under simulated throttling, which on a shared 2-core machine
// moves by tens of points from run to run; these figures come from the trace itself, so two builds can be
// compared page by page (see docs/benchmarks.md for how icons as SVG images were found this way).
import path from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { catalogueAuditPages } from './lib/catalogue-pages.mjs';
import { CHROMIUM, ensureChromium } from './lib/ensure-chromium.mjs';
import { machineLine, writeSection } from './lib/report.mjs';
import { run, ROOT, SERVER_SCRIPT_FLAGS } from './lib/run.mjs';
import { startServer } from './lib/server.mjs';

const RUNS = Number(process.env.MAIN_THREAD_RUNS || 5);
const SLOWDOWN = 4;
ensureChromium();
const { chromium } = await import('@playwright/test');
const dataDir = path.resolve(ROOT, process.env.BENCH_PAGES_DATA_DIR || '.data-bench-pages');
run('node', [...SERVER_SCRIPT_FLAGS, 'scripts/prepare-db.ts'], {
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
});
buildIfStale({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });

const TASK = 'ThreadControllerImpl::RunTask';
const ms = (us) => Math.round(us / 1000);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One load of `url`: the figures of its renderer's main thread, from the trace, in ms of the slowed thread;
 *  null when the trace did not see the load start. */
async function traceLoad(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    const events = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'toplevel,devtools.timeline,loading,blink.user_timing',
      transferMode: 'ReportEvents',
    });
    // Tracing reaches each running process in its own time, and the navigation may take a renderer Chromium
    // started before (its spare one): without this pause that renderer was often traced late, missing the
    // load's navigationStart and first tasks (a first contentful paint of 0 and a lower busy time).
    await page.waitForTimeout(1000);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(3000); // hydration and the work after load
    await cdp.send('Tracing.end');
    await complete;
    // The measured page's own start: the navigation of the main frame to `url` (an SVG image builds a document
    // of its own, with its own navigation and paints, in the same renderer). A trace without it missed the
    // load's beginning, and the load is measured again. Only work from that start on counts (not the
    // renderer's own set-up, nor what starting the trace cost it), and the paint is that frame's.
    const start = events
      .filter(
        (e) =>
          e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL === url,
      )
      .at(-1);
    if (!start) return null;
    const { pid } = start;
    const navigationStart = start.ts;
    const fcpEvent = events.find(
      (e) =>
        e.name === 'firstContentfulPaint' &&
        e.pid === pid &&
        e.args?.frame === start.args.frame &&
        e.ts >= navigationStart,
    );
    if (!fcpEvent) return null;
    const mainTid = events.find(
      (e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
    ).tid;
    const onMain = events.filter((e) => e.pid === pid && e.tid === mainTid && e.ph === 'X' && e.ts >= navigationStart);
    const tasks = onMain.filter((e) => e.name === TASK);
    const sum = (name) => ms(onMain.filter((e) => e.name === name).reduce((total, e) => total + e.dur, 0));
    return {
      fcp: ms(fcpEvent.ts - navigationStart),
      busy: ms(tasks.reduce((total, e) => total + e.dur, 0)),
      blocking: Math.round(
        tasks.filter((e) => e.ts >= fcpEvent.ts).reduce((total, e) => total + Math.max(0, e.dur / 1000 - 50), 0),
      ),
      longest: ms(Math.max(0, ...tasks.map((e) => e.dur))),
      script: sum('EvaluateScript') + sum('FunctionCall') + sum('V8.ParseFunction'),
      style: sum('UpdateLayoutTree'),
      layout: sum('Layout'),
      paint: sum('Paint'),
    };
  } finally {
    await context.close();
  }
}

const server = await startServer({ port: 3203, dataDir, env: { DATABASE_URL: '' } });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  const pages = await catalogueAuditPages(server.base);
  const rows = [];
  for (const { name, route, shown } of pages) {
    await traceLoad(browser, server.base + route); // warm-up: the cached render, the pictures
    const runs = [];
    for (let tries = 0; runs.length < RUNS; tries++) {
      if (tries >= RUNS * 2) throw new Error(`${name}: only ${runs.length} of ${tries} traces saw the load start`);
      const run = await traceLoad(browser, server.base + route);
      if (run) runs.push(run);
    }
    const m = (key) => median(runs.map((r) => r[key]));
    console.log(`${name}: ${JSON.stringify(runs)}`);
    rows.push(
      `| ${name} | \`${shown}\` | ${m('fcp')} | ${m('busy')} | ${m('blocking')} | ${m('longest')} | ${m('script')} | ${m('style')} | ${m('layout')} | ${m('paint')} |`,
    );
  }
  writeSection(
    'main-thread',
    `## Main thread on a slowed phone (\`npm run bench:main-thread\`)

${machineLine()}. Debian's Chromium at a phone's viewport (412 × 823, 1.75 × pixels, touch), the CPU slowed ${SLOWDOWN}× through DevTools, production build, demo catalogue. Each page loaded once to warm the server's caches, then ${RUNS} times; the browser's own trace of each load, medians of the ${RUNS} (ms of the slowed main thread): its busy time from the navigation until 3 s after load, the blocking time after the first contentful paint (each task's part over 50 ms), the longest task, and what the time went to.

| page | path | first contentful paint | main thread busy | blocking after FCP | longest task | script | style | layout | paint |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}`,
  );
} finally {
  await browser.close();
  server.stop();
}
