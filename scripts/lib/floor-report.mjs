// The comparison of each catalogue page with the floor app measured in the same run: medians of the
// interleaved Lighthouse runs, and each target passed or missed against the floor's own medians.

export const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The medians of one page's runs at one slowdown, rounded as the table prints them. */
export function summarize(runs) {
  const m = (key) => median(runs.map((r) => r[key]));
  const indexes = runs.map((r) => r.benchmarkIndex).sort((a, b) => a - b);
  return {
    runs: runs.length,
    indexLow: indexes[0],
    indexHigh: indexes[indexes.length - 1],
    performance: Math.round(m('performance')),
    tbtMs: Math.round(m('tbtMs')),
    lcpMs: Math.round(m('lcpMs')),
    mainThreadMs: Math.round(m('mainThreadMs')),
    cls: Number(m('cls').toFixed(3)),
    jsKb: Math.round(m('jsKb')),
    rscFetches: Math.round(m('rscFetches')),
    accessibility: Math.round(m('accessibility')),
    bestPractices: Math.round(m('bestPractices')),
    seo: Math.round(m('seo')),
  };
}

/**
 * The targets for a page beside the floor (both summaries), its inline RSC payload in KiB: each target's
 * name and whether it is met.
 */
export function verdicts(page, floor, inlineRscKb) {
  return [
    ['main thread ≤ 1.5× floor', page.mainThreadMs <= 1.5 * floor.mainThreadMs],
    ['TBT ≤ floor + 100 ms', page.tbtMs <= floor.tbtMs + 100],
    ['score ≥ floor − 3', page.performance >= floor.performance - 3],
    ['LCP ≤ floor + 500 ms', page.lcpMs <= floor.lcpMs + 500],
    ['script ≤ floor + 30 KiB', page.jsKb <= floor.jsKb + 30],
    ['inline RSC ≤ 8 KiB', inlineRscKb <= 8],
    ['CLS ≤ 0.02', page.cls <= 0.02],
  ];
}

/** One table row: the page's medians with the floor's beside them, and the targets it misses. */
export function tableRow({ name, shown, slowdown, summary: s, floor: f, inlineRscKb, floorRscKb }) {
  const pair = (key, unit = '') => (f && f !== s ? `${s[key]}${unit} (${f[key]})` : `${s[key]}${unit}`);
  const missed =
    f && f !== s
      ? verdicts(s, f, inlineRscKb)
          .filter(([, ok]) => !ok)
          .map(([label]) => label)
      : [];
  const verdict = !f || f === s ? 'floor' : missed.length ? `**missed**: ${missed.join('; ')}` : 'all met';
  const rsc = f && f !== s ? `${inlineRscKb} (${floorRscKb})` : `${inlineRscKb}`;
  return `| ${name} | \`${shown}\` | ${slowdown}× | ${s.indexLow}–${s.indexHigh} | ${s.runs} | ${pair('performance')} | ${pair('tbtMs')} | ${pair('lcpMs')} | ${pair('mainThreadMs')} | ${pair('cls')} | ${pair('jsKb')} | ${pair('rscFetches')} | ${rsc} | ${s.accessibility}/${s.bestPractices}/${s.seo} | ${verdict} |`;
}

export const TABLE_HEAD = `| page | path | CPU slowdown | CPU benchmark index (range) | runs | Performance | TBT ms | LCP ms | main-thread work ms | CLS | script KiB until idle | RSC prefetches on load | inline RSC KiB | a11y / BP / SEO | issue 35 targets |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|`;
