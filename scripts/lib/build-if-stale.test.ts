import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The module is plain ESM for Node's scripts; Jest here compiles to CommonJS, so each case runs it in a child
// Node with a runner that stands in for `next build` (writing BUILD_ID as Next does, or failing).
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
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!);
}

describe('the build stamp', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('npm run build stamps its build, so a following start does not build again', () => {
    const calls = runCase(dir, `
      build(process.env, { dir, runner });
      if (fs.readFileSync(dir + '/source-hash', 'utf8') !== sourceHash(process.env)) throw new Error('stamp is not the sources hash');
      buildIfStale(process.env, { dir, runner });`);
    expect(calls).toEqual(['npx next build']);
  });

  it('builds when there is no build, or the stamp names other sources', () => {
    expect(runCase(dir, 'buildIfStale(process.env, { dir, runner });')).toEqual(['npx next build']);
    fs.writeFileSync(path.join(dir, 'source-hash'), 'other sources');
    expect(runCase(dir, 'buildIfStale(process.env, { dir, runner });')).toEqual(['npx next build']);
    expect(fs.readFileSync(path.join(dir, 'source-hash'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a failed build leaves no stamp behind', () => {
    const calls = runCase(dir, `
      try { build(process.env, { dir, runner: failing }); } catch {}
      if (fs.existsSync(dir + '/source-hash')) throw new Error('a failed build was stamped');`);
    expect(calls).toEqual(['npx next build']);
    expect(fs.existsSync(path.join(dir, 'source-hash'))).toBe(false);
  });
});
