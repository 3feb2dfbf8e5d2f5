// How many codes an address and a client may ask for, counted in the database so the limit holds across
// every app instance. Reserving takes a transaction-scoped advisory lock per key, so two instances cannot both
// count 4 and both send the 5th.
//
// Sends for an address count per requesting client: a stranger who uses up one shopper's 5 sends from their
// own machine has not used up the sends that shopper's own machine may ask for. The per-client bound still
// keeps one machine from spraying many inboxes.
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { otpSendEvents } from '@/lib/server/db/schema';
import { OTP_SERVER_MESSAGES } from '@/lib/shared/messages/auth';
import { rateLimited } from './auth-error';
import { SEND_LIMITS } from './otp-policy';
import { lockWindowKey, windowFullUntil, type WindowKey } from './window-limit';

type Key = WindowKey & { lock: string };

const SENDS = { table: otpSendEvents, createdAt: otpSendEvents.createdAt };

const keys = (email: string, clientIp: string): Key[] => [
  {
    lock: `otp-send:email-client:${email}\n${clientIp}`,
    where: and(eq(otpSendEvents.email, email), eq(otpSendEvents.clientIp, clientIp))!,
    max: SEND_LIMITS.perEmail,
  },
  { lock: `otp-send:client:${clientIp}`, where: eq(otpSendEvents.clientIp, clientIp), max: SEND_LIMITS.perClientIp },
  // One inbox across every client (otp-policy.ts).
  { lock: `otp-send:email:${email}`, where: eq(otpSendEvents.email, email), max: SEND_LIMITS.perAddress },
];

async function assertWithinLimits(db: Executor, email: string, clientIp: string): Promise<void> {
  const now = new Date();
  for (const key of keys(email, clientIp)) {
    const until = await windowFullUntil(db, SENDS, key, SEND_LIMITS.windowMs, now);
    if (until) throw rateLimited(OTP_SERVER_MESSAGES.rateLimited, until);
  }
}

/** Refuses early, without counting anything: used before work that may not end in a send. */
export async function assertSendAllowed(email: string, clientIp: string): Promise<void> {
  await assertWithinLimits(await getDb(), email, clientIp);
}

/** Counts one send, or refuses with 429. Call inside the transaction that records the code. */
export async function reserveSend(tx: Executor, email: string, clientIp: string): Promise<void> {
  // Always address-and-client, then client, then address: every transaction takes the locks in one order.
  for (const key of keys(email, clientIp)) await lockWindowKey(tx, key.lock);
  await assertWithinLimits(tx, email, clientIp);
  await tx.insert(otpSendEvents).values({ email, clientIp });
}
