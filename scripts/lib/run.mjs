import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * How Node runs a TypeScript script that reaches lib/server. lib/server modules `import 'server-only'`, which
 * throws unless resolved under React's server condition (the empty module Next's server bundles get).
 * package.json's scripts and e2e/support/private-server.ts spell the same flags.
 */
export const SERVER_SCRIPT_FLAGS = ['--conditions=react-server', '--import', 'tsx'];

/**
 * How Node runs the shop's server (scripts/serve.mjs). V8 lets its heap grow towards a limit set from the
 * machine's memory (4 GB here) before it collects in earnest: under a crawl the server's heap held 250 MB of
 * garbage beside 110 MB of live objects. A limit of SERVER_HEAP_MB (320 by default, above what the bounded
 * caches and a burst of renders keep alive) makes it collect sooner. NODE_OPTIONS with its own
 * --max-old-space-size wins.
 */
export function serverNodeFlags(env = process.env) {
  if (/--max-old-space-size/.test(env.NODE_OPTIONS ?? '')) return [];
  const mb = Number(env.SERVER_HEAP_MB) || 320;
  return [`--max-old-space-size=${mb}`];
}

/** Runs a command in the project folder, inheriting the terminal; exits with its code when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}
