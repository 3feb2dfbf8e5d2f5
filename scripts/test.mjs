// `npm test`: unit and API tests (Jest, each file on its own in-memory PGlite); with TEST_POSTGRES_URL set
// (CI does), the database tests again on that PostgreSQL server; then the production build and the
// browser tests (Playwright in Debian's Chromium).
import { run } from './lib/run.mjs';

const jestEnv = (extra = {}) => ({
  ...process.env,
  ...extra,
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
});

console.log('\n== unit and API tests (PGlite)');
run('npx', ['jest'], { env: jestEnv() });

if (process.env.TEST_POSTGRES_URL) {
  console.log('\n== database tests on PostgreSQL');
  run('npx', ['jest', 'app/api', 'lib/server', 'demo'], { env: jestEnv({ TEST_DATABASE_URL: process.env.TEST_POSTGRES_URL }) });
}

console.log('\n== production build and browser tests');
run('node', ['scripts/e2e.mjs']);
