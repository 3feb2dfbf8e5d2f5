// @ts-check
// `npm run test:e2e`: the browser tests against a fresh production build on a throwaway database.
import fs from 'node:fs';
import path from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { run, runAlongside, ROOT, SERVER_SCRIPT_FLAGS } from './lib/run.mjs';

ensureChromium();
const dataDir = path.resolve(ROOT, process.env.E2E_DATA_DIR || '.data-e2e');
// PORT as the test server gets it (playwright.config.ts). The build reads neither, so start.mjs finds it current.
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  E2E_DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT || '3100',
};
// A fresh database every run (tests register users and place orders); drawn images are kept.
fs.rmSync(path.join(dataDir, 'db'), { recursive: true, force: true });
fs.rmSync(path.join(dataDir, 'db.pid'), { force: true });
// The demo's pictures are drawn (minutes on a fresh data dir) while the production build runs: each leaves a
// core idle for parts of its time, and neither reads what the other writes.
const preparing = runAlongside('node', [...SERVER_SCRIPT_FLAGS, 'scripts/prepare-db.ts'], { env });
buildIfStale(env);
await preparing;
// The back-office tests' owner and staff accounts (e2e/support/back-office-accounts.ts).
run('node', [...SERVER_SCRIPT_FLAGS, 'e2e/support/seed-back-office.ts'], { env });
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { env });
