// Makes the migrated database every Jest test file starts from (run by test-support/jest-global-setup.ts in a
// child Node with the server's flags, where `server-only` and the app's imports load as they do in the app).
//   make-db-template.ts pglite <file>        a PGlite snapshot (dumpDataDir) of a migrated in-memory database
//   make-db-template.ts postgres <url>       a migrated PostgreSQL database at that URL (created by the caller)
import { writeFile } from 'node:fs/promises';
import { openDatabase } from '@/lib/server/db/client';
import type { Database } from '@/lib/server/db/types';

async function main(): Promise<void> {
  const [kind, where] = process.argv.slice(2);
  if (kind === 'postgres') {
    const handle = await openDatabase({ kind: 'postgres', url: where });
    await handle.close();
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('@/lib/server/db/migrate');
  const client = new PGlite({ extensions: { pg_trgm } });
  await migrate(drizzle(client) as unknown as Database);
  const dump = await client.dumpDataDir('none');
  await writeFile(where, Buffer.from(await dump.arrayBuffer()));
  await client.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
