// The README and the docs are read in terminals and side-by-side diffs: no line over 160 characters. The
// benchmark report holds only the current figures (its history is in git), so it stays small enough to read.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const WIDTH = 160;
const BENCHMARKS_LIMIT = 40 * 1024;

const docs = [
  'README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** `file:line (length)` for every line of the file over WIDTH characters (counted in characters, not bytes). */
function longLines(file: string): string[] {
  const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  return lines.flatMap((line, i) => ([...line].length > WIDTH ? [`${file}:${i + 1} (${[...line].length})`] : []));
}

describe('docs a newcomer reads', () => {
  it.each(docs)('%s has no line over 160 characters', (file) => {
    expect(longLines(file)).toEqual([]);
  });

  it('docs/benchmarks.md is under 40 KB', () => {
    expect(fs.statSync(path.join(ROOT, 'docs', 'benchmarks.md')).size).toBeLessThan(BENCHMARKS_LIMIT);
  });
});
