// The interactions section of docs/benchmarks.md (scripts/lib/interactions.mjs measures them).
import { machineLine, writeSection } from './report.mjs';

const TARGET_MS = 200;

export function writeInteractionsSection(results, runs) {
  const rows = results.map(
    ({ name, median, values }) =>
      `| ${name} | ${median} | ${values.join(', ')} | ${median <= TARGET_MS ? 'met' : '**missed**'} |`,
  );
  writeSection(
    'interactions',
    `## Interactions on a slowed phone (\`npm run bench:lighthouse\`, after the audits)

${machineLine()}. Debian's Chromium at a phone's viewport (412 × 823, 1.75 × pixels, touch), the CPU slowed 4× through DevTools, production build, demo catalogue. Each page loaded and left 4 s to hydrate, then the interaction done once; its duration from the Event Timing API (input to the next paint after its handlers, what INP counts; Chromium rounds to 8 ms), the longest event of the interaction. One warm-up, then ${runs} runs; median and every run. Target (issue 35): each ≤ ${TARGET_MS} ms.

| interaction | median ms | runs ms | ≤ ${TARGET_MS} ms |
|---|---|---|---|
${rows.join('\n')}`,
  );
}
