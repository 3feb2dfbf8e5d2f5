// The rules of the one-time codes (the spec's Security section): attempts, expiry, single use, resend, send limits.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { otpSendEvents, otpSessions } from '@/lib/server/db/schema';
import { hashToken } from '@/lib/server/auth/tokens';
import { OTP_POLICY, SEND_LIMITS } from '@/lib/server/auth/otp-policy';
import { AUTH_ERROR_CODES } from '@/lib/shared/schemas/auth-schema';
import { OTP_SERVER_MESSAGES } from '@/lib/shared/messages/auth';
import { POST as sendOtp } from './send_otp/route';
import { POST as verifyOtp } from './verify_otp/route';
import { POST as resendOtp } from './resend_otp/route';
import { freshEmail, freshIp, latestCode, post, silenceMailLog, wrongCode } from '@/test-support/accounts-api';

process.env.TRUST_PROXY = '1';
silenceMailLog();

const SEND = '/api/v1/auth/send_otp';
const VERIFY = '/api/v1/auth/verify_otp';
const RESEND = '/api/v1/auth/resend_otp';

const user = (email: string) => ({
  first_name: 'Kavya',
  last_name: '',
  email,
  password: 'secret123',
  password_confirmation: 'secret123',
});

async function open(email = freshEmail(), ip = freshIp()) {
  const sent = await post(sendOtp, SEND, { email, purpose: 'registration' }, ip);
  expect(sent.status).toBe(200);
  return { email, ip, token: sent.body.session_token as string, code: await latestCode(email) };
}

const verify = (token: string, code: string, email: string) =>
  post(verifyOtp, VERIFY, { session_token: token, otp_code: code, user: user(email) });

async function otpRow(token: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(otpSessions)
    .where(eq(otpSessions.tokenHash, hashToken(token)));
  return row;
}

async function moveBack(token: string, field: 'expiresAt' | 'lastSentAt', ms: number) {
  const db = await getDb();
  const row = await otpRow(token);
  await db
    .update(otpSessions)
    .set({ [field]: new Date(row[field].getTime() - ms) })
    .where(eq(otpSessions.id, row.id));
}

describe('verify_otp', () => {
  it('answers a wrong code with INVALID_OTP and counts the attempt', async () => {
    const { email, token, code } = await open();
    const wrong = await verify(token, wrongCode(code), email);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error_code: AUTH_ERROR_CODES.invalidOtp,
      attempts_remaining: OTP_POLICY.maxAttempts - 1,
    });
    expect((await otpRow(token)).attempts).toBe(1);
  });

  it('ends the OTP session after five wrong codes: the sixth try fails even with the right code', async () => {
    const { email, token, code } = await open();
    for (let i = 1; i <= OTP_POLICY.maxAttempts; i++) {
      const wrong = await verify(token, wrongCode(code), email);
      expect(wrong.body.error_code).toBe(AUTH_ERROR_CODES.invalidOtp);
      expect(wrong.body.attempts_remaining).toBe(OTP_POLICY.maxAttempts - i);
    }
    const sixth = await verify(token, code, email);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error_code).toBe(AUTH_ERROR_CODES.tooManyAttempts);
    // A resend cannot revive it either.
    await moveBack(token, 'lastSentAt', OTP_POLICY.resendWaitMs);
    expect((await post(resendOtp, RESEND, { session_token: token })).body.error_code).toBe(
      AUTH_ERROR_CODES.tooManyAttempts,
    );
  });

  it('holds the attempt limit under parallel guessing', async () => {
    const { email, token, code } = await open();
    const guesses = await Promise.all(Array.from({ length: 12 }, () => verify(token, wrongCode(code), email)));
    expect(guesses.filter((g) => g.body.error_code === AUTH_ERROR_CODES.invalidOtp)).toHaveLength(
      OTP_POLICY.maxAttempts,
    );
    expect((await otpRow(token)).attempts).toBe(OTP_POLICY.maxAttempts);
  });

  it('refuses an expired code with OTP_EXPIRED', async () => {
    const { email, token, code } = await open();
    await moveBack(token, 'expiresAt', OTP_POLICY.ttlMs);
    const late = await verify(token, code, email);
    expect(late.status).toBe(400);
    expect(late.body.error_code).toBe(AUTH_ERROR_CODES.otpExpired);
  });

  it('refuses a code replayed after it was used', async () => {
    const { email, token, code } = await open();
    expect((await verify(token, code, email)).status).toBe(200);
    const replay = await verify(token, code, email);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({
      message: OTP_SERVER_MESSAGES.noSession,
      error_code: AUTH_ERROR_CODES.noSessionToken,
    });
  });

  it('answers NO_SESSION_TOKEN without a session_token or with one it never issued', async () => {
    const missing = await post(verifyOtp, VERIFY, { otp_code: '123456', user: user(freshEmail()) });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      message: 'No active OTP session. Please request a new code.',
      error_code: 'NO_SESSION_TOKEN',
    });
    const unknown = await verify('not-a-token-we-issued', '123456', freshEmail());
    expect(unknown.body.error_code).toBe(AUTH_ERROR_CODES.noSessionToken);
    const resend = await post(resendOtp, RESEND, {});
    expect(resend.body.error_code).toBe(AUTH_ERROR_CODES.noSessionToken);
  });
});

