// Where the data lives: embedded PGlite under $DATA_DIR/db by default, in memory for tests,
// or a PostgreSQL server when DATABASE_URL is a postgres:// URL.
import 'server-only';
import path from 'node:path';
import { dataDir } from '@/server-runtime/data-dir.cjs';
import { processEnv } from '@/server-runtime/environment.cjs';

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  /** In memory; `snapshot` names a file of PGlite's dumpDataDir to start from (the tests' migrated template). */
  | { kind: 'memory'; snapshot?: string }
  | { kind: 'postgres'; url: string };

export { dataDir, mediaDir } from '@/server-runtime/data-dir.cjs';

export function databaseTarget(env: NodeJS.ProcessEnv = processEnv()): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (!url) return { kind: 'pglite', dataDir: path.join(/*turbopackIgnore: true*/ dataDir(), 'db') };
  if (url === 'memory://') return { kind: 'memory' };
  // memory:///abs/path.tar: in memory, started from that snapshot (test-support/jest-global-setup.ts).
  if (url.startsWith('memory:///')) return { kind: 'memory', snapshot: url.slice('memory://'.length) };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  throw new Error(
    `DATABASE_URL must be a postgres:// URL, memory:// or memory:///snapshot.tar (got "${url.split(':')[0]}:...")`,
  );
}

/** The embedded PostgreSQL's buffer pool, in MB. PostgreSQL's default (128 MB) is resident from the moment PGlite
 *  opens: the server's memory went from 170 to 302 MB with it. The pages it would hold are also in the operating
 *  system's file cache, which PGlite reads through, so a small pool cost no speed (docs/benchmarks.md). */
export function pgliteSharedBuffersMb(env: NodeJS.ProcessEnv = processEnv()): number {
  const mb = Number(env.PGLITE_SHARED_BUFFERS_MB || 16);
  return Number.isInteger(mb) && mb >= 1 ? mb : 16;
}
