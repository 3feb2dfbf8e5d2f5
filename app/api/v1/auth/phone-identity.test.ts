// A mobile number as an identity: registration and login by a code sent by SMS or WhatsApp, with
// the email flow's rules (expiry, single use, attempts, send limits, nothing told to a stranger).
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { otpSessions, users } from '@/lib/server/db/schema';
import { hashToken } from '@/lib/server/auth/tokens';
import { OTP_POLICY, SEND_LIMITS } from '@/lib/server/auth/otp-policy';
import { callRoute } from '@/test-support/call-route';
import { AUTH_ERROR_CODES } from '@/lib/shared/schemas/auth-schema';
import { PHONE_FIELD_MESSAGES } from '@/lib/shared/messages/phone-auth';
import { POST as sendOtp } from './send_otp/route';
import { POST as verifyOtp } from './verify_otp/route';
import { GET as me } from './me/route';
import {
  freshIp,
  freshPhone,
  latestPhoneCode,
  latestPhoneMessage,
  post,
  silenceMailLog,
  wrongCode,
} from '@/test-support/accounts-api';

process.env.TRUST_PROXY = '1';
silenceMailLog();

const SEND = '/api/v1/auth/send_otp';
const VERIFY = '/api/v1/auth/verify_otp';

const send = (phone: string, channel: string, purpose: string, ip = freshIp()) =>
  post(sendOtp, SEND, { phone, channel, purpose }, ip);

async function register(phone: string, extra: Record<string, unknown> = {}) {
  const sent = await send(phone, 'sms', 'registration');
  expect(sent.status).toBe(200);
  const { code } = await latestPhoneCode(phone);
  return post(verifyOtp, VERIFY, {
    session_token: sent.body.session_token,
    otp_code: code,
    user: { first_name: 'Lakshmi', last_name: 'Rao', phone, ...extra },
  });
}

