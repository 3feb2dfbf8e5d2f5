// No lock-out by strangers: wrong passwords for one email from 40 addresses locked the real owner
// out, even from their own address with the right password. Failures now bind only the clients that made
// them; the account-wide day cap still stops a guesser, and the owner is mailed once per burst.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { loginFailures, mailOutbox } from '@/lib/server/db/schema';
import { LOGIN_LIMITS } from '@/lib/server/auth/login-limits';
import { createShopper } from '@/test-support/create-shopper';
import { AUTH_ERROR_CODES } from '@/lib/shared/schemas/auth-schema';
import { POST as login } from './login/route';
import { POST as sendOtp } from './send_otp/route';
import { POST as verifyOtp } from './verify_otp/route';
import { freshEmail, freshIp, latestCode, post, silenceMailLog } from '@/test-support/accounts-api';

process.env.TRUST_PROXY = '1';
silenceMailLog();
// Hundreds of argon2 checks on a shared CI machine: a limit, not a speed check.
jest.setTimeout(240_000);

const LOGIN = '/api/v1/auth/login';
const STRANGERS = 40;
const ALERT_SUBJECT = /^Failed logins to your .+ account$/;

const tryLogin = (email: string, password: string, ip: string) => post(login, LOGIN, { email, password }, ip);

async function alertsTo(email: string) {
  const db = await getDb();
  const mails = await db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, email));
  return mails.filter((m) => ALERT_SUBJECT.test(m.subject));
}

/** Guesses from each of the strangers in turn, `rounds` each. */
async function guessFrom(strangers: string[], email: string, rounds: number) {
  const statuses: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const ip of strangers) statuses.push((await tryLogin(email, `guess-${round}-${ip}`, ip)).status);
  }
  return statuses;
}

describe('strangers guessing one account', () => {
  it(`from ${STRANGERS} addresses do not keep the owner out of their own; the owner signs in with the code`, async () => {
    const owner = await createShopper({ email: freshEmail('owner') });
    const strangers = Array.from({ length: STRANGERS }, () => freshIp());
    // 120 guesses in a few minutes: past the account's day cap of 100.
    const statuses = await guessFrom(strangers, owner.user.email, 3);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.perAccountDay);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3 * STRANGERS - LOGIN_LIMITS.perAccountDay);
    // Every stranger, having failed on the account, is refused now, right password or not.
    const refused = await tryLogin(owner.user.email, owner.password, strangers[0]);
    expect(refused.status).toBe(429);
    expect(refused.body.error_code).toBe(AUTH_ERROR_CODES.rateLimited);

    // The owner, from their own address, with the right password: a code is mailed, and it signs them in.
    const ownIp = freshIp();
    const started = await tryLogin(owner.user.email, owner.password, ownIp);
    expect(started.status).toBe(200);
    expect(started.body.otp_required).toBe(true);
    const verified = await post(
      verifyOtp,
      '/api/v1/auth/verify_otp',
      {
        session_token: started.body.session_token,
        otp_code: await latestCode(owner.user.email),
        email: owner.user.email,
        password: owner.password,
      },
      ownIp,
    );
    expect(verified.status).toBe(200);
    expect(verified.body.user.email).toBe(owner.user.email);
  });

  it('lets the password that comes with a valid emailed code through, even from a client that failed', async () => {
    const owner = await createShopper({ email: freshEmail('typo-owner') });
    const ownIp = freshIp();
    // The owner mistyped once; then strangers used up the account's day.
    expect((await tryLogin(owner.user.email, 'typo-password', ownIp)).status).toBe(401);
    const db = await getDb();
    await db
      .insert(loginFailures)
      .values(
        Array.from({ length: LOGIN_LIMITS.perAccountDay }, () => ({ email: owner.user.email, clientIp: freshIp() })),
      );
    expect((await tryLogin(owner.user.email, owner.password, ownIp)).status).toBe(429);
    // A login code mailed on request proves the inbox: the password sent with it is checked.
    const sent = await post(sendOtp, '/api/v1/auth/send_otp', { email: owner.user.email, purpose: 'login' }, ownIp);
    expect(sent.status).toBe(200);
    const verified = await post(
      verifyOtp,
      '/api/v1/auth/verify_otp',
      {
        session_token: sent.body.session_token,
        otp_code: await latestCode(owner.user.email),
        email: owner.user.email,
        password: owner.password,
      },
      ownIp,
    );
    expect(verified.status).toBe(200);
  });

  it(`holds a guesser to about ${LOGIN_LIMITS.perAccountDay} tries a day: one more per fresh address, none per used one`, async () => {
    const owner = await createShopper({ email: freshEmail('capped') });
    const db = await getDb();
    const used = Array.from({ length: 10 }, () => freshIp());
    await db.insert(loginFailures).values(
      Array.from({ length: LOGIN_LIMITS.perAccountDay }, (_, i) => ({
        email: owner.user.email,
        clientIp: used[i % used.length],
      })),
    );
    expect(await guessFrom(used, owner.user.email, 2)).toEqual(Array(20).fill(429));
    const fresh = Array.from({ length: 5 }, () => freshIp());
    expect(await guessFrom(fresh, owner.user.email, 2)).toEqual([...Array(5).fill(401), ...Array(5).fill(429)]);
    const rows = await db
      .select({ id: loginFailures.id })
      .from(loginFailures)
      .where(eq(loginFailures.email, owner.user.email));
    expect(rows).toHaveLength(LOGIN_LIMITS.perAccountDay + fresh.length);
  });

  it('counts an IPv6 /64 as one client: a fresh address in a failed block gets no try past the cap', async () => {
    const owner = await createShopper({ email: freshEmail('v6') });
    const db = await getDb();
    await db
      .insert(loginFailures)
      .values(
        Array.from({ length: LOGIN_LIMITS.perAccountDay }, () => ({ email: owner.user.email, clientIp: freshIp() })),
      );
    expect((await tryLogin(owner.user.email, 'wrong-guess', '2001:db8:7:7::1')).status).toBe(401);
    expect((await tryLogin(owner.user.email, 'wrong-guess', '2001:db8:7:7:ffff::2')).status).toBe(429);
    // Another block, like the owner's own, is another client.
    expect((await tryLogin(owner.user.email, owner.password, '2001:db8:7:8::1')).status).toBe(200);
  });

  it(`mails the owner once when the failures of ${LOGIN_LIMITS.windowMs / 60_000} minutes reach ${LOGIN_LIMITS.burstAlert}, not once per failure`, async () => {
    const owner = await createShopper({ email: freshEmail('alerted') });
    const strangers = Array.from({ length: 10 }, () => freshIp());
    await guessFrom(strangers, owner.user.email, 1);
    expect(await alertsTo(owner.user.email)).toHaveLength(0);
    await guessFrom(strangers, owner.user.email, 1);
    expect(await alertsTo(owner.user.email)).toHaveLength(1);
    await guessFrom(strangers, owner.user.email, 3);
    expect(await alertsTo(owner.user.email)).toHaveLength(1);
    // Nobody is mailed for an address without an account.
    const nobody = freshEmail('nobody');
    await guessFrom(
      [...strangers, ...strangers].map(() => freshIp()),
      nobody,
      1,
    );
    expect(await alertsTo(nobody)).toHaveLength(0);
  });
});
