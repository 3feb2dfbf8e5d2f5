// Password guessing: failed passwords are counted per account and client, per client and
// per account in the database (the account-wide bound counts a day, for the clients that failed on the
// account); over a bound even the right password gets 429 with retry_after, and an unknown address
// is treated exactly like a real one.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { loginFailures } from '@/lib/server/db/schema';
import { LOGIN_LIMITS } from '@/lib/server/auth/login-limits';
import { createShopper } from '@/test-support/create-shopper';
import { AUTH_ERROR_CODES } from '@/lib/shared/schemas/auth-schema';
import { LOGIN_MESSAGES } from '@/lib/shared/messages/auth';
import { POST as login } from './login/route';
import { POST as verifyOtp } from './verify_otp/route';
import { freshEmail, freshIp, latestCode, post, silenceMailLog } from '@/test-support/accounts-api';

process.env.TRUST_PROXY = '1';
silenceMailLog();
// Dozens of argon2 checks on a shared CI machine: a limit, not a speed check.
jest.setTimeout(120_000);

const LOGIN = '/api/v1/auth/login';
const WINDOW_S = LOGIN_LIMITS.windowMs / 1000;

const tryLogin = (email: string, password: string, ip: string) => post(login, LOGIN, { email, password }, ip);

function expectLimited(answer: { status: number; body: Record<string, unknown> }) {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({
    message: LOGIN_MESSAGES.tooManyFailures,
    error_code: AUTH_ERROR_CODES.rateLimited,
    can_resend_at: expect.any(String),
    retry_after: expect.any(Number),
  });
  expect(answer.body.retry_after).toBeGreaterThan(WINDOW_S - 60);
  expect(answer.body.retry_after).toBeLessThanOrEqual(WINDOW_S);
}

/** Failures already in the table, as if earlier requests had made them (the bounds above one client's). */
async function recordFailures(rows: { email: string; clientIp: string }[]) {
  const db = await getDb();
  await db.insert(loginFailures).values(rows);
}

