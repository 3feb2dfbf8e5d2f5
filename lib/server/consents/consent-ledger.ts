// The consent ledger: every change of a buyer's consent is a row (given or withdrawn, from where, by whom);
// the current state of a purpose is its newest row. Everything that sends under a consent asks hasConsent.
import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { consentEvents, users } from '@/lib/server/db/schema';
import { CONSENT_PURPOSES, type ConsentPurpose, type ConsentSource } from '@/lib/shared/consents';

export type ConsentChange = {
  userId: number;
  purpose: ConsentPurpose;
  given: boolean;
  source: ConsentSource;
  /** 'user:<id>' or 'staff:<id>'; defaults to the user themself. */
  actor?: string | null;
};

export type ConsentState = { given: boolean; at: Date | null };
export type ConsentEntry = { purpose: ConsentPurpose; given: boolean; at: Date; source: ConsentSource; actor: string | null };

/**
 * Records a change, and only a change: agreeing again to what is already agreed (or withdrawing what was never
 * given) writes nothing. The user's row is locked for the check, so two requests at once record one change.
 * Answers whether a row was written.
 */
export async function recordConsent(db: Executor, change: ConsentChange): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, change.userId)).for('update');
    if (!user) return false;
    const [latest] = await tx
      .select({ given: consentEvents.given })
      .from(consentEvents)
      .where(and(eq(consentEvents.userId, change.userId), eq(consentEvents.purpose, change.purpose)))
      .orderBy(desc(consentEvents.createdAt), desc(consentEvents.id))
      .limit(1);
    if ((latest?.given ?? false) === change.given) return false;
    await tx.insert(consentEvents).values({
      userId: change.userId,
      purpose: change.purpose,
      given: change.given,
      source: change.source,
      actor: change.actor === undefined ? `user:${change.userId}` : change.actor,
    });
    return true;
  });
}

/** Every change, newest first. */
export async function consentHistory(db: Executor, userId: number): Promise<ConsentEntry[]> {
  const rows = await db
    .select()
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(desc(consentEvents.createdAt), desc(consentEvents.id));
  return rows.map((row) => ({
    purpose: row.purpose,
    given: row.given,
    at: row.createdAt,
    source: row.source,
    actor: row.actor,
  }));
}

/** Each purpose's state now: its newest row, or not given (at null) when there is none. */
export async function currentConsents(db: Executor, userId: number): Promise<Record<ConsentPurpose, ConsentState>> {
  const rows = await db
    .selectDistinctOn([consentEvents.purpose], {
      purpose: consentEvents.purpose,
      given: consentEvents.given,
      at: consentEvents.createdAt,
    })
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(consentEvents.purpose, desc(consentEvents.createdAt), desc(consentEvents.id));
  const state = Object.fromEntries(CONSENT_PURPOSES.map((p) => [p, { given: false, at: null }])) as Record<
    ConsentPurpose,
    ConsentState
  >;
  for (const row of rows) state[row.purpose] = { given: row.given, at: row.at };
  return state;
}

export async function hasConsent(db: Executor, userId: number, purpose: ConsentPurpose): Promise<boolean> {
  const [latest] = await db
    .select({ given: consentEvents.given })
    .from(consentEvents)
    .where(and(eq(consentEvents.userId, userId), eq(consentEvents.purpose, purpose)))
    .orderBy(desc(consentEvents.createdAt), desc(consentEvents.id))
    .limit(1);
  return latest?.given ?? false;
}

/** SQL true when the user (`userIdColumn`) has `purpose` given now: for sweeps that pick recipients in a query. */
export function consentGivenSql(userIdColumn: unknown, purpose: ConsentPurpose) {
  return sql`coalesce((SELECT ce.given FROM consent_events ce WHERE ce.user_id = ${userIdColumn}
    AND ce.purpose = ${purpose} ORDER BY ce.created_at DESC, ce.id DESC LIMIT 1), false)`;
}

/** The history as the buyer sees it (GET /auth/me/consents). */
export async function buyerConsentHistory(userId: number) {
  const history = await consentHistory(await getDb(), userId);
  return history.map(({ purpose, given, at, source }) => ({ purpose, given, at, source }));
}
