// @ts-check
// `npm start` and `npm test` build only when the sources changed since the last build.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import staticAssets from '../../server-runtime/static-assets.cjs';
import { run } from './run.mjs';

const { precompressStaticAssets } = staticAssets;

/**
 * What runs a command: `run` in use, a recorder in the tests.
 * @typedef {(command: string, args: string[], options?: import('node:child_process').SpawnSyncOptions) => void} Runner
 */
/**
 * Where to build (the tests pass a scratch folder) and what runs the build.
 * @typedef {{ dir?: string, runner?: Runner }} BuildOptions
 */

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const INPUTS = [
  'app',
  'components',
  'lib',
  'server-runtime',
  'public',
  'proxy.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'next.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];
/** Where Next writes the build; the stamp `source-hash` beside its BUILD_ID names the sources it was made from. */
const BUILD_DIR = path.join(ROOT, '.next');

/**
 * Every source file under `entry` (a file or a folder of the project), tests left out, in a stable order.
 * @param {string} entry
 * @returns {Generator<string>}
 */
function* files(entry) {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (stat.isFile()) {
    if (!/\.test\.tsx?$/.test(entry)) yield entry;
    return;
  }
  for (const name of fs.readdirSync(full).sort()) yield* files(path.join(entry, name));
}

/** What a build fixes besides the sources: the browser's code reads pictures from MEDIA_PUBLIC_URL. */
const BUILD_VARIABLES = ['MEDIA_PUBLIC_URL'];

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string}
 */
export function sourceHash(env = process.env) {
  const hash = createHash('sha256');
  for (const name of BUILD_VARIABLES) hash.update(`${name}=${env[name]?.trim() ?? ''}\n`);
  for (const entry of INPUTS) {
    for (const file of files(entry)) {
      hash.update(file);
      hash.update(fs.readFileSync(path.join(ROOT, file)));
    }
  }
  return hash.digest('hex');
}

/**
 * Builds the shop and stamps the build with the sources it was made from, so a later `npm start` (or any
 * script here) serves it as it is. `npm run build` comes through here: a bare `next build` left no stamp,
 * and every instance of a deploy started with `npm start` built the shop again. The hash is taken before the
 * build, so a file edited while it runs leaves the stamp stale rather than wrongly current, and a failed
 * build writes no stamp.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {BuildOptions} [options]
 * @returns {void}
 */
export function build(env = process.env, { dir = BUILD_DIR, runner = run } = {}) {
  stampedBuild(env, sourceHash(env), dir, runner);
}

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string} hash
 * @param {string} dir
 * @param {Runner} runner
 */
function stampedBuild(env, hash, dir, runner) {
  runner('npx', ['next', 'build'], { env });
  // Brotli and gzip copies of the scripts and stylesheets, which serve.mjs answers (static-assets.cjs).
  precompressStaticAssets(path.join(dir, 'static'));
  fs.writeFileSync(path.join(dir, 'source-hash'), hash);
}

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @param {BuildOptions} [options]
 * @returns {void}
 */
export function buildIfStale(env = process.env, { dir = BUILD_DIR, runner = run } = {}) {
  // The build reads no database and no site address (pages are rendered when first asked for), so only the
  // sources (and the pictures' address) decide whether it is current. The sources are hashed once: the same
  // hash is compared and, after a build, written.
  const hash = sourceHash(env);
  const stamp = path.join(dir, 'source-hash');
  const built =
    fs.existsSync(path.join(dir, 'BUILD_ID')) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash;
  if (built) {
    console.log('> The production build is up to date.');
    return;
  }
  console.log('> Building the shop (first run, or the sources changed)...');
  stampedBuild(env, hash, dir, runner);
}
