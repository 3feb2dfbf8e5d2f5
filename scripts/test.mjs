// `npm test`: unit and API tests (Jest, each file on its own in-memory PGlite); with TEST_POSTGRES_URL set
// (CI does), the database tests again on that PostgreSQL server; then the production build and the
// browser tests (Playwright in Debian's Chromium).
import { run } from './lib/run.mjs';

// Each part says how long it took, so a slow run names its slow part (CI's time is bounded).
const started = Date.now();
let partStarted = null;
function part(title) {
  const now = Date.now();
  if (partStarted !== null) console.log(`\n== (${Math.round((now - partStarted) / 1000)} s; npm test so far ${Math.round((now - started) / 1000)} s)`);
  partStarted = now;
  console.log(`\n== ${title}`);
}

const jestEnv = (extra = {}) => ({
  ...process.env,
  ...extra,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
});

part('unit and API tests (PGlite)');
run('npx', ['jest'], { env: jestEnv() });

if (process.env.TEST_POSTGRES_URL) {
  part('database tests on PostgreSQL');
  run('npx', ['jest', 'app/api', 'lib/server', 'demo'], { env: jestEnv({ TEST_DATABASE_URL: process.env.TEST_POSTGRES_URL }) });
}

part('production build and browser tests');
run('node', ['scripts/e2e.mjs']);
part('done');
