// @ts-check
// `npm start`: migrate and seed on first run, build when the build is missing or stale, then serve under a
// supervisor that starts the server again when it dies (scripts/lib/supervise.mjs).
import path from 'node:path';
import dataDir from '../server-runtime/data-dir.cjs';
import privateFiles from '../server-runtime/private-files.cjs';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { run, SERVER_SCRIPT_FLAGS, spawnServer } from './lib/run.mjs';
import { supervise } from './lib/supervise.mjs';

// The data folder is its owner's only, and so is everything this and its children write (the umask is
// inherited): server-runtime/private-files.cjs.
privateFiles.privateDataDir(dataDir.dataDir());

run('node', [...SERVER_SCRIPT_FLAGS, 'scripts/prepare-db.ts']);
buildIfStale();

const port = process.env.PORT || '3000';
console.log(`> Serving the shop on http://localhost:${port}`);
// Our own server around Next's handler (scripts/serve.mjs: it tells the app each caller's socket address and
// keeps idle connections 65 s), run by node itself, not through npx: a wrapper in between would not pass
// Ctrl-C or SIGTERM on, and the server would outlive this script holding the data directory.
const supervisor = supervise({
  start: () => spawnServer({ ...process.env, PORT: port }, { stdio: 'inherit' }),
  // The embedded database's lock (lib/server/db/data-dir-lock.ts): DATA_DIR/db.pid. Absent on PostgreSQL.
  lockFile: path.join(dataDir.dataDir(), 'db.pid'),
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => supervisor.stop(signal));
supervisor.done.then((code) => process.exit(code));
