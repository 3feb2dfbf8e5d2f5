// PostgreSQL's autovacuum daemon gathers the planner's statistics and marks pages all-visible (which lets an
// index-only scan skip the table). The embedded PGlite runs one backend and no daemon, so without this nothing
// ever does either: at 100,000 products the planner guessed 1,299 rows for "not archived", sorted 100,000 rows
// on disk for a deep back-office page (430 ms) and read every row of the table to count it. We run what
// autovacuum would have run: before the server serves (npm start, the seed) and every few hours while it does.
import 'server-only';
import { sql } from 'drizzle-orm';
import { databaseTarget } from './config';
import { getDb } from './client';
import { repeatInProcess } from '@/lib/server/process';

export const EMBEDDED_MAINTENANCE_MS = 6 * 60 * 60 * 1000;

/** `VACUUM (ANALYZE)` on whichever database: after a bulk load (the seed), whose 100,000 rows PostgreSQL's
 *  autovacuum would only notice a minute later, or never on a server where it is switched off. */
export async function vacuumAnalyze(): Promise<number> {
  const started = performance.now();
  const db = await getDb();
  await db.execute(sql`VACUUM (ANALYZE)`);
  return Math.round(performance.now() - started);
}

/** `VACUUM (ANALYZE)` on the embedded database; nothing on a PostgreSQL server, whose autovacuum does it. */
export async function tendEmbeddedDatabase(): Promise<{ ran: boolean; ms: number }> {
  if (databaseTarget().kind === 'postgres') return { ran: false, ms: 0 };
  return { ran: true, ms: await vacuumAnalyze() };
}

/** Started once per server process (instrumentation.ts). Its first run is one interval after start: npm start
 *  has just run it before serving. A shop of a few thousand pieces takes milliseconds; 100,000 about 4 s. */
export function startEmbeddedMaintenance(intervalMs = EMBEDDED_MAINTENANCE_MS): void {
  if (databaseTarget().kind === 'postgres') return;
  const failure = '[db] embedded maintenance (VACUUM ANALYZE) failed';
  repeatInProcess('embedded-maintenance', intervalMs, () => tendEmbeddedDatabase(), failure);
}
