// OTP sessions: one code at a time, bound to the session_token the caller holds, to one address or mobile
// number and one purpose. Valid 10 minutes, single use, ended by five wrong codes; a resend replaces the code
// and goes the way the first one went (mail, SMS or WhatsApp).
//
// Whether the address or number has an account decides what is sent (otp-delivery.ts), never what the
// caller is told: the answer, and the work done to give it (one OTP session, one send counted), are the same
// either way. When no code is sent, the session holds the HMAC of a code nobody was told, so verifying fails
// the ordinary way.
import 'server-only';
import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { otpSessions, type OtpSendKind, type OtpSessionRow } from '@/lib/server/db/schema';
import type { OtpChallenge, OtpPurpose } from '@/lib/shared/schemas/auth-schema';
import { OTP_SERVER_MESSAGES } from '@/lib/shared/messages/auth';
import { invalidOtp, noOtpSession, otpExpired, rateLimited, tooManyAttempts } from './auth-error';
import { newOtpCode, otpCodeHmac, otpCodeMatches } from './otp-codes';
import { deliver, deliveryKindFor } from './otp-delivery';
import { identityColumns, identityKey, sessionTarget, type OtpIdentity, type OtpTarget } from './otp-identity';
import { OTP_POLICY } from './otp-policy';
import { reserveSend } from './send-limits';
import { hashToken, randomToken } from './tokens';

function challenge(sessionToken: string, sentAt: Date, message: string): OtpChallenge {
  return {
    message,
    session_token: sessionToken,
    expires_in: OTP_POLICY.ttlMs / 1000,
    can_resend_at: new Date(sentAt.getTime() + OTP_POLICY.resendWaitMs).toISOString(),
  };
}

export type StartOtpInput = OtpTarget & {
  purpose: OtpPurpose;
  /** contact_change: the signed-in account the new address or number is for. */
  userId?: number;
  clientIp: string;
  /** 'sign_in' only after the right password was checked; everything else anyone may ask is 'open'. */
  sendKind?: OtpSendKind;
};

/** Opens an OTP session and sends its code (or the account notice). The address or number is normalized. */
export async function startOtpSession(input: StartOtpInput): Promise<OtpChallenge> {
  const { purpose, clientIp, sendKind = 'open', userId } = input;
  const target: OtpTarget = 'email' in input ? { email: input.email } : { phone: input.phone, channel: input.channel };
  const key = identityKey(target);
  const kind = await deliveryKindFor(target, purpose);
  const sessionToken = randomToken();
  const tokenHash = hashToken(sessionToken);
  const code = newOtpCode();
  const now = new Date();
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    await reserveSend(tx, sendKind, key, clientIp);
    const [created] = await tx
      .insert(otpSessions)
      .values({
        tokenHash,
        ...identityColumns(target),
        userId: userId ?? null,
        purpose,
        codeHmac: otpCodeHmac(code, { tokenHash, email: key, purpose }),
        lastSentAt: now,
        expiresAt: new Date(now.getTime() + OTP_POLICY.ttlMs),
        clientIp,
        sendKind,
      })
      .returning({ id: otpSessions.id });
    return created;
  });
  await deliver(kind, target, purpose, code, () => endOtpSession(row.id));
  return challenge(sessionToken, now, 'email' in target ? OTP_SERVER_MESSAGES.sent : OTP_SERVER_MESSAGES.sentToPhone);
}

async function findBySessionToken(sessionToken: string, db?: Executor): Promise<OtpSessionRow | undefined> {
  const executor = db ?? (await getDb());
  const [row] = await executor
    .select()
    .from(otpSessions)
    .where(eq(otpSessions.tokenHash, hashToken(sessionToken)))
    .limit(1);
  return row;
}

/** A session that can still take a code or a resend, or the reason it cannot. */
function assertOpen(row: OtpSessionRow | undefined): asserts row is OtpSessionRow {
  if (!row || row.consumedAt) throw noOtpSession();
  if (row.attempts >= OTP_POLICY.maxAttempts) throw tooManyAttempts();
}

