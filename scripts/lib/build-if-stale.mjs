// `npm start` and `npm test` build only when the sources changed since the last build.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { run } from './run.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const INPUTS = ['app', 'components', 'lib', 'public', 'proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];
const STAMP = path.join(ROOT, '.next', 'source-hash');

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

export function buildIfStale(env = process.env) {
  // The build reads no database and no site address (pages are rendered when first asked for), so only the
  // sources (and the pictures' address) decide whether it is current.
  const hash = sourceHash(env);
  const built = fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === hash;
  if (built) {
    console.log('> The production build is up to date.');
    return;
  }
  console.log('> Building the shop (first run, or the sources changed)...');
  run('npx', ['next', 'build'], { env });
  fs.writeFileSync(STAMP, hash);
}
