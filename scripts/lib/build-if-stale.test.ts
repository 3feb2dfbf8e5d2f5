import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runEsm } from '@/test-support/esm-child';

// Each case runs the module in a child Node (runEsm) with a runner that stands in for `next build` (writing
// BUILD_ID as Next does, or failing).
const MODULE = path.join(__dirname, 'build-if-stale.mjs');

function runCase(dir: string, body: string): string[] {
  const code = `
    import fs from 'node:fs';
    import { build, buildIfStale, sourceHash } from ${JSON.stringify(MODULE)};
    const dir = ${JSON.stringify(dir)};
    const calls = [];
    const runner = (command, args) => { calls.push([command, ...args].join(' ')); fs.writeFileSync(dir + '/BUILD_ID', 'b'); };
    const failing = (command, args) => { calls.push([command, ...args].join(' ')); throw new Error('build failed'); };
    ${body}
    console.log(JSON.stringify(calls));`;
  return runEsm<string[]>(code);
}

describe('the build stamp', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('npm run build stamps its build, so a following start does not build again', () => {
    const calls = runCase(
      dir,
      `
      build(process.env, { dir, runner });
      if (fs.readFileSync(dir + '/source-hash', 'utf8') !== sourceHash(process.env)) throw new Error('stamp is not the sources hash');
      buildIfStale(process.env, { dir, runner });`,
    );
    expect(calls).toEqual(['npx next build']);
  });

  it('builds when there is no build, or the stamp names other sources', () => {
    expect(runCase(dir, 'buildIfStale(process.env, { dir, runner });')).toEqual(['npx next build']);
    fs.writeFileSync(path.join(dir, 'source-hash'), 'other sources');
    expect(runCase(dir, 'buildIfStale(process.env, { dir, runner });')).toEqual(['npx next build']);
    expect(fs.readFileSync(path.join(dir, 'source-hash'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a failed build leaves no stamp behind', () => {
    const calls = runCase(
      dir,
      `
      try { build(process.env, { dir, runner: failing }); } catch {}
      if (fs.existsSync(dir + '/source-hash')) throw new Error('a failed build was stamped');`,
    );
    expect(calls).toEqual(['npx next build']);
    expect(fs.existsSync(path.join(dir, 'source-hash'))).toBe(false);
  });
});
