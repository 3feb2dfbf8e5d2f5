// `npm start` and `npm test` build only when the sources changed since the last build.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
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

export function sourceHash() {
  const hash = createHash('sha256');
  for (const entry of INPUTS) {
    for (const file of files(entry)) {
      hash.update(file);
      hash.update(fs.readFileSync(path.join(ROOT, file)));
    }
  }
  return hash.digest('hex');
}

/**
 * Pages such as home are prerendered from the database at build time, so a build belongs to the sources
 * and to the database it read: pointing the shop at another database rebuilds it.
 */
function databaseIdentity(env) {
  return env.DATABASE_URL || path.resolve(ROOT, env.DATA_DIR || '.data');
}

/** Prerendered pages hold absolute links to SITE_URL, or without it to localhost on the served port. */
function originIdentity(env) {
  return env.SITE_URL?.trim() || `port ${env.PORT || '3000'}`;
}

export function buildIfStale(env = process.env) {
  const hash = `${sourceHash()}\n${databaseIdentity(env)}\n${originIdentity(env)}`;
  const built = fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID')) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === hash;
  if (built) {
    console.log('> The production build is up to date.');
    return;
  }
  console.log('> Building the shop (first run, or the sources, the database or the site address changed)...');
  // Cached catalogue reads (lib/server/cache) outlive a build in .next/cache/fetch-cache; prerendering
  // must read the database as it is now, not what an earlier build or server read from another one.
  fs.rmSync(path.join(ROOT, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  try {
    run('npx', ['next', 'build'], { env });
  } finally {
    // Build workers read private copies of the embedded database (lib/server/db/client.ts); they may exit
    // without their own clean-up, so remove what they left.
    for (const name of fs.readdirSync(os.tmpdir())) {
      if (name.startsWith('storefront-build-db-')) fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    }
  }
  fs.writeFileSync(STAMP, hash);
}
