// `npm run db:copy -- --to postgres://user:pass@host:5432/shop`: copies the embedded database ($DATA_DIR/db)
// into an empty PostgreSQL database, when a one-machine shop moves (docs/deploy.md). Stop the shop first:
// the embedded database allows one process at a time. The copy is one transaction: it lands whole or not at all.
import { Pool } from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { closeDb, getDb, type Database } from '@/lib/server/db';
import * as schema from '@/lib/server/db/schema';
import { copyDatabase } from '@/lib/server/db/copy-database';

async function main() {
  const flag = process.argv.indexOf('--to');
  const to = flag >= 0 ? process.argv[flag + 1] : undefined;
  if (!to || !/^postgres(ql)?:\/\//.test(to))
    throw new Error('say where to copy to: npm run db:copy -- --to postgres://user:pass@host:5432/shop');
  if (process.env.DATABASE_URL?.trim())
    throw new Error('DATABASE_URL is set: this copies from the embedded database, so unset it for this command');
  const source = await getDb();
  const pool = new Pool({ connectionString: to, max: 2 });
  try {
    console.log('> Copying the embedded database into PostgreSQL ...');
    const report = await copyDatabase(source, drizzle(pool, { schema }) as unknown as Database, (line) =>
      console.log(line),
    );
    const rows = report.reduce((sum, r) => sum + r.rows, 0);
    console.log(
      `> Copied ${rows} rows in ${report.length} tables. Set DATABASE_URL to that database on every instance.`,
    );
  } finally {
    await pool.end();
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error(`\nCould not copy the database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
