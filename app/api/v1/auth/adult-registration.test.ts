// The age confirmation at registration (DPDP Act s.9): the register page sends `user.adult: true`; an API
// client that sends false is refused with 400 naming `user.adult` and no account is made; a client that
// follows the spec's body, without the field, still registers.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { PRIVACY_NOTICE_MESSAGES } from '@/lib/shared/messages/privacy-notice-messages';
import { freshEmail, freshIp, latestCode, post, silenceMailLog } from '@/test-support/accounts-api';
import { POST as sendOtp } from './send_otp/route';
import { POST as verifyOtp } from './verify_otp/route';

process.env.TRUST_PROXY = '1';
silenceMailLog();

async function register(email: string, extra: Record<string, unknown>) {
  const ip = freshIp();
  const sent = await post(sendOtp, '/api/v1/auth/send_otp', { email, purpose: 'registration' }, ip);
  expect(sent.status).toBe(200);
  const user = {
    first_name: 'Meera',
    last_name: 'Iyer',
    email,
    password: 'secret123',
    password_confirmation: 'secret123',
  };
  return post(
    verifyOtp,
    '/api/v1/auth/verify_otp',
    { session_token: sent.body.session_token, otp_code: await latestCode(email), user: { ...user, ...extra } },
    ip,
  );
}

const accounts = async (email: string) => (await getDb()).select().from(users).where(eq(users.email, email));

it('refuses a registration that says the buyer is not 18, naming user.adult', async () => {
  const email = freshEmail('minor');
  const refused = await register(email, { adult: false });
  expect(refused.status).toBe(400);
  expect(refused.body.errors['user.adult']).toEqual([PRIVACY_NOTICE_MESSAGES.adultRequired]);
  expect(await accounts(email)).toHaveLength(0);
});

it('registers with the confirmation, and without the field as the spec describes the body', async () => {
  for (const extra of [{ adult: true }, {}]) {
    const email = freshEmail('adult');
    const done = await register(email, extra);
    expect(done.status).toBe(200);
    expect(await accounts(email)).toHaveLength(1);
  }
});
