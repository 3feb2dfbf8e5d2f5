// How many passwords may be tried, counted in the database so the bound holds across every app instance.
// Every attempt is counted BEFORE its password is checked (and given back when the password was right), so
// parallel guesses cannot slip past the count, and once a key is over its bound the right password gets the
// same 429 as a wrong one: the answer never confirms a guess. Nothing here depends on whether the account
// exists, so an unknown address is counted, refused and timed exactly like a real one.
import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { loginFailures } from '@/lib/server/db/schema';
import { LOGIN_MESSAGES } from '@/lib/shared/messages/auth';
import { rateLimited } from './auth-error';
import { lockWindowKey, windowFullUntil, type WindowKey } from './window-limit';

export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  /**
   * Per account and requesting client: a typo-prone owner has room, a guesser gets 10 tries. Counted per
   * client so that a stranger's guesses do not lock the owner's own machine out.
   */
  perAccountClient: 10,
  /** Per client across all accounts: one machine trying one common password on many accounts. */
  perClient: 50,
  /**
   * Per account across all clients, against guessing spread over many addresses (a botnet, an IPv6 block),
   * which the bounds above would let grow with every address. It is ten times one client's share, so only a
   * coordinated attack of 10+ addresses reaches it; such an attacker can then keep the account's password
   * logins waiting, which we accept: a delayed login costs the owner a wait, a guessed password the account.
   */
  perAccount: 100,
} as const;

type Key = WindowKey & { lock: string };

const ATTEMPTS = { table: loginFailures, createdAt: loginFailures.createdAt };

// Always in this order, so two transactions never wait on each other's locks.
const keys = (email: string, clientIp: string): Key[] => [
  {
    lock: `login:email-client:${email}\n${clientIp}`,
    where: and(eq(loginFailures.email, email), eq(loginFailures.clientIp, clientIp))!,
    max: LOGIN_LIMITS.perAccountClient,
  },
  { lock: `login:client:${clientIp}`, where: eq(loginFailures.clientIp, clientIp), max: LOGIN_LIMITS.perClient },
  { lock: `login:email:${email}`, where: eq(loginFailures.email, email), max: LOGIN_LIMITS.perAccount },
];

export type LoginAttempt = { id: number };

/** Counts one password attempt, or refuses with 429 and retry_after. Call before checking the password. */
export async function reserveLoginAttempt(email: string, clientIp: string): Promise<LoginAttempt> {
  const db = await getDb();
  const now = new Date();
  const attempt = await db.transaction(async (tx) => {
    for (const key of keys(email, clientIp)) await lockWindowKey(tx, key.lock);
    for (const key of keys(email, clientIp)) {
      const until = await windowFullUntil(tx, ATTEMPTS, key, LOGIN_LIMITS.windowMs, now);
      if (until) throw rateLimited(LOGIN_MESSAGES.tooManyFailures, until);
    }
    const [row] = await tx.insert(loginFailures).values({ email, clientIp }).returning({ id: loginFailures.id });
    return row;
  });
  // Rows that no longer count, kept from growing without end; outside the transaction so it holds no lock.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now.getTime() - LOGIN_LIMITS.windowMs)));
  return attempt;
}

/** The password was right: the attempt was not a failure. */
export async function forgiveLoginAttempt(attempt: LoginAttempt): Promise<void> {
  const db = await getDb();
  await db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
}
