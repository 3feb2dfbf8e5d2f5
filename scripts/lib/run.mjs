// @ts-check
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * How Node runs a TypeScript script that reaches lib/server. lib/server modules `import 'server-only'`, which
 * throws unless resolved under React's server condition (the empty module Next's server bundles get).
 * package.json's scripts and e2e/support/private-server.ts spell the same flags.
 */
export const SERVER_SCRIPT_FLAGS = ['--conditions=react-server', '--import', 'tsx'];

/**
 * How Node runs the shop's server (scripts/serve.mjs). V8 lets its heap grow towards a limit set from the
 * machine's memory (4 GB here) before it collects in earnest: under a crawl the server's heap held 250 MB of
 * garbage beside 110 MB of live objects. A limit of SERVER_HEAP_MB (256 by default: above the 110 MB the
 * bounded caches and a burst of renders keep alive, with room to collect) makes it collect sooner; the soak
 * measured 585 MB at the highest with 320, 529 MB with 256 (docs/benchmarks.md). NODE_OPTIONS with its own
 * --max-old-space-size wins.
 */
/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string[]}
 */
export function serverNodeFlags(env = process.env) {
  if (/--max-old-space-size/.test(env.NODE_OPTIONS ?? '')) return [];
  const mb = Number(env.SERVER_HEAP_MB) || 256;
  return [`--max-old-space-size=${mb}`];
}

/**
 * The environment the shop's server starts with. glibc gives each thread that allocates (libuv's pool reading
 * files, PGlite, V8's helpers) an arena of its own, up to 8 per core, and keeps what each has freed: under
 * the soak's crawl that held 20-40 MB resident that nothing used. Two arenas (MALLOC_ARENA_MAX, read once
 * when the process starts, so set here and not by the server itself) brought the soak's highest from 529 to
 * 491 MB; a value set by whoever starts the shop wins.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {NodeJS.ProcessEnv}
 */
export function serverEnv(env = process.env) {
  return { ...env, MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX?.trim() || '2' };
}

/**
 * Starts the shop's server (scripts/serve.mjs) with the heap limit and arenas above, both read from `env`, the
 * environment it runs in: `npm start`, the benchmarks and the cluster test all start it this way.
 * @param {NodeJS.ProcessEnv} env
 * @param {Omit<import('node:child_process').SpawnOptions, 'env' | 'cwd'>} [options]
 * @returns {import('node:child_process').ChildProcess}
 */
export function spawnServer(env, options = {}) {
  const started = serverEnv(env);
  return spawn(process.execPath, [...serverNodeFlags(started), path.join(ROOT, 'scripts', 'serve.mjs')], {
    cwd: ROOT,
    ...options,
    env: started,
  });
}

/**
 * Runs a command in the project folder, inheriting the terminal; exits with its code when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 * @returns {void}
 */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Runs a command in the project folder and answers what it printed; exits with its code when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 * @returns {string}
 */
export function capture(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
    ...options,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
  return String(result.stdout);
}

/**
 * Starts a command in the project folder, inheriting the terminal, and goes on at once: the promise settles
 * when it ends, and a failure exits with its code. It is stopped if this process exits first.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<void>}
 */
export function runAlongside(command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      process.off('exit', stop);
      if (code === 0) resolve();
      else process.exit(code ?? 1);
    });
  });
}
