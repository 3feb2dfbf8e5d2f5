// @ts-check
// `npm test`: unit and API tests (Jest, each file on its own in-memory PGlite); with TEST_POSTGRES_URL set
// (CI does), the database tests again on that PostgreSQL server; then the production build and the
// browser tests (Playwright in Debian's Chromium).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run, ROOT } from './lib/run.mjs';

// Each part says how long it took, so a slow run names its slow part (CI's time is bounded).
const started = Date.now();
/** @type {number | null} */
let partStarted = null;
/** @param {string} title */
function part(title) {
  const now = Date.now();
  if (partStarted !== null)
    console.log(
      `\n== (${Math.round((now - partStarted) / 1000)} s; npm test so far ${Math.round((now - started) / 1000)} s)`,
    );
  partStarted = now;
  console.log(`\n== ${title}`);
}

const jestEnv = (extra = {}) => ({
  ...process.env,
  ...extra,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
});

// The first pass notes each test file that opened a database (test-support/jest-database.ts); the PostgreSQL
// pass runs those of app/api, lib/server and demo again, and not the files that never touch one.
const databaseTests = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-')), 'database-tests.txt');
part('unit and API tests (PGlite)');
run('npx', ['jest'], { env: jestEnv({ STOREFRONT_DATABASE_TEST_LIST: databaseTests }) });

if (process.env.TEST_POSTGRES_URL) {
  const again = ['app/api', 'lib/server', 'demo'].map((dir) => path.join(ROOT, dir) + path.sep);
  const files = fs.existsSync(databaseTests) ? [...new Set(fs.readFileSync(databaseTests, 'utf8').split('\n'))] : [];
  // Left out: the embedded database's own tests, and the hostile-input sweep (every route sent malformed
  // input, a check of the handlers' validation: three minutes of CI that PostgreSQL would only repeat).
  const onPostgres = files.filter(
    (file) =>
      again.some((dir) => file.startsWith(dir)) &&
      !/[\\/]pglite-[^\\/]*\.test\.ts$/.test(file) &&
      !/[\\/]hostile-input\.test\.ts$/.test(file),
  );
  part(`database tests on PostgreSQL (${onPostgres.length} files)`);
  if (onPostgres.length === 0) throw new Error(`the PGlite pass listed no database tests in ${databaseTests}`);
  run('npx', ['jest', '--runTestsByPath', ...onPostgres], {
    env: jestEnv({ TEST_DATABASE_URL: process.env.TEST_POSTGRES_URL }),
  });
}
fs.rmSync(path.dirname(databaseTests), { recursive: true, force: true });

part('production build and browser tests');
run('node', ['scripts/e2e.mjs']);
part('done');