/** A new code replaces the old one, no earlier than 60 s after the last send. */
export async function resendOtp({
  sessionToken,
  clientIp,
}: {
  sessionToken: string;
  clientIp: string;
}): Promise<OtpChallenge> {
  const existing = await findBySessionToken(sessionToken);
  assertOpen(existing);
  const tooSoon = (row: OtpSessionRow) => {
    const canResendAt = new Date(row.lastSentAt.getTime() + OTP_POLICY.resendWaitMs);
    return canResendAt.getTime() > Date.now() ? rateLimited(OTP_SERVER_MESSAGES.resendTooSoon, canResendAt) : null;
  };
  const early = tooSoon(existing);
  if (early) throw early;

  const { purpose, tokenHash, sendKind } = existing;
  const target = sessionTarget(existing);
  const key = identityKey(target);
  const kind = await deliveryKindFor(target, purpose);
  const code = newOtpCode();
  const now = new Date();
  const db = await getDb();
  await db.transaction(async (tx) => {
    // A resend counts against the budget its session's first send did.
    await reserveSend(tx, sendKind, key, clientIp);
    // Conditional on the state read above: of two resends racing, one wins and the other is refused.
    const [updated] = await tx
      .update(otpSessions)
      .set({
        codeHmac: otpCodeHmac(code, { tokenHash, email: key, purpose }),
        lastSentAt: now,
        expiresAt: new Date(now.getTime() + OTP_POLICY.ttlMs),
        sendCount: sql`${otpSessions.sendCount} + 1`,
      })
      .where(
        and(
          eq(otpSessions.id, existing.id),
          isNull(otpSessions.consumedAt),
          lt(otpSessions.attempts, OTP_POLICY.maxAttempts),
          lte(otpSessions.lastSentAt, new Date(now.getTime() - OTP_POLICY.resendWaitMs)),
        ),
      )
      .returning({ id: otpSessions.id });
    if (!updated) {
      const current = await findBySessionToken(sessionToken, tx);
      assertOpen(current);
      throw tooSoon(current) ?? noOtpSession();
    }
  });
  await deliver(kind, target, purpose, code, () => endOtpSession(existing.id));
  return challenge(sessionToken, now, OTP_SERVER_MESSAGES.resent);
}

export type CheckOtpInput = OtpIdentity & {
  sessionToken: string;
  code: string;
  purpose: OtpPurpose;
  /** contact_change: the account asking, which must be the one the session was opened for. */
  userId?: number;
};

/**
 * Checks a code and spends one attempt on it (right or wrong: the count is of tries). The session stays
 * open: the caller consumes it with consumeOtpSession in the transaction that does what the code allowed,
 * so a failure there leaves the code unused. The address or number and the purpose are part of the HMAC,
 * so a code sent for another one does not match.
 */
export async function checkOtpCode(input: CheckOtpInput): Promise<{ otpSessionId: number }> {
  const { sessionToken, code, purpose } = input;
  const key = identityKey(input);
  const row = await findBySessionToken(sessionToken);
  assertOpen(row);
  // Another account's session is no session of this caller's.
  if ((row.userId ?? undefined) !== input.userId) throw noOtpSession();
  if (row.expiresAt.getTime() <= Date.now()) throw otpExpired();
  const db = await getDb();
  // Spend the attempt before comparing, atomically: parallel guesses cannot exceed the limit.
  const [spent] = await db
    .update(otpSessions)
    .set({ attempts: sql`${otpSessions.attempts} + 1` })
    .where(
      and(eq(otpSessions.id, row.id), isNull(otpSessions.consumedAt), lt(otpSessions.attempts, OTP_POLICY.maxAttempts)),
    )
    .returning({ attempts: otpSessions.attempts, codeHmac: otpSessions.codeHmac });
  if (!spent) {
    assertOpen(await findBySessionToken(sessionToken));
    throw noOtpSession();
  }
  if (!otpCodeMatches(code, { tokenHash: row.tokenHash, email: key, purpose }, spent.codeHmac)) {
    throw invalidOtp({ attempts_remaining: Math.max(0, OTP_POLICY.maxAttempts - spent.attempts) });
  }
  return { otpSessionId: row.id };
}

/** Marks the session used; false when another request used it first (the code then counts as replayed). */
export async function consumeOtpSession(tx: Executor, otpSessionId: number): Promise<boolean> {
  const [consumed] = await tx
    .update(otpSessions)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpSessions.id, otpSessionId), isNull(otpSessions.consumedAt)))
    .returning({ id: otpSessions.id });
  return !!consumed;
}

/** Ends a session without success: its code can no longer be used. */
export async function endOtpSession(otpSessionId: number): Promise<void> {
  const db = await getDb();
  await consumeOtpSession(db, otpSessionId);
}
