// OTP sessions: one emailed code at a time, bound to the session_token the caller holds, to one address and
// one purpose. Valid 10 minutes, single use, ended by five wrong codes; a resend replaces the code.
//
// Whether the address has an account decides what the mail says (a code, or "you already have an account",
// or "there is no account"), never what the caller is told: the answer, and the work done to give it
// (one OTP session, one send counted, one mail), are the same either way. When no code is mailed, the
// session holds the HMAC of a code nobody was told, so verifying fails the ordinary way.
import 'server-only';
import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { otpSessions, type OtpSendKind, type OtpSessionRow } from '@/lib/server/db/schema';
import { getShopSettings } from '@/lib/server/settings';
import { accountExistsMail, noAccountMail, otpCodeMail, sendMail } from '@/lib/server/mail';
import type { OtpChallenge, OtpPurpose } from '@/lib/shared/schemas/auth-schema';
import { OTP_SERVER_MESSAGES } from '@/lib/shared/messages/auth';
import { invalidOtp, mailFailed, noOtpSession, otpExpired, rateLimited, tooManyAttempts } from './auth-error';
import { newOtpCode, otpCodeHmac, otpCodeMatches } from './otp-codes';
import { OTP_POLICY } from './otp-policy';
import { reserveSend } from './send-limits';
import { hashToken, randomToken } from './tokens';
import { accountExists } from './users';

type MailKind = 'code' | 'account-exists' | 'no-account';

async function mailKindFor(email: string, purpose: OtpPurpose): Promise<MailKind> {
  // An alert's address needs no account: its owner is always sent the code.
  if (purpose === 'alert') return 'code';
  const exists = await accountExists(email);
  if (purpose === 'registration') return exists ? 'account-exists' : 'code';
  return exists ? 'code' : 'no-account';
}

async function deliver(
  kind: MailKind,
  email: string,
  purpose: OtpPurpose,
  code: string,
  otpSessionId: number,
): Promise<void> {
  const settings = await getShopSettings();
  const content =
    kind === 'code'
      ? otpCodeMail(settings, code, purpose, OTP_POLICY.ttlMs / 60_000)
      : kind === 'account-exists'
        ? accountExistsMail(settings)
        : noAccountMail(settings);
  try {
    await sendMail({ to: email, ...content });
  } catch (error) {
    console.error(`[auth] could not send the ${purpose} mail`, error);
    // A code nobody received must not stay usable.
    await endOtpSession(otpSessionId);
    throw mailFailed();
  }
}

function challenge(sessionToken: string, sentAt: Date, message: string): OtpChallenge {
  return {
    message,
    session_token: sessionToken,
    expires_in: OTP_POLICY.ttlMs / 1000,
    can_resend_at: new Date(sentAt.getTime() + OTP_POLICY.resendWaitMs).toISOString(),
  };
}

export type StartOtpInput = {
  email: string;
  purpose: OtpPurpose;
  clientIp: string;
  /** 'sign_in' only after the right password was checked; everything else anyone may ask is 'open'. */
  sendKind?: OtpSendKind;
};

/** Opens an OTP session and mails its code (or the account notice). `email` is normalized. */
export async function startOtpSession({
  email,
  purpose,
  clientIp,
  sendKind = 'open',
}: StartOtpInput): Promise<OtpChallenge> {
  const kind = await mailKindFor(email, purpose);
  const sessionToken = randomToken();
  const tokenHash = hashToken(sessionToken);
  const code = newOtpCode();
  const now = new Date();
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    await reserveSend(tx, sendKind, email, clientIp);
    const [created] = await tx
      .insert(otpSessions)
      .values({
        tokenHash,
        email,
        purpose,
        codeHmac: otpCodeHmac(code, { tokenHash, email, purpose }),
        lastSentAt: now,
        expiresAt: new Date(now.getTime() + OTP_POLICY.ttlMs),
        clientIp,
        sendKind,
      })
      .returning({ id: otpSessions.id });
    return created;
  });
  await deliver(kind, email, purpose, code, row.id);
  return challenge(sessionToken, now, OTP_SERVER_MESSAGES.sent);
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

  const { email, purpose, tokenHash, sendKind } = existing;
  const kind = await mailKindFor(email, purpose);
  const code = newOtpCode();
  const now = new Date();
  const db = await getDb();
  await db.transaction(async (tx) => {
    // A resend counts against the budget its session's first send did.
    await reserveSend(tx, sendKind, email, clientIp);
    // Conditional on the state read above: of two resends racing, one wins and the other is refused.
    const [updated] = await tx
      .update(otpSessions)
      .set({
        codeHmac: otpCodeHmac(code, { tokenHash, email, purpose }),
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
  await deliver(kind, email, purpose, code, existing.id);
  return challenge(sessionToken, now, OTP_SERVER_MESSAGES.resent);
}

export type CheckOtpInput = { sessionToken: string; code: string; email: string; purpose: OtpPurpose };

/**
 * Checks a code and spends one attempt on it (right or wrong: the count is of tries). The session stays
 * open: the caller consumes it with consumeOtpSession in the transaction that does what the code allowed,
 * so a failure there leaves the code unused. Email and purpose are part of the HMAC, so a code sent for
 * another address or purpose does not match.
 */
export async function checkOtpCode({
  sessionToken,
  code,
  email,
  purpose,
}: CheckOtpInput): Promise<{ otpSessionId: number }> {
  const row = await findBySessionToken(sessionToken);
  assertOpen(row);
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
  if (!otpCodeMatches(code, { tokenHash: row.tokenHash, email, purpose }, spent.codeHmac)) {
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
