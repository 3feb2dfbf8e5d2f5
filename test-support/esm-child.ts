import { spawnSync } from 'node:child_process';

/**
 * Runs ES-module code in a child Node and returns the JSON its last line of output prints. The scripts'
 * plain .mjs modules are tested this way: Jest here compiles to CommonJS and does not load them.
 */
export function runEsm<T>(code: string): T {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as T;
}
