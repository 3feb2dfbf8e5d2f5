import { sql } from 'drizzle-orm';
import { getDb, rowsOf, tables, tendEmbeddedDatabase, vacuumAnalyze } from '@/lib/server/db';

describe('tendEmbeddedDatabase', () => {
  const stats = async () => {
    const db = await getDb();
    return rowsOf<{ analyzed: boolean; vacuumed: boolean }>(
      await db.execute(
        sql`SELECT last_analyze IS NOT NULL AS analyzed, last_vacuum IS NOT NULL AS vacuumed FROM pg_stat_user_tables WHERE relname = 'categories'`,
      ),
    )[0];
  };

  it('gathers the planner statistics and vacuums the embedded database, which has no autovacuum', async () => {
    if (process.env.DATABASE_URL?.startsWith('postgres')) {
      expect(await tendEmbeddedDatabase()).toEqual({ ran: false, ms: 0 }); // the server's autovacuum does it
      return;
    }
    const db = await getDb();
    await db.insert(tables.categories).values({ name: 'Rings', slug: 'rings-maintenance' });
    expect(await stats()).toEqual({ analyzed: false, vacuumed: false });
    const result = await tendEmbeddedDatabase();
    expect(result.ran).toBe(true);
    expect(await stats()).toEqual({ analyzed: true, vacuumed: true });
    // The planner now knows the table's size instead of guessing from its pages.
    const [{ reltuples }] = rowsOf<{ reltuples: number }>(
      await db.execute(sql`SELECT reltuples FROM pg_class WHERE relname = 'categories'`),
    );
    expect(Number(reltuples)).toBe(1);
  });

  it('gathers statistics on a PostgreSQL server too when asked directly (the seed, after its bulk load)', async () => {
    const db = await getDb();
    await db.insert(tables.categories).values({ name: 'Bangles', slug: 'bangles-maintenance' });
    expect(await vacuumAnalyze()).toBeGreaterThanOrEqual(0);
    const [{ reltuples }] = rowsOf<{ reltuples: number }>(
      await db.execute(sql`SELECT reltuples FROM pg_class WHERE relname = 'categories'`),
    );
    expect(Number(reltuples)).toBeGreaterThanOrEqual(1);
  });
});
