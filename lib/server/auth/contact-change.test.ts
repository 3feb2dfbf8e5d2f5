// A signed-in shopper adds or changes their mobile number and email address, through
// /api/v1/auth/me/phone and /api/v1/auth/me/email: the code sent to the new one decides.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { AUTH_ERROR_CODES } from '@/lib/shared/schemas/auth-schema';
import { POST as startPhone, PUT as verifyPhone } from '@/app/api/v1/auth/me/phone/route';
import { POST as startEmail, PUT as verifyEmail } from '@/app/api/v1/auth/me/email/route';
import { POST as sendOtp } from '@/app/api/v1/auth/send_otp/route';
import { POST as verifyOtp } from '@/app/api/v1/auth/verify_otp/route';
import {
  browserHeaders,
  freshEmail,
  freshIp,
  freshPhone,
  latestCode,
  latestPhoneCode,
  post,
  silenceMailLog,
  wrongCode,
} from '@/test-support/accounts-api';

process.env.TRUST_PROXY = '1';
silenceMailLog();

const PHONE = '/api/v1/auth/me/phone';
const EMAIL = '/api/v1/auth/me/email';

type Shopper = Awaited<ReturnType<typeof createShopper>>;
const as = (shopper: Shopper, method: string, body: unknown) => ({
  method,
  body,
  headers: { ...browserHeaders(freshIp()), cookie: `session=${shopper.token}` },
});

/** `typed` is the number as the shopper types it (default: as stored). */
async function proveNumber(shopper: Shopper, phone: string, channel = 'sms', typed = phone) {
  const started = await callRoute(startPhone, PHONE, as(shopper, 'POST', { phone: typed, channel }));
  expect(started.status).toBe(200);
  const { code, channel: sentBy } = await latestPhoneCode(phone);
  expect(sentBy).toBe(channel);
  return { token: started.body.session_token as string, code };
}

describe('changing the number and the address while signed in', () => {
  it('adds a number by a code sent to it, after which the number signs in', async () => {
    const shopper = await createShopper();
    const phone = freshPhone();
    const { token, code } = await proveNumber(shopper, phone, 'whatsapp', phone.slice(3));
    const wrong = await callRoute(
      verifyPhone,
      PHONE,
      as(shopper, 'PUT', { session_token: token, otp_code: wrongCode(code), phone }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error_code).toBe(AUTH_ERROR_CODES.invalidOtp);
    const saved = await callRoute(
      verifyPhone,
      PHONE,
      as(shopper, 'PUT', { session_token: token, otp_code: code, phone }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ id: shopper.user.id, email: shopper.user.email, phone });

    const login = await post(sendOtp, '/api/v1/auth/send_otp', { phone, channel: 'sms', purpose: 'login' });
    const signedIn = await post(verifyOtp, '/api/v1/auth/verify_otp', {
      session_token: login.body.session_token,
      otp_code: (await latestPhoneCode(phone)).code,
      phone,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(shopper.user.id);
  });

  it('refuses a number verified on another account, and keeps both accounts as they were', async () => {
    const first = await createShopper();
    const second = await createShopper();
    const phone = freshPhone();
    const one = await proveNumber(first, phone);
    const ok = await callRoute(
      verifyPhone,
      PHONE,
      as(first, 'PUT', { session_token: one.token, otp_code: one.code, phone }),
    );
    expect(ok.status).toBe(200);
    const two = await proveNumber(second, phone);
    const taken = await callRoute(
      verifyPhone,
      PHONE,
      as(second, 'PUT', { session_token: two.token, otp_code: two.code, phone }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error_code).toBe(AUTH_ERROR_CODES.phoneTaken);
    const db = await getDb();
    const [a] = await db.select().from(users).where(eq(users.id, first.user.id));
    const [b] = await db.select().from(users).where(eq(users.id, second.user.id));
    expect(a.phone).toBe(phone);
    expect(b.phone).toBeNull();
  });

  it("does not take another account's code session", async () => {
    const owner = await createShopper();
    const other = await createShopper();
    const phone = freshPhone();
    const { token, code } = await proveNumber(owner, phone);
    const stolen = await callRoute(
      verifyPhone,
      PHONE,
      as(other, 'PUT', { session_token: token, otp_code: code, phone }),
    );
    expect(stolen.status).toBe(400);
    expect(stolen.body.error_code).toBe(AUTH_ERROR_CODES.noSessionToken);
  });

  it('changes the address by a code mailed to the new one, and refuses one another account holds', async () => {
    const shopper = await createShopper();
    const next = freshEmail('new');
    const started = await callRoute(startEmail, EMAIL, as(shopper, 'POST', { email: next }));
    expect(started.status).toBe(200);
    const saved = await callRoute(
      verifyEmail,
      EMAIL,
      as(shopper, 'PUT', { session_token: started.body.session_token, otp_code: await latestCode(next), email: next }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.user.email).toBe(next);

    const holder = await createShopper();
    const again = await callRoute(startEmail, EMAIL, as(shopper, 'POST', { email: holder.user.email }));
    expect(again.status).toBe(200);
    const taken = await callRoute(
      verifyEmail,
      EMAIL,
      as(shopper, 'PUT', {
        session_token: again.body.session_token,
        otp_code: await latestCode(holder.user.email),
        email: holder.user.email,
      }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error_code).toBe(AUTH_ERROR_CODES.emailTaken);
  });

  it('asks for a session, and names a bad number', async () => {
    const anonymous = await callRoute(startPhone, PHONE, {
      method: 'POST',
      body: { phone: freshPhone() },
      headers: browserHeaders(freshIp()),
    });
    expect(anonymous.status).toBe(401);
    const shopper = await createShopper();
    const bad = await callRoute(startPhone, PHONE, as(shopper, 'POST', { phone: '1234' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['phone']);
  });
});
