// Login in two steps: email and password mail a code, then the code and the password again.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { otpSessions, sessions } from '@/lib/server/db/schema';
import { hashToken } from '@/lib/server/auth/tokens';
import { SIGN_IN_SEND_LIMITS } from '@/lib/server/auth/otp-policy';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { AUTH_ERROR_CODES, PASSWORD_MAX_LENGTH } from '@/lib/shared/schemas/auth-schema';
import { LOGIN_MESSAGES, OTP_SERVER_MESSAGES } from '@/lib/shared/messages/auth';
import { POST as login } from './login/route';
import { POST as sendOtp } from './send_otp/route';
import { POST as verifyOtp } from './verify_otp/route';
import { GET as me } from './me/route';
import { freshEmail, freshIp, latestCode, latestMail, post, silenceMailLog } from '@/test-support/accounts-api';

process.env.TRUST_PROXY = '1';
silenceMailLog();

const LOGIN = '/api/v1/auth/login';
const VERIFY = '/api/v1/auth/verify_otp';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = process.hrtime.bigint();
  const result = await fn();
  return [result, Number(process.hrtime.bigint() - start) / 1e6];
}

describe('POST /auth/login', () => {
  it('answers a wrong password and an unknown address identically, in about the same time', async () => {
    const shopper = await createShopper({ email: freshEmail('known') });
    const ip = freshIp();
    const wrongPassword = () => post(login, LOGIN, { email: shopper.user.email, password: 'not-the-password' }, ip);
    const unknownEmail = () => post(login, LOGIN, { email: freshEmail('nobody'), password: 'not-the-password' }, ip);
    await wrongPassword();
    await unknownEmail();

    const wrongTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 9; i++) {
      const [a, aMs] = await timed(wrongPassword);
      const [b, bMs] = await timed(unknownEmail);
      expect(a.status).toBe(401);
      expect(b.status).toBe(401);
      expect(a.body).toEqual({
        message: LOGIN_MESSAGES.invalidCredentials,
        error_code: AUTH_ERROR_CODES.invalidCredentials,
      });
      expect(b.body).toEqual(a.body);
      wrongTimes.push(aMs);
      unknownTimes.push(bMs);
    }
    // Within 2x of each other. Skipping the hash for unknown addresses made the ratio about 2.7 here: the
    // hash is most of the work, and the decoy hash is what keeps the two paths alike.
    const ratio = median(wrongTimes) / median(unknownTimes);
    expect(ratio).toBeGreaterThan(1 / 2);
    expect(ratio).toBeLessThan(2);
    // Failed logins mail nothing.
    expect(await latestMail(shopper.user.email)).toBeUndefined();
  });

  it('mails a code for the right password and answers otp_required with the OTP session', async () => {
    const shopper = await createShopper({ email: freshEmail() });
    const answer = await post(login, LOGIN, { email: shopper.user.email.toUpperCase(), password: shopper.password });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      otp_required: true,
      message: OTP_SERVER_MESSAGES.sent,
      session_token: expect.any(String),
      expires_in: 600,
      can_resend_at: expect.any(String),
    });
    const mail = await latestMail(shopper.user.email);
    expect(mail.subject).toMatch(/^\d{6} is your .+ login code$/);
  });

  it('logs in with the code and the password, rotating the session the browser came with', async () => {
    const shopper = await createShopper({ email: freshEmail() });
    const ip = freshIp();
    const started = await post(login, LOGIN, { email: shopper.user.email, password: shopper.password }, ip);
    const verified = await post(
      verifyOtp,
      VERIFY,
      {
        session_token: started.body.session_token,
        otp_code: await latestCode(shopper.user.email),
        email: shopper.user.email,
        password: shopper.password,
      },
      ip,
      { cookie: `session=${shopper.token}` },
    );
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(LOGIN_MESSAGES.success);
    expect(verified.body.user).toEqual(shopper.user);
    expect(verified.body.token).not.toBe(shopper.token);
    expect(verified.headers.get('set-cookie')).toContain(`session=${verified.body.token}`);

    const db = await getDb();
    const [old] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(shopper.token)));
    expect(old.revokedAt).toBeInstanceOf(Date);
    const oldToken = await callRoute(me, '/api/v1/auth/me', { headers: { authorization: `Bearer ${shopper.token}` } });
    expect(oldToken.status).toBe(401);
    const newToken = await callRoute(me, '/api/v1/auth/me', { headers: { cookie: `session=${verified.body.token}` } });
    expect(newToken.status).toBe(200);
  });

  it('checks the password again at verify, and a wrong one ends the OTP session', async () => {
    const shopper = await createShopper({ email: freshEmail() });
    const started = await post(login, LOGIN, { email: shopper.user.email, password: shopper.password });
    const code = await latestCode(shopper.user.email);
    const body = { session_token: started.body.session_token, otp_code: code, email: shopper.user.email };
    const wrong = await post(verifyOtp, VERIFY, { ...body, password: 'guessed-wrong' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error_code).toBe(AUTH_ERROR_CODES.invalidCredentials);
    const right = await post(verifyOtp, VERIFY, { ...body, password: shopper.password });
    expect(right.status).toBe(400);
    expect(right.body.error_code).toBe(AUTH_ERROR_CODES.noSessionToken);
  });

  it('binds the code to the address: the code of one account does not verify another', async () => {
    const a = await createShopper({ email: freshEmail('a') });
    const b = await createShopper({ email: freshEmail('b'), password: a.password });
    const started = await post(login, LOGIN, { email: a.user.email, password: a.password });
    const swapped = await post(verifyOtp, VERIFY, {
      session_token: started.body.session_token,
      otp_code: await latestCode(a.user.email),
      email: b.user.email,
      password: b.password,
    });
    expect(swapped.status).toBe(400);
    expect(swapped.body.error_code).toBe(AUTH_ERROR_CODES.invalidOtp);
  });

  it('refuses a password over 128 characters without hashing it', async () => {
    const shopper = await createShopper({ email: freshEmail() });
    const answer = await post(login, LOGIN, {
      email: shopper.user.email,
      password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error_code).toBe('VALIDATION_FAILED');
  });

  it('over the sign-in send limit answers 429 for right and wrong passwords alike (no password oracle)', async () => {
    const shopper = await createShopper({ email: freshEmail() });
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_SEND_LIMITS.perAccountClient; i++) {
      expect((await post(login, LOGIN, { email: shopper.user.email, password: shopper.password }, ip)).status).toBe(
        200,
      );
    }
    const right = await post(login, LOGIN, { email: shopper.user.email, password: shopper.password }, ip);
    const wrong = await post(login, LOGIN, { email: shopper.user.email, password: 'wrong-password' }, ip);
    expect(right.status).toBe(429);
    expect(wrong.status).toBe(429);
    expect(right.body.error_code).toBe(AUTH_ERROR_CODES.rateLimited);
    expect(wrong.body.message).toBe(right.body.message);
  });
});

describe('POST /auth/send_otp with purpose login', () => {
  it('answers the same for known and unknown addresses; only the known one gets a code', async () => {
    const shopper = await createShopper({ email: freshEmail() });
    const unknown = freshEmail('nobody');
    const known = await post(sendOtp, '/api/v1/auth/send_otp', { email: shopper.user.email, purpose: 'login' });
    const missing = await post(sendOtp, '/api/v1/auth/send_otp', { email: unknown, purpose: 'login' });
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(missing.body).sort());
    expect(known.body.message).toBe(missing.body.message);
    expect((await latestMail(shopper.user.email)).subject).toMatch(/^\d{6} /);
    const notice = await latestMail(unknown);
    expect(notice.subject).not.toMatch(/\d{6}/);

    // The code alone does not log in: verify checks the password.
    const code = await latestCode(shopper.user.email);
    const noPassword = await post(verifyOtp, VERIFY, {
      session_token: known.body.session_token,
      otp_code: code,
      email: shopper.user.email,
      password: 'wrong-pass',
    });
    expect(noPassword.status).toBe(401);

    const db = await getDb();
    const rows = await db.select().from(otpSessions).where(eq(otpSessions.email, unknown));
    expect(rows).toHaveLength(1);
  });
});
