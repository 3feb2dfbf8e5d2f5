// The backups table: which backups were made, where, and the claim on each day's automatic one. A day is
// claimed by one INSERT ... ON CONFLICT, so with several instances on one database exactly one makes it; a
// claim whose instance died (running for hours) or failed an hour ago can be taken again.
import 'server-only';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db';
import { rowsOf } from '@/lib/server/db';
import { backups } from '@/lib/server/db/schema';

/** A running daily backup older than this is taken to have died with its instance. */
const STALE_RUNNING_HOURS = 6;
/** A failed daily backup is tried again after this long. */
const RETRY_FAILED_MINUTES = 60;

/** Claims the daily backup of DAY (YYYY-MM-DD, IST): its row id, or null when it is done or under way elsewhere. */
export async function claimDailyBackup(db: Database, day: string): Promise<number | null> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      INSERT INTO backups (kind, day, status) VALUES ('daily', ${day}, 'running')
      ON CONFLICT (day) DO UPDATE SET status = 'running', started_at = now(), finished_at = NULL, error = NULL
       WHERE (backups.status = 'failed' AND backups.started_at < now() - make_interval(mins => ${RETRY_FAILED_MINUTES}))
          OR (backups.status = 'running' AND backups.started_at < now() - make_interval(hours => ${STALE_RUNNING_HOURS}))
      RETURNING id`),
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export async function startManualBackup(db: Database): Promise<number> {
  const [row] = await db.insert(backups).values({ kind: 'manual', status: 'running' }).returning({ id: backups.id });
  return row.id;
}

export async function finishBackup(
  db: Database,
  id: number,
  outcome: { location: string; bytes: number } | { error: string },
): Promise<void> {
  await db
    .update(backups)
    .set(
      'error' in outcome
        ? { status: 'failed', error: outcome.error.slice(0, 1000), finishedAt: null }
        : { status: 'done', location: outcome.location, bytes: outcome.bytes, finishedAt: new Date() },
    )
    .where(eq(backups.id, id));
}

export type LastBackup = { finishedAt: Date; location: string | null; bytes: number | null } | null;

export async function lastBackup(db: Database): Promise<LastBackup> {
  const [row] = await db
    .select({ finishedAt: backups.finishedAt, location: backups.location, bytes: backups.bytes })
    .from(backups)
    .where(and(eq(backups.status, 'done'), isNotNull(backups.finishedAt)))
    .orderBy(desc(backups.finishedAt))
    .limit(1);
  return row?.finishedAt ? { finishedAt: row.finishedAt, location: row.location, bytes: row.bytes } : null;
}
