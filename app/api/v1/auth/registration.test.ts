// Registration (spec sections 4, 5, 7): send_otp, then verify_otp with the new account's details.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { otpSessions, users } from '@/lib/server/db/schema';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { AUTH_ERROR_CODES, PASSWORD_MAX_LENGTH } from '@/lib/shared/schemas/auth-schema';
import { AUTH_VALIDATION_MESSAGES, OTP_DIALOG_MESSAGES, REGISTER_MESSAGES } from '@/lib/shared/messages/auth';
import { POST as sendOtp } from './send_otp/route';
import { POST as verifyOtp } from './verify_otp/route';
import { GET as me } from './me/route';
import {
  freshEmail,
  freshIp,
  latestCode,
  latestMail,
  post,
  silenceMailLog,
  wrongCode,
} from '@/test-support/accounts-api';

process.env.TRUST_PROXY = '1';
silenceMailLog();

const SEND = '/api/v1/auth/send_otp';
const VERIFY = '/api/v1/auth/verify_otp';

function newUser(email: string, password = 'secret123') {
  return { first_name: 'Meera', last_name: 'Iyer', email, password, password_confirmation: password };
}

async function startRegistration(email: string, ip = freshIp()) {
  const sent = await post(sendOtp, SEND, { email, purpose: 'registration' }, ip);
  expect(sent.status).toBe(200);
  return sent.body.session_token as string;
}