describe('registration and login with a mobile number', () => {
  it('registers with an SMS code and signs in later with a WhatsApp code, answering like the email flow', async () => {
    const phone = freshPhone();
    const typed = `0${phone.slice(3, 8)} ${phone.slice(8)}`;
    const sent = await send(typed, 'sms', 'registration');
    expect(sent.status).toBe(200);
    expect(Object.keys(sent.body).sort()).toEqual(['can_resend_at', 'expires_in', 'message', 'session_token']);
    expect(sent.body.expires_in).toBe(600);
    const sms = await latestPhoneCode(phone);
    expect(sms.channel).toBe('sms');

    const registered = await post(verifyOtp, VERIFY, {
      session_token: sent.body.session_token,
      otp_code: sms.code,
      user: { first_name: 'Lakshmi', last_name: 'Rao', phone: typed },
    });
    expect(registered.status).toBe(200);
    expect(typeof registered.body.token).toBe('string');
    expect(registered.body.user).toEqual({
      id: expect.any(Number),
      first_name: 'Lakshmi',
      last_name: 'Rao',
      name: 'Lakshmi Rao',
      email: null,
      phone,
      avatar: null,
    });
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.phone, phone));
    expect(row.passwordHash).toBeNull();
    expect(row.phoneVerifiedAt).toBeInstanceOf(Date);

    const login = await send(phone, 'whatsapp', 'login');
    expect(login.status).toBe(200);
    const whatsapp = await latestPhoneCode(phone);
    expect(whatsapp.channel).toBe('whatsapp');
    const signedIn = await post(verifyOtp, VERIFY, {
      session_token: login.body.session_token,
      otp_code: whatsapp.code,
      phone,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(registered.body.user.id);
    const profile = await callRoute(me, '/api/v1/auth/me', {
      headers: { authorization: `Bearer ${signedIn.body.token}` },
    });
    expect(profile.body.user.phone).toBe(phone);
  });

  it('keeps an email given at registration unproved, and refuses one another account holds', async () => {
    const phone = freshPhone();
    const withEmail = await register(phone, { email: `Phone.${Date.now()}@Example.com` });
    expect(withEmail.status).toBe(200);
    expect(withEmail.body.user.email).toMatch(/^phone\.\d+@example\.com$/);
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.phone, phone));
    expect(row.emailVerifiedAt).toBeNull();

    const [owner] = await db
      .insert(users)
      .values({ email: `owner.${Date.now()}@example.com`, firstName: 'A', passwordHash: 'x' })
      .returning();
    const second = await register(freshPhone(), { email: owner.email });
    expect(second.status).toBe(409);
    expect(second.body.error_code).toBe(AUTH_ERROR_CODES.emailTaken);
  });

  it('refuses a wrong, an expired and a reused code', async () => {
    const phone = freshPhone();
    expect((await register(phone)).status).toBe(200);
    const sent = await send(phone, 'sms', 'login');
    const { code } = await latestPhoneCode(phone);
    const wrong = await post(verifyOtp, VERIFY, {
      session_token: sent.body.session_token,
      otp_code: wrongCode(code),
      phone,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_code).toBe(AUTH_ERROR_CODES.invalidOtp);
    expect(wrong.body.attempts_remaining).toBe(OTP_POLICY.maxAttempts - 1);

    const ok = await post(verifyOtp, VERIFY, { session_token: sent.body.session_token, otp_code: code, phone });
    expect(ok.status).toBe(200);
    const reused = await post(verifyOtp, VERIFY, { session_token: sent.body.session_token, otp_code: code, phone });
    expect(reused.status).toBe(400);
    expect(reused.body.error_code).toBe(AUTH_ERROR_CODES.noSessionToken);

    const late = await send(phone, 'whatsapp', 'login');
    const lateCode = (await latestPhoneCode(phone)).code;
    const db = await getDb();
    await db
      .update(otpSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpSessions.tokenHash, hashToken(late.body.session_token)));
    const expired = await post(verifyOtp, VERIFY, {
      session_token: late.body.session_token,
      otp_code: lateCode,
      phone,
    });
    expect(expired.status).toBe(400);
    expect(expired.body.error_code).toBe(AUTH_ERROR_CODES.otpExpired);
  });

  it('ends a session after five wrong codes', async () => {
    const phone = freshPhone();
    expect((await register(phone)).status).toBe(200);
    const sent = await send(phone, 'sms', 'login');
    const { code } = await latestPhoneCode(phone);
    for (let i = 0; i < OTP_POLICY.maxAttempts; i += 1)
      await post(verifyOtp, VERIFY, { session_token: sent.body.session_token, otp_code: wrongCode(code), phone });
    const right = await post(verifyOtp, VERIFY, { session_token: sent.body.session_token, otp_code: code, phone });
    expect(right.status).toBe(429);
    expect(right.body.error_code).toBe(AUTH_ERROR_CODES.tooManyAttempts);
  });

  it('counts sends per number and client: the last allowed one goes, the next is 429', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    for (let i = 0; i < SEND_LIMITS.perEmail; i += 1)
      expect((await send(phone, 'sms', 'registration', ip)).status).toBe(200);
    const over = await send(phone, 'whatsapp', 'registration', ip);
    expect(over.status).toBe(429);
    expect(over.body.error_code).toBe(AUTH_ERROR_CODES.rateLimited);
    // Another client still has its own allowance for the number, up to the number's bound across clients.
    for (let sent = SEND_LIMITS.perEmail; sent < SEND_LIMITS.perAddress; sent += 1)
      expect((await send(phone, 'sms', 'registration')).status).toBe(200);
    const flooded = await send(phone, 'sms', 'registration');
    expect(flooded.status).toBe(429);
    expect(flooded.body.error_code).toBe(AUTH_ERROR_CODES.rateLimited);
  });

  it('tells a stranger nothing: the same answer for a registered and an unregistered number', async () => {
    const known = freshPhone();
    expect((await register(known)).status).toBe(200);
    const unknown = freshPhone();
    for (const purpose of ['login', 'registration']) {
      const a = await send(known, 'sms', purpose);
      const b = await send(unknown, 'sms', purpose);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(Object.keys(a.body).sort()).toEqual(Object.keys(b.body).sort());
      expect(a.body.message).toBe(b.body.message);
      expect(a.body.expires_in).toBe(b.body.expires_in);
    }
    // No login code goes to a number without an account, so no guess signs in.
    const stranger = freshPhone();
    const sent = await send(stranger, 'sms', 'login');
    expect(sent.status).toBe(200);
    expect(await latestPhoneMessage(stranger)).toBeUndefined();
    const guess = await post(verifyOtp, VERIFY, {
      session_token: sent.body.session_token,
      otp_code: '123456',
      phone: stranger,
    });
    expect(guess.status).toBe(400);
    expect(guess.body.error_code).toBe(AUTH_ERROR_CODES.invalidOtp);
  });

  it('refuses a number verified on one account to a second registration', async () => {
    const phone = freshPhone();
    expect((await register(phone)).status).toBe(200);
    const again = await send(phone, 'sms', 'registration');
    const guess = await post(verifyOtp, VERIFY, {
      session_token: again.body.session_token,
      otp_code: '000000',
      user: { first_name: 'Other', phone },
    });
    expect(guess.status).toBe(400);
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.phone, phone))).toHaveLength(1);
  });

  it('answers a bad number with 400 naming phone', async () => {
    for (const phone of ['12345', '5876543210', '+1 415 555 0100', '', 9876543210]) {
      const sent = await post(sendOtp, SEND, { phone, channel: 'sms', purpose: 'login' });
      expect(sent.status).toBe(400);
      expect(sent.body.error_code).toBe('VALIDATION_FAILED');
      expect(Object.keys(sent.body.errors)).toEqual(['phone']);
    }
    const bad = await post(sendOtp, SEND, { phone: '98765 4321', channel: 'sms', purpose: 'login' });
    expect(bad.body.errors.phone).toEqual([PHONE_FIELD_MESSAGES.phoneInvalid]);
    const channel = await post(sendOtp, SEND, { phone: freshPhone(), channel: 'telegram', purpose: 'login' });
    expect(channel.status).toBe(400);
    expect(Object.keys(channel.body.errors)).toEqual(['channel']);
    const verify = await post(verifyOtp, VERIFY, { session_token: 'x'.repeat(43), otp_code: '123456', phone: '12' });
    expect(verify.status).toBe(400);
    expect(Object.keys(verify.body.errors)).toEqual(['phone']);
  });
});
