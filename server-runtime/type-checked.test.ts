// The server runtime is plain JavaScript that Node loads as it is, typed by JSDoc: `npm run typecheck` checks a
// JavaScript file only when it says `// @ts-check` (allowJs is on, checkJs off, so nothing else is affected)
// and tsconfig.json includes it. A file added here without the line would go unchecked, quietly; so would a
// hand-written declaration beside one, which the compiler would read instead of the source.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const RUNTIME = 'server-runtime';
const SCRIPT = /\.(cjs|mjs|js)$/;
/** What Node loads as it is besides the runtime folder. */
const ENTRY_POINTS = ['scripts/serve.mjs', 'next.config.mjs'];

const runtimeFiles = () =>
  fs
    .readdirSync(path.join(ROOT, RUNTIME))
    .filter((name) => SCRIPT.test(name))
    .map((name) => `${RUNTIME}/${name}`);
const uncheckedOf = (files: string[], read: (file: string) => string) =>
  files.filter((file) => read(file).split('\n', 1)[0].trim() !== '// @ts-check');
const readFile = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

describe('the server runtime is type-checked', () => {
  it('has every script, serve.mjs and next.config.mjs opening with // @ts-check', () => {
    expect(runtimeFiles().length).toBeGreaterThan(10);
    expect(uncheckedOf([...runtimeFiles(), ...ENTRY_POINTS], readFile)).toEqual([]);
  });

  it('would name a file without the line', () => {
    const sources: Record<string, string> = {
      'a.cjs': "// @ts-check\n'use strict';",
      'b.cjs': "'use strict';\n// @ts-check",
    };
    expect(uncheckedOf(Object.keys(sources), (file) => sources[file])).toEqual(['b.cjs']);
  });

  it("is in the compiler's program, typed from its source alone", () => {
    type TsConfig = { compilerOptions: Record<string, unknown>; include: string[] };
    const config = JSON.parse(readFile('tsconfig.json')) as TsConfig;
    expect(config.compilerOptions).toMatchObject({ allowJs: true, checkJs: false });
    expect(config.include).toEqual(expect.arrayContaining([`${RUNTIME}/*.cjs`, ...ENTRY_POINTS]));
    const declarations = fs.readdirSync(path.join(ROOT, RUNTIME)).filter((name) => /\.d\.(c|m)?ts$/.test(name));
    expect(declarations).toEqual([]);
  });
});