describe('registration', () => {
  it('sends a code, and creates the account and a session only when the code is verified', async () => {
    const email = freshEmail();
    const before = Date.now();
    const sent = await post(sendOtp, SEND, { email, purpose: 'registration' });
    const after = Date.now();
    expect(sent.status).toBe(200);
    expect(Object.keys(sent.body).sort()).toEqual(['can_resend_at', 'expires_in', 'message', 'session_token']);
    expect(sent.body.expires_in).toBe(600);
    expect(sent.body.session_token.length).toBeGreaterThanOrEqual(43);
    const canResendAt = Date.parse(sent.body.can_resend_at);
    expect(canResendAt).toBeGreaterThanOrEqual(before + 60_000);
    expect(canResendAt).toBeLessThanOrEqual(after + 60_000);

    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    const mail = await latestMail(email);
    const code = await latestCode(email);
    expect(mail.text).toContain(code);
    expect(mail.html).toContain(code);

    const verified = await post(verifyOtp, VERIFY, {
      session_token: sent.body.session_token,
      otp_code: code,
      user: newUser(email),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe(REGISTER_MESSAGES.verified);
    expect(verified.body.user).toEqual({
      id: expect.any(Number),
      first_name: 'Meera',
      last_name: 'Iyer',
      name: 'Meera Iyer',
      email,
      avatar: null,
    });
    expect(typeof verified.body.token).toBe('string');

    const [row] = await db.select().from(users).where(eq(users.email, email));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);

    const bearer = await callRoute(me, '/api/v1/auth/me', {
      headers: { authorization: `Bearer ${verified.body.token}` },
    });
    expect(bearer.status).toBe(200);
    expect(bearer.body.user.email).toBe(email);
  });

  it('sets an httpOnly, SameSite=Lax session cookie, Secure and __Host- prefixed over https', async () => {
    const plainEmail = freshEmail();
    const plainToken = await startRegistration(plainEmail);
    const plain = await post(verifyOtp, VERIFY, {
      session_token: plainToken,
      otp_code: await latestCode(plainEmail),
      user: newUser(plainEmail),
    });
    const plainCookie = plain.headers.get('set-cookie')!;
    expect(plainCookie).toMatch(/^session=[\w-]{43,};/);
    expect(plainCookie).toMatch(/HttpOnly/i);
    expect(plainCookie).toMatch(/SameSite=Lax/i);
    expect(plainCookie).toMatch(/Path=\//);
    expect(plainCookie).not.toMatch(/Secure/i);

    const secureEmail = freshEmail();
    const ip = freshIp();
    const secureToken = await startRegistration(secureEmail, ip);
    const secure = await post(
      verifyOtp,
      VERIFY,
      { session_token: secureToken, otp_code: await latestCode(secureEmail), user: newUser(secureEmail) },
      ip,
      { 'x-forwarded-proto': 'https' },
    );
    const secureCookie = secure.headers.get('set-cookie')!;
    expect(secureCookie).toMatch(/^__Host-session=/);
    expect(secureCookie).toMatch(/Secure/i);
    expect(secureCookie).toMatch(/HttpOnly/i);
    expect(secureCookie).toMatch(/SameSite=Lax/i);
    expect(secureCookie).not.toMatch(/Domain=/i);
  });

  it('stores the address lower-cased, however it was typed', async () => {
    const email = freshEmail('Mixed.Case');
    const typed = `  ${email.toUpperCase()} `;
    const ip = freshIp();
    const sent = await post(sendOtp, SEND, { email: typed, purpose: 'registration' }, ip);
    expect(sent.status).toBe(200);
    const verified = await post(
      verifyOtp,
      VERIFY,
      { session_token: sent.body.session_token, otp_code: await latestCode(email), user: newUser(typed) },
      ip,
    );
    expect(verified.status).toBe(200);
    expect(verified.body.user.email).toBe(email.toLowerCase());
  });

  it('answers send_otp for an address with an account exactly as for a new one, and mails a notice instead of a code', async () => {
    const existing = await createShopper({ email: freshEmail('taken') });
    const fresh = freshEmail();
    const forExisting = await post(sendOtp, SEND, { email: existing.user.email, purpose: 'registration' });
    const forNew = await post(sendOtp, SEND, { email: fresh, purpose: 'registration' });
    expect(forExisting.status).toBe(forNew.status);
    expect(Object.keys(forExisting.body).sort()).toEqual(Object.keys(forNew.body).sort());
    expect(forExisting.body.message).toBe(forNew.body.message);
    expect(forExisting.body.expires_in).toBe(forNew.body.expires_in);

    const notice = await latestMail(existing.user.email);
    expect(notice.subject).toMatch(/already have/i);
    expect(notice.subject).not.toMatch(/\d{6}/);
    expect(notice.text).not.toMatch(/\b\d{6}\b/);

    // Whatever code is tried, the answer is the generic wrong-code one, and no second account appears.
    for (const guess of ['000000', '123456']) {
      const verified = await post(verifyOtp, VERIFY, {
        session_token: forExisting.body.session_token,
        otp_code: guess,
        user: newUser(existing.user.email, 'another-pass'),
      });
      expect(verified.status).toBe(400);
      expect(verified.body).toMatchObject({
        message: OTP_DIALOG_MESSAGES.invalidOtp,
        error_code: AUTH_ERROR_CODES.invalidOtp,
      });
    }
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.email, existing.user.email))).toHaveLength(1);
  });

  it('binds the code to the address it was sent to', async () => {
    const email = freshEmail();
    const token = await startRegistration(email);
    const other = freshEmail('other');
    const verified = await post(verifyOtp, VERIFY, {
      session_token: token,
      otp_code: await latestCode(email),
      user: newUser(other),
    });
    expect(verified.status).toBe(400);
    expect(verified.body.error_code).toBe(AUTH_ERROR_CODES.invalidOtp);
  });

  it('binds the code to its purpose: a registration code does not log in', async () => {
    const email = freshEmail();
    const token = await startRegistration(email);
    const asLogin = await post(verifyOtp, VERIFY, {
      session_token: token,
      otp_code: await latestCode(email),
      email,
      password: 'secret123',
    });
    expect(asLogin.status).toBe(400);
    expect(asLogin.body.error_code).toBe(AUTH_ERROR_CODES.invalidOtp);
  });

  it('keeps only an HMAC of the code: no column of the OTP session holds the code', async () => {
    const email = freshEmail();
    const token = await startRegistration(email);
    const code = await latestCode(email);
    const db = await getDb();
    const [row] = await db.select().from(otpSessions).where(eq(otpSessions.email, email));
    expect(row.codeHmac).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('refuses passwords over 128 characters, mismatched confirmations and short names with the form messages', async () => {
    const email = freshEmail();
    const token = await startRegistration(email);
    const code = await latestCode(email);
    const long = 'x'.repeat(PASSWORD_MAX_LENGTH + 1);
    const tooLong = await post(verifyOtp, VERIFY, { session_token: token, otp_code: code, user: newUser(email, long) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error_code).toBe('VALIDATION_FAILED');
    expect(tooLong.body.errors['user.password']).toEqual([AUTH_VALIDATION_MESSAGES.passwordTooLong]);

    const mismatch = await post(verifyOtp, VERIFY, {
      session_token: token,
      otp_code: code,
      user: { ...newUser(email), password_confirmation: 'different1' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors['user.password_confirmation']).toEqual([AUTH_VALIDATION_MESSAGES.passwordsDiffer]);

    const short = await post(verifyOtp, VERIFY, {
      session_token: token,
      otp_code: code,
      user: newUser(email, '12345'),
    });
    expect(short.body.errors['user.password']).toEqual([AUTH_VALIDATION_MESSAGES.passwordTooShort]);

    // None of these spent an attempt: the right code still registers.
    const ok = await post(verifyOtp, VERIFY, {
      session_token: token,
      otp_code: code,
      user: newUser(email, 'x'.repeat(PASSWORD_MAX_LENGTH)),
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a second verification with the same code (single use)', async () => {
    const email = freshEmail();
    const token = await startRegistration(email);
    const code = await latestCode(email);
    const first = await post(verifyOtp, VERIFY, { session_token: token, otp_code: code, user: newUser(email) });
    expect(first.status).toBe(200);
    const replay = await post(verifyOtp, VERIFY, { session_token: token, otp_code: code, user: newUser(email) });
    expect(replay.status).toBe(400);
    expect(replay.body.error_code).toBe(AUTH_ERROR_CODES.noSessionToken);
    expect(wrongCode(code)).not.toBe(code);
  });
});
