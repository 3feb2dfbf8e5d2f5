import path from 'node:path';
import { runEsm } from '@/test-support/esm-child';

const REPORT = path.join(__dirname, 'floor-report.mjs');
const LIGHTHOUSE = path.join(__dirname, 'lighthouse.mjs');

type Run = Record<string, number>;
const run = (over: Partial<Run> = {}): Run => ({
  benchmarkIndex: 1000,
  performance: 90,
  tbtMs: 300,
  lcpMs: 1200,
  mainThreadMs: 1300,
  cls: 0,
  jsKb: 134,
  rscFetches: 0,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  ...over,
});

/** What the benchmark's report module makes of a page's runs beside the floor's, computed in a child Node. */
function compare(page: Run[], floor: Run[], inlineRscKb: number): { missed: string[]; row: string } {
  return runEsm(`
    import { summarize, tableRow, verdicts } from ${JSON.stringify(REPORT)};
    const page = summarize(${JSON.stringify(page)});
    const floor = summarize(${JSON.stringify(floor)});
    const missed = verdicts(page, floor, ${inlineRscKb}).filter(([, ok]) => !ok).map(([label]) => label);
    const row = tableRow({ name: 'home', shown: '/', slowdown: 4, summary: page, floor, inlineRscKb: ${inlineRscKb}, floorRscKb: 4 });
    console.log(JSON.stringify({ missed, row }));`);
}

describe('the comparison of a catalogue page with the floor app', () => {
  const floor = [run(), run({ tbtMs: 320, mainThreadMs: 1260 }), run({ tbtMs: 280 })];

  it('passes a page within every margin of the floor, on the medians of its runs', () => {
    const page = [
      run({ tbtMs: 390, mainThreadMs: 1900, jsKb: 160, lcpMs: 1700, performance: 87 }),
      run({ tbtMs: 5000 }),
      run({ tbtMs: 395 }),
    ];
    const { missed, row } = compare(page, floor, 8);
    expect(missed).toEqual([]);
    expect(row).toContain('| 395 (300) |');
    expect(row).toContain('all met');
  });

  it('names each target a page misses', () => {
    const heavy = run({ tbtMs: 900, mainThreadMs: 4000, jsKb: 170, lcpMs: 2400, performance: 78, cls: 0.05 });
    const { missed, row } = compare([heavy, heavy, heavy], floor, 21);
    expect(missed).toEqual([
      'main thread ≤ 1.5× floor',
      'TBT ≤ floor + 100 ms',
      'score ≥ floor − 3',
      'LCP ≤ floor + 500 ms',
      'script ≤ floor + 30 KiB',
      'inline RSC ≤ 8 KiB',
      'CLS ≤ 0.02',
    ]);
    expect(row).toContain('**missed**');
  });
});

describe("Lighthouse's calibrated CPU multiplier", () => {
  it('follows the calculator of its throttling guide', () => {
    const multipliers = runEsm<number[]>(`
      import { calibratedSlowdown } from ${JSON.stringify(LIGHTHOUSE)};
      console.log(JSON.stringify([100, 800, 1172, 1300, 1533, 2000].map(calibratedSlowdown)));`);
    expect(multipliers).toEqual([1, 2, 2.7, 3, 4, 6]);
  });
});
