// @ts-check
// `npm start`: migrate and seed on first run, build when the build is missing or stale, then serve.
import { buildIfStale } from './lib/build-if-stale.mjs';
import { run, SERVER_SCRIPT_FLAGS, spawnServer } from './lib/run.mjs';

run('node', [...SERVER_SCRIPT_FLAGS, 'scripts/prepare-db.ts']);
buildIfStale();

const port = process.env.PORT || '3000';
console.log(`> Serving the shop on http://localhost:${port}`);
// Our own server around Next's handler (scripts/serve.mjs: it tells the app each caller's socket address and
// keeps idle connections 65 s), run by node itself, not through npx: a wrapper in between would not pass
// Ctrl-C or SIGTERM on, and the server would outlive this script holding the data directory.
const server = spawnServer({ ...process.env, PORT: port }, { stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
