// How many passwords may be tried, counted in the database so the bound holds across every app instance.
// Every attempt is counted BEFORE its password is checked (and given back when the password was right), so
// parallel guesses cannot slip past the count, and once a key is over its bound the right password gets the
// same 429 as a wrong one: the answer never confirms a guess. Nothing here depends on whether the account
// exists, so an unknown address is counted, refused and timed exactly like a real one.
//
// No lock-out by strangers. Each bound refuses only the clients whose own failures it counts:
//   - per account and client, and per client: the guesser's own machine, never anyone else's;
//   - per account across all clients, for a day (NIST 800-63B: at most 100 failed attempts): it refuses a
//     client that has itself failed on this account that day, and does not apply at all to the password
//     sent with a valid emailed code (verify_otp). A client with no failure on the account (the owner's own
//     machine) is let through to its password check, so strangers guessing from 40 addresses do not keep
//     the owner out. A guesser past the cap gets one try per address it has not yet used on the account
//     before that address is refused too: the cap is about 100 tries plus one per fresh address, where the
//     alternative, refusing every client, hands any stranger the power to lock any account out.
// The account's owner is mailed when its failures reach a burst (login-alert.ts).
import 'server-only';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { loginFailures } from '@/lib/server/db/schema';
import { LOGIN_MESSAGES } from '@/lib/shared/messages/auth';
import { rateLimited } from './auth-error';
import { clientNetwork } from './client-network';
import { lockWindowKey, windowFullUntil, type WindowKey } from './window-limit';

export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  /** Per account and requesting client: a typo-prone owner has room, a guesser gets 10 tries. */
  perAccountClient: 10,
  /** Per client across all accounts: one machine trying one common password on many accounts. */
  perClient: 50,
  /** The account-wide bound counts a day of failures, and failures are kept that long. */
  dayMs: 24 * 60 * 60 * 1000,
  /** Per account across all clients in a day, against guessing spread over many addresses (see above). */
  perAccountDay: 100,
  /** Failures of one account within windowMs, from any clients, at which its owner is mailed. */
  burstAlert: 20,
} as const;

type Key = WindowKey & { lock: string; windowMs: number };

const ATTEMPTS = { table: loginFailures, createdAt: loginFailures.createdAt };

const accountClient = (email: string, clientIp: string) =>
  and(eq(loginFailures.email, email), eq(loginFailures.clientIp, clientIp))!;

// Always in this order, so two transactions never wait on each other's locks.
const keys = (email: string, clientIp: string): Key[] => [
  {
    lock: `login:email-client:${email}\n${clientIp}`,
    where: accountClient(email, clientIp),
    max: LOGIN_LIMITS.perAccountClient,
    windowMs: LOGIN_LIMITS.windowMs,
  },
  {
    lock: `login:client:${clientIp}`,
    where: eq(loginFailures.clientIp, clientIp),
    max: LOGIN_LIMITS.perClient,
    windowMs: LOGIN_LIMITS.windowMs,
  },
  {
    lock: `login:email:${email}`,
    where: eq(loginFailures.email, email),
    max: LOGIN_LIMITS.perAccountDay,
    windowMs: LOGIN_LIMITS.dayMs,
  },
];

const ACCOUNT_KEY = 2;

/** The failures of rows matching `where` younger than `windowMs`. */
async function failuresSince(
  tx: Executor,
  where: ReturnType<typeof accountClient>,
  windowMs: number,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(loginFailures)
    .where(and(where, gt(loginFailures.createdAt, new Date(now.getTime() - windowMs))));
  return Number(row?.n ?? 0);
}

export type LoginAttempt = {
  id: number;
  email: string;
  clientIp: string;
  /** This attempt brought the account's failures to the burst at which its owner is mailed. */
  burst: boolean;
};

export type AttemptOptions = {
  /** The password comes with a valid emailed code: the caller holds the inbox, so strangers' failures do not stop it. */
  inboxProven?: boolean;
};

/** Counts one password attempt, or refuses with 429 and retry_after. Call before checking the password. */
export async function reserveLoginAttempt(
  email: string,
  clientAddress: string,
  options: AttemptOptions = {},
): Promise<LoginAttempt> {
  // An IPv6 client is its /64 (client-network.ts).
  const clientIp = clientNetwork(clientAddress);
  const db = await getDb();
  const now = new Date();
  const attempt = await db.transaction(async (tx) => {
    const all = keys(email, clientIp);
    for (const key of all) await lockWindowKey(tx, key.lock);
    const accountBinds =
      !options.inboxProven && (await failuresSince(tx, accountClient(email, clientIp), LOGIN_LIMITS.dayMs, now)) > 0;
    for (const [index, key] of all.entries()) {
      if (index === ACCOUNT_KEY && !accountBinds) continue;
      const until = await windowFullUntil(tx, ATTEMPTS, key, key.windowMs, now);
      if (until) throw rateLimited(LOGIN_MESSAGES.tooManyFailures, until);
    }
    const [row] = await tx.insert(loginFailures).values({ email, clientIp }).returning({ id: loginFailures.id });
    // Under the account's lock, so exactly one attempt sees the count reach the burst.
    const recent = await failuresSince(tx, eq(loginFailures.email, email), LOGIN_LIMITS.windowMs, now);
    return { id: row.id, email, clientIp, burst: recent === LOGIN_LIMITS.burstAlert };
  });
  // Rows that no longer count, kept from growing without end; outside the transaction so it holds no lock.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now.getTime() - LOGIN_LIMITS.dayMs)));
  return attempt;
}

/**
 * The password was right: the attempt was not a failure, and neither were this client's earlier ones on the
 * account (the owner's typos): whoever knows the password gains nothing from having them forgotten.
 */
export async function forgiveLoginAttempt(attempt: LoginAttempt): Promise<void> {
  const db = await getDb();
  await db.delete(loginFailures).where(accountClient(attempt.email, attempt.clientIp));
}
