// The retention sweep: every hour, on every instance, deletes what has served its purpose, each kind after its
// period in lib/shared/retention.ts (the table the privacy notice prints). LEAST and GREATEST skip nulls. Plain `DELETE ... WHERE` statements:
// run twice, or on two instances at once, they delete each row once and nothing more, so no lock is needed.
import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb, rowsOf, type Executor } from '@/lib/server/db';
import {
  cartItems,
  carts,
  mailOutbox,
  outboundMessages,
  inboundMessages,
  otpSendEvents,
  otpSessions,
  personalDataViews,
  productAlerts,
  sessions,
} from '@/lib/server/db/schema';
import { repeatInProcess } from '@/lib/server/process';
import { RETENTION, type RetentionKind } from '@/lib/shared/retention';

export const RETENTION_SWEEP_MS = 60 * 60 * 1000;

/** The moment before which a row of this kind has outlived its period. */
const cutoff = (kind: RetentionKind, now: Date) => new Date(now.getTime() - RETENTION[kind].days * 86_400_000);

/** Rows deleted, counted from what the statement returns (the same on PGlite and PostgreSQL). */
async function deleted(db: Executor, statement: SQL): Promise<number> {
  return rowsOf(await db.execute(sql`${statement} returning 1`)).length;
}

export type SweepReport = Record<RetentionKind, number>;

export async function sweepRetention(now = new Date()): Promise<SweepReport> {
  const db = await getDb();
  const codes = cutoff('signInCodes', now);
  const cartCutoff = cutoff('carts', now);
  const staleCarts = sql`select ${carts.userId} from ${carts} where ${carts.updatedAt} < ${cartCutoff}
    and not exists (select 1 from ${cartItems} where ${cartItems.userId} = ${carts.userId}
                    and ${cartItems.updatedAt} >= ${cartCutoff})`;
  const signInCodes =
    (await deleted(
      db,
      sql`delete from ${otpSessions} where least(${otpSessions.consumedAt}, ${otpSessions.expiresAt}) < ${codes}`,
    )) + (await deleted(db, sql`delete from ${otpSendEvents} where ${otpSendEvents.createdAt} < ${codes}`));
  const sessionsGone = await deleted(
    db,
    sql`delete from ${sessions} where least(${sessions.revokedAt}, ${sessions.expiresAt}) < ${cutoff('sessions', now)}`,
  );
  // The lines first, then the cart they belonged to; a cart touched in between keeps both.
  const lines = await deleted(db, sql`delete from ${cartItems} where ${cartItems.userId} in (${staleCarts})`);
  const cartRows = await deleted(db, sql`delete from ${carts} where ${carts.userId} in (${staleCarts})`);
  const alerts = await deleted(
    db,
    sql`delete from ${productAlerts} where ${productAlerts.userId} is null
        and greatest(${productAlerts.createdAt}, ${productAlerts.lastMailedAt}) < ${cutoff('guestAlerts', now)}`,
  );
  const outbox = await deleted(
    db,
    sql`delete from ${mailOutbox} where ${mailOutbox.status} in ('kept', 'failed') and ${mailOutbox.createdAt} < ${cutoff('outbox', now)}`,
  );
  const messages =
    (await deleted(
      db,
      sql`delete from ${outboundMessages} where ${outboundMessages.createdAt} < ${cutoff('messages', now)}`,
    )) +
    (await deleted(
      db,
      sql`delete from ${inboundMessages} where ${inboundMessages.createdAt} < ${cutoff('messages', now)}`,
    ));
  const views = await deleted(
    db,
    sql`delete from ${personalDataViews} where ${personalDataViews.createdAt} < ${cutoff('dataViewLog', now)}`,
  );
  return {
    signInCodes,
    sessions: sessionsGone,
    carts: lines + cartRows,
    guestAlerts: alerts,
    outbox,
    messages,
    dataViewLog: views,
  };
}

/** Started once per server process (instrumentation.ts). */
export function startRetentionSweep(intervalMs = RETENTION_SWEEP_MS): void {
  repeatInProcess('retention-sweep', intervalMs, () => sweepRetention(), '[privacy] retention sweep failed');
}
