// How many codes an address and a client may ask for, counted in the database so the limit holds across
// every app instance. Reserving takes a transaction-scoped advisory lock per address and per client, so
// two instances cannot both count 4 and both send the 5th.
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { otpSendEvents } from '@/lib/server/db/schema';
import { OTP_SERVER_MESSAGES } from '@/lib/shared/messages';
import { rateLimited } from './auth-error';
import { SEND_LIMITS } from './otp-policy';

type Key = { column: typeof otpSendEvents.email | typeof otpSendEvents.clientIp; value: string; max: number };

const keys = (email: string, clientIp: string): Key[] => [
  { column: otpSendEvents.email, value: email, max: SEND_LIMITS.perEmail },
  { column: otpSendEvents.clientIp, value: clientIp, max: SEND_LIMITS.perClientIp },
];

/** When the key may send again, or null when it may send now. */
async function blockedUntil(db: Executor, key: Key, now: Date): Promise<Date | null> {
  const since = new Date(now.getTime() - SEND_LIMITS.windowMs);
  const inWindow = and(eq(key.column, key.value), gt(otpSendEvents.createdAt, since));
  const [{ sent }] = await db.select({ sent: count() }).from(otpSendEvents).where(inWindow);
  if (sent < key.max) return null;
  // The window frees a slot when the max-th newest send leaves it.
  const [oldestThatCounts] = await db
    .select({ at: otpSendEvents.createdAt })
    .from(otpSendEvents)
    .where(inWindow)
    .orderBy(desc(otpSendEvents.createdAt))
    .offset(key.max - 1)
    .limit(1);
  return new Date(oldestThatCounts.at.getTime() + SEND_LIMITS.windowMs);
}

async function assertWithinLimits(db: Executor, email: string, clientIp: string): Promise<void> {
  const now = new Date();
  for (const key of keys(email, clientIp)) {
    const until = await blockedUntil(db, key, now);
    if (until) throw rateLimited(OTP_SERVER_MESSAGES.rateLimited, until);
  }
}

/** Refuses early, without counting anything: used before work that may not end in a send. */
export async function assertSendAllowed(email: string, clientIp: string): Promise<void> {
  await assertWithinLimits(await getDb(), email, clientIp);
}

/** Counts one send, or refuses with 429. Call inside the transaction that records the code. */
export async function reserveSend(tx: Executor, email: string, clientIp: string): Promise<void> {
  // Always email first, then client: every transaction takes the two locks in the same order.
  for (const key of keys(email, clientIp)) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp-send:${key.column.name}:${key.value}`}, 0))`);
  }
  await assertWithinLimits(tx, email, clientIp);
  await tx.insert(otpSendEvents).values({ email, clientIp });
}
