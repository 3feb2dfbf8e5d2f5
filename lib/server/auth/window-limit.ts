// A sliding-window limit counted in a table of events: the key is over its bound while `max` of its rows are
// younger than the window, and frees a slot when the max-th newest of them leaves it.
import 'server-only';
import { and, desc, gt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@/lib/server/db';

export type WindowKey = { where: SQL; max: number };
/** A table of events and its timestamp column. */
export type EventLog = { table: PgTable; createdAt: PgColumn };

/** When the key may act again, or null when it may act now. */
export async function windowFullUntil(
  db: Executor,
  log: EventLog,
  key: WindowKey,
  windowMs: number,
  now = new Date(),
): Promise<Date | null> {
  const since = new Date(now.getTime() - windowMs);
  const [nth] = await db
    .select({ at: log.createdAt })
    .from(log.table)
    .where(and(key.where, gt(log.createdAt, since)))
    .orderBy(desc(log.createdAt))
    .offset(key.max - 1)
    .limit(1);
  return nth ? new Date((nth.at as Date).getTime() + windowMs) : null;
}

/**
 * Holds the key until the transaction ends, so two instances cannot both count max-1 and both act. Take the
 * locks of several keys always in the same order.
 */
export async function lockWindowKey(tx: Executor, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}
