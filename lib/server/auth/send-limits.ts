// How many codes an address and a client may ask for, counted in the database so the limit holds across
// every app instance. Reserving takes a transaction-scoped advisory lock per key, so two instances cannot both
// count 4 and both send the 5th.
//
// Two budgets that never touch each other:
//   - open sends, which anyone may ask for without proving anything (registration, a product alert, a login
//     code asked for without the password): per address and client, per client, and per inbox across every
//     client (otp-policy.ts). Strangers on many machines can fill an inbox's open budget, and nothing more.
//   - sign-in sends, mailed only after the right password: per account and client network, so nobody else's
//     sends, open or sign-in, ever use up what the holder's own machine may ask for; and per account across
//     clients, against a leaked password flooding the inbox, which never binds a client that has signed in
//     to the account before (it keeps its allowance whoever else knows the password).
import 'server-only';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { otpSendEvents, sessions, users, type OtpSendKind } from '@/lib/server/db/schema';
import { OTP_SERVER_MESSAGES } from '@/lib/shared/messages/auth';
import { rateLimited } from './auth-error';
import { clientNetwork } from './client-network';
import { SEND_LIMITS, SIGN_IN_SEND_LIMITS } from './otp-policy';
import { lockWindowKey, windowFullUntil, type WindowKey } from './window-limit';

type Key = WindowKey & { lock: string };

const SENDS = { table: otpSendEvents, createdAt: otpSendEvents.createdAt };

const openKeys = (email: string, clientIp: string): Key[] => {
  const open = eq(otpSendEvents.kind, 'open');
  return [
    {
      lock: `otp-send:email-client:${email}\n${clientIp}`,
      where: and(open, eq(otpSendEvents.email, email), eq(otpSendEvents.clientIp, clientIp))!,
      max: SEND_LIMITS.perEmail,
    },
    {
      lock: `otp-send:client:${clientIp}`,
      where: and(open, eq(otpSendEvents.clientIp, clientIp))!,
      max: SEND_LIMITS.perClientIp,
    },
    // One inbox across every client (otp-policy.ts).
    { lock: `otp-send:email:${email}`, where: and(open, eq(otpSendEvents.email, email))!, max: SEND_LIMITS.perAddress },
  ];
};

const signInKeys = (email: string, network: string, knownClient: boolean): Key[] => {
  const signIn = eq(otpSendEvents.kind, 'sign_in');
  const keys: Key[] = [
    {
      lock: `otp-sign-in:email-client:${email}\n${network}`,
      where: and(signIn, eq(otpSendEvents.email, email), eq(otpSendEvents.clientIp, network))!,
      max: SIGN_IN_SEND_LIMITS.perAccountClient,
    },
  ];
  if (!knownClient)
    keys.push({
      lock: `otp-sign-in:email:${email}`,
      where: and(signIn, eq(otpSendEvents.email, email))!,
      max: SIGN_IN_SEND_LIMITS.perAccount,
    });
  return keys;
};

/** Whether this client network has signed in to the account before (a session it was given, ended or not). */
async function signedInBefore(db: Executor, email: string, network: string): Promise<boolean> {
  const rows = await db
    .select({ ip: sessions.ip })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(users.email, email), isNotNull(sessions.ip)))
    .orderBy(desc(sessions.createdAt))
    .limit(SIGN_IN_SEND_LIMITS.knownClientsChecked);
  return rows.some((row) => row.ip !== null && clientNetwork(row.ip) === network);
}

/** The keys a send of this kind is counted against; a sign-in send counts per client network (client-network.ts). */
async function keysFor(db: Executor, kind: OtpSendKind, email: string, clientIp: string) {
  if (kind === 'open') return { keys: openKeys(email, clientIp), clientIp };
  const network = clientNetwork(clientIp);
  return { keys: signInKeys(email, network, await signedInBefore(db, email, network)), clientIp: network };
}

async function assertWithinLimits(db: Executor, keys: Key[]): Promise<void> {
  const now = new Date();
  for (const key of keys) {
    const until = await windowFullUntil(db, SENDS, key, SEND_LIMITS.windowMs, now);
    if (until) throw rateLimited(OTP_SERVER_MESSAGES.rateLimited, until);
  }
}

/** Refuses early, without counting anything: used before work that may not end in a send. */
export async function assertSendAllowed(kind: OtpSendKind, email: string, clientIp: string): Promise<void> {
  const db = await getDb();
  await assertWithinLimits(db, (await keysFor(db, kind, email, clientIp)).keys);
}

/** Counts one send, or refuses with 429. Call inside the transaction that records the code. */
export async function reserveSend(tx: Executor, kind: OtpSendKind, email: string, clientIp: string): Promise<void> {
  const counted = await keysFor(tx, kind, email, clientIp);
  // Always the narrowest key first, then the wider ones: every transaction takes the locks in one order.
  for (const key of counted.keys) await lockWindowKey(tx, key.lock);
  await assertWithinLimits(tx, counted.keys);
  await tx.insert(otpSendEvents).values({ email, clientIp: counted.clientIp, kind });
}
