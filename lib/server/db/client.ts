// The one database handle of the process. Opened lazily, migrated on open, closed on demand (tests, scripts).
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as schema from './schema';
import { databaseTarget, dataDir, pgliteSharedBuffersMb, type DatabaseTarget } from './config';
import { keepChmodPrivateUnder, privateDataDir } from '@/server-runtime/private-files.cjs';
import { acquireDataDirLock } from './data-dir-lock';
import { migrate } from './migrate';
import type { Database } from './types';
import { processEnv } from '@/server-runtime/environment.cjs';

export type Handle = { db: Database; close: () => Promise<void>; target: DatabaseTarget };

const globalKey = Symbol.for('jewelry-storefront.db');
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<Handle> };
const store = globalThis as GlobalWithDb;

const isBuildPhase = () => processEnv().NEXT_PHASE === 'phase-production-build';

type Opened = { db: Database; close: () => Promise<void> };

async function openPglite(dataDir: string | undefined, snapshot?: string): Promise<Opened> {
  const [{ PGlite }, { pg_trgm }, { drizzle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffersMb()}MB`];
  // A snapshot skips initdb and the migrations: most of a test file's set-up time.
  const loadDataDir = snapshot ? new Blob([await readFile(snapshot)]) : undefined;
  const client = new PGlite({ dataDir, extensions: { pg_trgm }, startParams, loadDataDir });
  await client.waitReady;
  return { db: drizzle(client, { schema }) as unknown as Database, close: () => client.close() };
}

/** A handle of its own, outside getDb's: a restore opens the empty target unmigrated (migrate: false). */
export async function openDatabase(target: DatabaseTarget, options: { migrate?: boolean } = {}): Promise<Handle> {
  // One build serves any number of instances and any database: pages read through the 'use cache' reads, which
  // answers an empty shop while building. Anything that reaches here during the build is a mistake.
  if (isBuildPhase()) {
    throw new Error('next build reads no database: read through a cached read, or render the page per request');
  }
  // Whatever opens the shop's data (the server, a backup, a restore, the admin script) writes it for its owner
  // only, and closes a folder an older version left open (server-runtime/private-files.cjs).
  if (target.kind !== 'memory') privateDataDir(target.kind === 'pglite' ? path.dirname(target.dataDir) : dataDir());
  let opened: Opened;
  if (target.kind === 'postgres') {
    const [{ Pool }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    const pool = new Pool({
      connectionString: target.url,
      max: Number(processEnv().DATABASE_POOL_SIZE || 10),
      // A server that takes the connection but never answers (restarting, a network gap) fails the request in
      // 5 s, answered 503 (lib/server/db/unreachable.ts), instead of holding it for ever.
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection the server ends (restart, failover, DROP DATABASE ... FORCE) must not crash the
    // process: without a listener the pool re-throws the error as an uncaught exception.
    pool.on('error', (error) => console.error('[db] idle PostgreSQL connection lost', error.message));
    opened = { db: drizzle(pool, { schema }) as unknown as Database, close: () => pool.end() };
  } else if (target.kind === 'memory') {
    opened = await openPglite(undefined, target.snapshot);
  } else {
    keepChmodPrivateUnder(target.dataDir);
    const release = acquireDataDirLock(target.dataDir);
    try {
      opened = await openPglite(target.dataDir);
    } catch (error) {
      release();
      throw error;
    }
    const closeClient = opened.close;
    opened.close = async () => {
      await closeClient();
      release();
    };
  }
  if (options.migrate !== false) await migrate(opened.db);
  return { ...opened, target };
}

/** Whether this process (a Jest test file's module registry) ever opened the shared handle. */
let opened = false;
export const databaseWasOpened = (): boolean => opened;

export function getDb(): Promise<Database> {
  opened = true;
  store[globalKey] ??= openDatabase(databaseTarget()).catch((error) => {
    store[globalKey] = undefined;
    throw error;
  });
  return store[globalKey].then((h) => h.db);
}

export async function closeDb(): Promise<void> {
  const handle = store[globalKey];
  store[globalKey] = undefined;
  if (handle) await (await handle).close();
}
