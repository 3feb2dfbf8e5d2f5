// Where the data lives: embedded PGlite under $DATA_DIR/db by default, in memory for tests,
// or a PostgreSQL server when DATABASE_URL is a postgres:// URL.
import 'server-only';
import path from 'node:path';

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' }
  | { kind: 'postgres'; url: string };

export function dataDir(): string {
  // Runtime data, not a source: keep the bundler from tracing the whole project through this path.
  return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || path.join(process.cwd(), '.data'));
}

export function mediaDir(): string {
  return path.join(/*turbopackIgnore: true*/ dataDir(), 'media');
}

export function databaseTarget(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (!url) return { kind: 'pglite', dataDir: path.join(/*turbopackIgnore: true*/ dataDir(), 'db') };
  if (url === 'memory://') return { kind: 'memory' };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  throw new Error(`DATABASE_URL must be a postgres:// URL or memory:// (got "${url.split(':')[0]}:...")`);
}