describe('failed passwords', () => {
  it(`after ${LOGIN_LIMITS.perAccountClient} wrong passwords the next try gets 429, even with the right password`, async () => {
    const shopper = await createShopper({ email: freshEmail('owner') });
    const guesser = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.perAccountClient; i++) {
      expect((await tryLogin(shopper.user.email, `guess-${i}`, guesser)).status).toBe(401);
    }
    expectLimited(await tryLogin(shopper.user.email, shopper.password, guesser));
    expectLimited(await tryLogin(shopper.user.email, 'guess-again', guesser));
    // Another client (the owner's own machine) is not blocked by the guesser's failures.
    const own = await tryLogin(shopper.user.email, shopper.password, freshIp());
    expect(own.status).toBe(200);
    expect(own.body.otp_required).toBe(true);
  });

  it('an unknown address is counted and answered exactly like a real account', async () => {
    const shopper = await createShopper({ email: freshEmail('real') });
    const nobody = freshEmail('nobody');
    const [realIp, nobodyIp] = [freshIp(), freshIp()];
    for (let i = 0; i < LOGIN_LIMITS.perAccountClient; i++) {
      const real = await tryLogin(shopper.user.email, `guess-${i}`, realIp);
      const unknown = await tryLogin(nobody, `guess-${i}`, nobodyIp);
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(real.body);
    }
    const real = await tryLogin(shopper.user.email, shopper.password, realIp);
    const unknown = await tryLogin(nobody, shopper.password, nobodyIp);
    expectLimited(real);
    expectLimited(unknown);
    expect({ ...unknown.body, retry_after: 0, can_resend_at: '' }).toEqual({
      ...real.body,
      retry_after: 0,
      can_resend_at: '',
    });
  });

  it('counts every attempt before its password is checked, so parallel guesses cannot pass the bound', async () => {
    const shopper = await createShopper({ email: freshEmail('parallel') });
    const guesser = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => tryLogin(shopper.user.email, `guess-${i}`, guesser)),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(LOGIN_LIMITS.perAccountClient);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(15 - LOGIN_LIMITS.perAccountClient);
  });

  it('a right password is not counted as a failure', async () => {
    const shopper = await createShopper({ email: freshEmail('typo') });
    const ip = freshIp();
    for (let i = 0; i < LOGIN_LIMITS.perAccountClient - 1; i++)
      expect((await tryLogin(shopper.user.email, 'typo-password', ip)).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await tryLogin(shopper.user.email, shopper.password, ip)).status).toBe(200);
  });

  it('a wrong password at the verify step counts too', async () => {
    const shopper = await createShopper({ email: freshEmail('verify') });
    const ip = freshIp();
    const started = await tryLogin(shopper.user.email, shopper.password, ip);
    expect(started.status).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perAccountClient - 1; i++)
      expect((await tryLogin(shopper.user.email, 'guess-password', ip)).status).toBe(401);
    const verify = await post(
      verifyOtp,
      '/api/v1/auth/verify_otp',
      {
        session_token: started.body.session_token,
        otp_code: await latestCode(shopper.user.email),
        email: shopper.user.email,
        password: 'last-guess',
      },
      ip,
    );
    expect(verify.status).toBe(401);
    expectLimited(await tryLogin(shopper.user.email, shopper.password, ip));
  });

  it(`bounds one client at ${LOGIN_LIMITS.perClient} failures across all accounts`, async () => {
    const ip = freshIp();
    await recordFailures(
      Array.from({ length: LOGIN_LIMITS.perClient }, () => ({ email: freshEmail('sprayed'), clientIp: ip })),
    );
    const shopper = await createShopper({ email: freshEmail('untouched') });
    expectLimited(await tryLogin(shopper.user.email, shopper.password, ip));
    expect((await tryLogin(shopper.user.email, shopper.password, freshIp())).status).toBe(200);
  });

  it(`bounds one account at ${LOGIN_LIMITS.perAccountDay} failures a day across all clients, for the clients that failed on it`, async () => {
    const shopper = await createShopper({ email: freshEmail('botnet') });
    const guesser = freshIp();
    await recordFailures([
      { email: shopper.user.email, clientIp: guesser },
      ...Array.from({ length: LOGIN_LIMITS.perAccountDay - 1 }, () => ({
        email: shopper.user.email,
        clientIp: freshIp(),
      })),
    ]);
    // A client that failed on the account is refused for the rest of the day, right password or not.
    const refused = await tryLogin(shopper.user.email, shopper.password, guesser);
    expect(refused.status).toBe(429);
    expect(refused.body.error_code).toBe(AUTH_ERROR_CODES.rateLimited);
    expect(refused.body.retry_after).toBeGreaterThan(LOGIN_LIMITS.dayMs / 1000 - 120);
    expect(refused.body.retry_after).toBeLessThanOrEqual(LOGIN_LIMITS.dayMs / 1000);
    // A fresh address gets one try: wrong, it has failed and is refused from then on.
    const fresh = freshIp();
    expect((await tryLogin(shopper.user.email, 'wrong-guess', fresh)).status).toBe(401);
    expect((await tryLogin(shopper.user.email, shopper.password, fresh)).status).toBe(429);
    // The owner's own machine, which has not failed, still signs in.
    expect((await tryLogin(shopper.user.email, shopper.password, freshIp())).status).toBe(200);
  });

  it('forgets failures older than their window, and deletes them after a day', async () => {
    const shopper = await createShopper({ email: freshEmail('patient') });
    const ip = freshIp();
    const db = await getDb();
    const old = new Date(Date.now() - LOGIN_LIMITS.windowMs - 1000);
    await db.insert(loginFailures).values(
      Array.from({ length: LOGIN_LIMITS.perAccountClient }, () => ({
        email: shopper.user.email,
        clientIp: ip,
        createdAt: old,
      })),
    );
    await db
      .insert(loginFailures)
      .values({ email: shopper.user.email, clientIp: ip, createdAt: new Date(Date.now() - LOGIN_LIMITS.dayMs - 1000) });
    expect((await tryLogin(shopper.user.email, 'still-wrong', ip)).status).toBe(401);
    const rows = await db.select().from(loginFailures).where(eq(loginFailures.email, shopper.user.email));
    expect(rows).toHaveLength(LOGIN_LIMITS.perAccountClient + 1);
  });
});