describe('resend_otp', () => {
  it('refuses a resend within 60 s with 429 and can_resend_at', async () => {
    const { token } = await open();
    const row = await otpRow(token);
    const early = await post(resendOtp, RESEND, { session_token: token });
    expect(early.status).toBe(429);
    expect(early.body.error_code).toBe(AUTH_ERROR_CODES.rateLimited);
    expect(Date.parse(early.body.can_resend_at)).toBe(row.lastSentAt.getTime() + OTP_POLICY.resendWaitMs);
    expect(early.body.retry_after).toBeGreaterThan(0);
    expect(early.body.retry_after).toBeLessThanOrEqual(60);
  });

  it('replaces the code: the old one is refused, the new one verifies', async () => {
    const { email, token, code: oldCode } = await open();
    await moveBack(token, 'lastSentAt', OTP_POLICY.resendWaitMs);
    const resent = await post(resendOtp, RESEND, { session_token: token });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe(OTP_SERVER_MESSAGES.resent);
    expect(resent.body.session_token).toBe(token);
    const newCode = await latestCode(email);
    if (newCode !== oldCode) {
      expect((await verify(token, oldCode, email)).body.error_code).toBe(AUTH_ERROR_CODES.invalidOtp);
    }
    expect((await verify(token, newCode, email)).status).toBe(200);
  });

  it('gives an expired session a fresh 10 minutes', async () => {
    const { email, token } = await open();
    await moveBack(token, 'expiresAt', OTP_POLICY.ttlMs);
    await moveBack(token, 'lastSentAt', OTP_POLICY.resendWaitMs);
    expect((await post(resendOtp, RESEND, { session_token: token })).status).toBe(200);
    expect((await verify(token, await latestCode(email), email)).status).toBe(200);
  });
});

describe('send limits', () => {
  it(`allows ${SEND_LIMITS.perEmail} codes an hour per address from one client; another client may still ask`, async () => {
    const email = freshEmail();
    const stranger = freshIp();
    for (let i = 0; i < SEND_LIMITS.perEmail; i++) {
      expect((await post(sendOtp, SEND, { email, purpose: 'registration' }, stranger)).status).toBe(200);
    }
    const over = await post(sendOtp, SEND, { email, purpose: 'registration' }, stranger);
    expect(over.status).toBe(429);
    expect(over.body.error_code).toBe(AUTH_ERROR_CODES.rateLimited);
    expect(Date.parse(over.body.can_resend_at)).toBeGreaterThan(Date.now() + SEND_LIMITS.windowMs - 60_000);
    // The owner's own machine is not locked out by what a stranger used up.
    expect((await post(sendOtp, SEND, { email, purpose: 'registration' }, freshIp())).status).toBe(200);
    // Resends count too.
    const first = await open(freshEmail());
    for (let i = 1; i < SEND_LIMITS.perEmail; i++) {
      await moveBack(first.token, 'lastSentAt', OTP_POLICY.resendWaitMs);
      expect((await post(resendOtp, RESEND, { session_token: first.token }, first.ip)).status).toBe(200);
    }
    await moveBack(first.token, 'lastSentAt', OTP_POLICY.resendWaitMs);
    expect((await post(resendOtp, RESEND, { session_token: first.token }, first.ip)).body.error_code).toBe(
      AUTH_ERROR_CODES.rateLimited,
    );
  });

  it(`allows ${SEND_LIMITS.perClientIp} codes an hour per client address, to any inbox`, async () => {
    const ip = freshIp();
    for (let i = 0; i < SEND_LIMITS.perClientIp; i++) {
      expect((await post(sendOtp, SEND, { email: freshEmail(), purpose: 'login' }, ip)).status).toBe(200);
    }
    const over = await post(sendOtp, SEND, { email: freshEmail(), purpose: 'login' }, ip);
    expect(over.status).toBe(429);
    expect(over.body.error_code).toBe(AUTH_ERROR_CODES.rateLimited);
    // Another client is not affected.
    expect((await post(sendOtp, SEND, { email: freshEmail(), purpose: 'login' }, freshIp())).status).toBe(200);
  });

  it('frees a slot when the oldest send leaves the hour', async () => {
    const email = freshEmail();
    const ip = freshIp();
    for (let i = 0; i < SEND_LIMITS.perEmail; i++) await post(sendOtp, SEND, { email, purpose: 'registration' }, ip);
    expect((await post(sendOtp, SEND, { email, purpose: 'registration' }, ip)).status).toBe(429);
    const db = await getDb();
    const [oldest] = await db
      .select()
      .from(otpSendEvents)
      .where(eq(otpSendEvents.email, email))
      .orderBy(otpSendEvents.id)
      .limit(1);
    await db
      .update(otpSendEvents)
      .set({ createdAt: new Date(Date.now() - SEND_LIMITS.windowMs - 1000) })
      .where(eq(otpSendEvents.id, oldest.id));
    expect((await post(sendOtp, SEND, { email, purpose: 'registration' }, ip)).status).toBe(200);
  });
});
