// @ts-check
// `npm test`: unit and API tests (Jest, each file on its own in-memory PGlite); with TEST_POSTGRES_URL set
// (CI does), the database tests on that PostgreSQL server instead; then the production build and the
// browser tests (Playwright in Debian's Chromium).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { capture, run, ROOT } from './lib/run.mjs';

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

// With TEST_POSTGRES_URL (CI), the tests of app/api, lib/server and demo run on that PostgreSQL server and every
// other file on PGlite, so each test runs once. The embedded database's own tests (pglite-*) and the
// hostile-input sweep (every route sent malformed input, a check of the handlers' validation) stay on PGlite;
// the browser tests below run the whole shop on PGlite too, the way `npm start` does. Without it, every file
// runs on PGlite.
const onServer = process.env.TEST_POSTGRES_URL;
if (!onServer) {
  part('unit and API tests (PGlite)');
  run('npx', ['jest'], { env: jestEnv() });
} else {
  const listed = capture('npx', ['jest', '--listTests'], { env: jestEnv() });
  // Jest lists each test file once, by its absolute path.
  const all = listed
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.endsWith('.ts') || line.endsWith('.tsx'));
  const serverDirs = ['app/api', 'lib/server', 'demo'].map((dir) => path.join(ROOT, dir) + path.sep);
  const onPostgres = all.filter(
    (file) =>
      serverDirs.some((dir) => file.startsWith(dir)) &&
      !/[\\/]pglite-[^\\/]*\.test\.ts$/.test(file) &&
      !/[\\/]hostile-input\.test\.ts$/.test(file),
  );
  const postgresFiles = new Set(onPostgres);
  const onPglite = all.filter((file) => !postgresFiles.has(file));

  // The PostgreSQL pass notes each file that opened a database (test-support/jest-database.ts): none would mean
  // the server was never used.
  const databaseTests = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-')), 'database-tests.txt');
  part(`database tests on PostgreSQL (${onPostgres.length} files)`);
  run('npx', ['jest', '--runTestsByPath', ...onPostgres], {
    env: jestEnv({ TEST_DATABASE_URL: onServer, STOREFRONT_DATABASE_TEST_LIST: databaseTests }),
  });
  const opened = fs.existsSync(databaseTests)
    ? new Set(fs.readFileSync(databaseTests, 'utf8').split('\n').filter(Boolean)).size
    : 0;
  fs.rmSync(path.dirname(databaseTests), { recursive: true, force: true });
  if (opened === 0) throw new Error('the PostgreSQL pass ran no test that opened a database');
  console.log(`${opened} of them opened a database on the server.`);

  part(`the other tests on PGlite (${onPglite.length} files)`);
  run('npx', ['jest', '--runTestsByPath', ...onPglite], { env: jestEnv() });
}

part('production build and browser tests');
run('node', ['scripts/e2e.mjs']);
part('done');
