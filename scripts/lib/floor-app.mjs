// The floor app (bench/floor-app): a bare Next page built and served with the repository's own next,
// react and react-dom, audited beside the catalogue pages so each of their figures has the framework's least
// cost next to it, measured in the same run on the same machine.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { run, ROOT } from './run.mjs';

export const FLOOR_DIR = path.join(ROOT, 'bench', 'floor-app');
const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

function floorHash() {
  const hash = createHash('sha256');
  // The framework's versions are part of what the floor is built from.
  for (const name of ['next', 'react', 'react-dom']) {
    hash.update(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json')));
  }
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === '.next' || entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(FLOOR_DIR, full)).update(fs.readFileSync(full));
    }
  };
  walk(FLOOR_DIR);
  return hash.digest('hex');
}

/** Builds the floor app unless its build is of its present files and the installed framework. */
export function buildFloorIfStale() {
  const hash = floorHash();
  const stamp = path.join(FLOOR_DIR, '.next', 'source-hash');
  const built = fs.existsSync(path.join(FLOOR_DIR, '.next', 'BUILD_ID')) && fs.existsSync(stamp);
  if (built && fs.readFileSync(stamp, 'utf8') === hash) {
    console.log("> The floor app's build is up to date.");
    return;
  }
  console.log('> Building the floor app (bench/floor-app)...');
  run(process.execPath, [NEXT_BIN, 'build', FLOOR_DIR], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  fs.writeFileSync(stamp, hash);
}

/** Serves the floor app's production build on `port`; resolves once its page answers. */
export async function startFloor(port) {
  const child = spawn(process.execPath, [NEXT_BIN, 'start', FLOOR_DIR, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`the floor app did not answer on ${base}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
    },
  };
}
