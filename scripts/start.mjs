// `npm start`: migrate and seed on first run, build when the build is missing or stale, then serve.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfStale } from './lib/build-if-stale.mjs';
import { run, ROOT } from './lib/run.mjs';

run('node', ['--import', 'tsx', 'scripts/prepare-db.ts']);
buildIfStale();

const port = process.env.PORT || '3000';
console.log(`> Serving the shop on http://localhost:${port}`);
// The next binary itself, not through npx: a wrapper in between would not pass Ctrl-C or SIGTERM on, and
// the server would outlive this script holding the data directory.
// Idle keep-alive connections stay open 65 s (Node's default is 5 s). A load balancer in front keeps its own
// idle connections for 60 s (AWS's default) and must never send a request into a socket the shop has just
// closed, which it answers with a 502; a client reusing a connection after a few quiet seconds meets the
// same race as a reset socket.
const KEEP_ALIVE_MS = '65000';
const server = spawn(path.join(ROOT, 'node_modules', '.bin', 'next'), ['start', '-p', port, '--keepAliveTimeout', KEEP_ALIVE_MS], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
