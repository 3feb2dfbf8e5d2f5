import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * How Node runs a TypeScript script that reaches lib/server. lib/server modules `import 'server-only'`, which
 * throws unless resolved under React's server condition (the empty module Next's server bundles get).
 * package.json's scripts and e2e/support/private-server.ts spell the same flags.
 */
export const SERVER_SCRIPT_FLAGS = ['--conditions=react-server', '--import', 'tsx'];

/** Runs a command in the project folder, inheriting the terminal; exits with its code when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) process.exit(result.status ?? 1);
}
