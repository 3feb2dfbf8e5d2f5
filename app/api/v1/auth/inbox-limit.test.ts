// One inbox, bounded: code mails to one address were limited per client only, so 10 clients sent
// 50 mails to one inbox in 1.3 s. Now at most SEND_LIMITS.perAddress an hour reach an address, however many
// clients ask, and the rest get the usual 429 with retry_after. The code a right password sends has its own
// budget (sign-in-budget.test.ts).
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mailOutbox } from '@/lib/server/db/schema';
import { SEND_LIMITS } from '@/lib/server/auth/otp-policy';
import { createShopper } from '@/test-support/create-shopper';
import { AUTH_ERROR_CODES } from '@/lib/shared/schemas/auth-schema';
import { OTP_SERVER_MESSAGES } from '@/lib/shared/messages/auth';
import { POST as sendOtp } from './send_otp/route';
import { POST as login } from './login/route';
import { freshEmail, freshIp, post, silenceMailLog } from '@/test-support/accounts-api';

process.env.TRUST_PROXY = '1';
silenceMailLog();

const SEND = '/api/v1/auth/send_otp';
const CLIENTS = 14;
// Dozens of sends, each a transaction and a mail, on a shared CI machine: a limit, not a speed check.
jest.setTimeout(120_000);

async function mailsTo(email: string): Promise<number> {
  const db = await getDb();
  return (await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, email))).length;
}

describe('code mails per address', () => {
  it(`sends at most ${SEND_LIMITS.perAddress} an hour to one inbox from ${CLIENTS} clients, one after another`, async () => {
    expect(SEND_LIMITS.perAddress).toBe(10);
    const email = freshEmail('inbox');
    const answers = [];
    for (let i = 0; i < CLIENTS; i++) answers.push(await post(sendOtp, SEND, { email, purpose: 'login' }, freshIp()));
    expect(answers.slice(0, SEND_LIMITS.perAddress).map((a) => a.status)).toEqual(
      Array(SEND_LIMITS.perAddress).fill(200),
    );
    for (const over of answers.slice(SEND_LIMITS.perAddress)) {
      expect(over.status).toBe(429);
      expect(over.body).toEqual({
        message: OTP_SERVER_MESSAGES.rateLimited,
        error_code: AUTH_ERROR_CODES.rateLimited,
        can_resend_at: expect.any(String),
        retry_after: expect.any(Number),
      });
      expect(over.body.retry_after).toBeGreaterThan(SEND_LIMITS.windowMs / 1000 - 60);
      expect(over.body.retry_after).toBeLessThanOrEqual(SEND_LIMITS.windowMs / 1000);
    }
    expect(await mailsTo(email)).toBe(SEND_LIMITS.perAddress);
    // Another inbox is not touched by this one's bound.
    expect((await post(sendOtp, SEND, { email: freshEmail('other'), purpose: 'login' }, freshIp())).status).toBe(200);
  });

  it(`holds under ${CLIENTS * 2} clients asking at once (counted in the database, under a lock)`, async () => {
    const email = freshEmail('burst');
    const answers = await Promise.all(
      Array.from({ length: CLIENTS * 2 }, () => post(sendOtp, SEND, { email, purpose: 'registration' }, freshIp())),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(SEND_LIMITS.perAddress);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(CLIENTS * 2 - SEND_LIMITS.perAddress);
    expect(await mailsTo(email)).toBe(SEND_LIMITS.perAddress);
  });

  it('does not count the code a right password sends against the inbox, nor refuse it when the inbox is full', async () => {
    const shopper = await createShopper({ email: freshEmail('owner') });
    for (let i = 0; i < SEND_LIMITS.perAddress; i++)
      expect((await post(sendOtp, SEND, { email: shopper.user.email, purpose: 'login' }, freshIp())).status).toBe(200);
    expect((await post(sendOtp, SEND, { email: shopper.user.email, purpose: 'login' }, freshIp())).status).toBe(429);
    const signIn = await post(
      login,
      '/api/v1/auth/login',
      { email: shopper.user.email, password: shopper.password },
      freshIp(),
    );
    expect(signIn.status).toBe(200);
    expect(signIn.body.otp_required).toBe(true);
    expect(await mailsTo(shopper.user.email)).toBe(SEND_LIMITS.perAddress + 1);
  });
});
