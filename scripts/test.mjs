// `npm test`: unit and API tests (Jest, on PGlite), then the browser tests (Playwright, Debian Chromium).
import { run } from './lib/run.mjs';

run('npx', ['jest'], { env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() } });
run('node', ['scripts/e2e.mjs']);
