// Lighthouse with Debian's Chromium, mobile emulation (Lighthouse's default), offline against localhost.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM } from './ensure-chromium.mjs';
import { ROOT } from './run.mjs';

const FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-dev-shm-usage';

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is tried again. `cpuSlowdown`
 * replaces mobile emulation's 4× CPU slowdown (see cpuSlowdownFor).
 */
export function lighthouse(url, { attempts = 3, cpuSlowdown } = {}) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url, cpuSlowdown);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${error.message}; trying again`);
    }
  }
}

/**
 * The CPU slowdown that makes this machine, whose Lighthouse CPU benchmark index is `measuredIndex`, run pages
 * as a machine of index `targetIndex` does under mobile emulation's 4×: total blocking time grows about in
 * inverse proportion to the index, so a machine three times faster is slowed 12×, not 4×.
 */
export function cpuSlowdownFor(measuredIndex, targetIndex) {
  return Math.round(((4 * measuredIndex) / targetIndex) * 10) / 10;
}

/**
 * Lighthouse's own calibrated CPU multiplier for a machine of CPU benchmark index `index` (the calculator of
 * its throttling guide): 3× at 1300 plus 1 per 233 above, 2× at 800 to 3× at 1300, 1× at 150 to 2× at 800.
 * Index 1,172 gives 2.7×; below 150 the machine is too slow to slow at all (1×).
 */
export function calibratedSlowdown(index) {
  let multiplier = 1;
  if (index >= 1300) multiplier = 3 + (index - 1300) / 233;
  else if (index >= 800) multiplier = 2 + (index - 800) / 500;
  else if (index >= 150) multiplier = 1 + (index - 150) / 650;
  return Math.round(multiplier * 10) / 10;
}

function lighthouseOnce(url, cpuSlowdown) {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-')), 'report.json');
  const result = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=${FLAGS}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(cpuSlowdown ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
    ],
    { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0 || !fs.existsSync(out)) throw new Error(`lighthouse failed for ${url}`);
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue;
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  // The page's own scripts are requested before its load event; what comes later is Next prefetching the
  // pages its links lead to.
  const loadMs = report.audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity;
  const kib = (list) => Math.round(list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024);
  const requests = report.audits['network-requests']?.details?.items ?? [];
  // Next's RSC fetches: the prefetches of the pages the links lead to (the page's own payload is inline).
  const rsc = requests.filter((r) => /[?&]_rsc=|\.rsc(\?|$)/.test(r.url));
  return {
    url,
    // Lighthouse's measure of this machine's speed (its CPU benchmark index): figures from machines of
    // different speed are only comparable beside it.
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? NaN),
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    bestPractices: Math.round(report.categories['best-practices'].score * 100),
    seo: Math.round(report.categories.seo.score * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(audit('total-blocking-time')),
    // Lighthouse waits for the network and the CPU to be quiet: every script until the page is idle.
    jsKb: kib(scripts),
    // Main-thread work of the whole load (script, style and layout, parsing...), in ms of the slowed CPU.
    mainThreadMs: Math.round(audit('mainthread-work-breakdown') ?? NaN),
    rscFetches: rsc.length,
    rscFetchKb: kib(rsc),
    jsPageKb: kib(scripts.filter((r) => r.networkRequestTime < loadMs)),
    failed: Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}
