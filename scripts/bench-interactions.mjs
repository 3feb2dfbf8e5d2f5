// `npm run bench:interactions`: the interaction timings of `npm run bench:lighthouse` on their own:
// opening the filters, choosing a size, adding to the cart and opening the menu, in Chromium at 4×.
import path from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { measureInteractions } from './lib/interactions.mjs';
import { writeInteractionsSection } from './lib/interactions-section.mjs';
import { run, ROOT, SERVER_SCRIPT_FLAGS } from './lib/run.mjs';
import { startServer } from './lib/server.mjs';

const RUNS = Number(process.env.INTERACTION_RUNS || 5);
ensureChromium();
const dataDir = path.resolve(ROOT, process.env.BENCH_PAGES_DATA_DIR || '.data-bench-pages');
run('node', [...SERVER_SCRIPT_FLAGS, 'scripts/prepare-db.ts'], {
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
});
buildIfStale({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' });
const server = await startServer({
  port: Number(process.env.LIGHTHOUSE_PORT) || 3202,
  dataDir,
  env: { DATABASE_URL: '' },
});
try {
  writeInteractionsSection(await measureInteractions(server.base, RUNS), RUNS);
} finally {
  server.stop();
}
