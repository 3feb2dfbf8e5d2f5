// Codes nobody else can spend: strangers asking for codes anyone may ask for (guest alerts, registration, a
// login code without the password) used up a back-office account's 10 code mails of the hour, and its holder,
// from their own machine with the right password, got 429. The code a right password sends now has its own
// budget per account and client; the inbox cap still holds for the open kinds. Clients are told apart by
// socket address, as scripts/serve.mjs tells the app, from distinct loopback addresses.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mailOutbox, products } from '@/lib/server/db/schema';
import { SEND_LIMITS, SIGN_IN_SEND_LIMITS } from '@/lib/server/auth/otp-policy';
import { SOCKET_HEADER_ENV } from '@/lib/server/http/client-ip';
import { AUTH_ERROR_CODES } from '@/lib/shared/schemas/auth-schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createStaff } from '@/test-support/create-staff';
import { createShopper } from '@/test-support/create-shopper';
import { browserHeaders, freshEmail, latestCode, silenceMailLog } from '@/test-support/accounts-api';
import { POST as askAlert } from '@/app/api/v1/products/[id]/alerts/route';
import { POST as sendOtp } from './send_otp/route';
import { POST as login } from './login/route';
import { POST as verifyOtp } from './verify_otp/route';

const SOCKET = 'x-socket-address-under-test';
process.env[SOCKET_HEADER_ENV] = SOCKET;
delete process.env.TRUST_PROXY;
silenceMailLog();
// Dozens of sends and argon2 checks on a shared machine: a limit, not a speed check.
jest.setTimeout(240_000);

let nextLoopback = 1;
/** A loopback address no other test here uses: 127.0.x.y is a distinct client to the send limits. */
const loopback = () => {
  nextLoopback += 1;
  return `127.0.${nextLoopback >> 8}.${nextLoopback & 255}`;
};

type RouteHandler<P> = Parameters<typeof callRoute<P>>[0];

function from<P = Record<string, never>>(
  ip: string,
  path: string,
  handler: RouteHandler<P>,
  body: unknown,
  params?: P,
) {
  const headers: Record<string, string> = { ...browserHeaders(ip), [SOCKET]: ip };
  delete headers['x-forwarded-for'];
  return callRoute(handler, path, { method: 'POST', body, headers, params });
}

let soldOut: number;
beforeAll(async () => {
  await seedCatalogue();
  const db = await getDb();
  const [row] = await db
    .insert(products)
    .values({ name: 'Budget Sold Out Bangle', slug: 'budget-sold-out-bangle', pricePaise: 450_000, stockQuantity: 0 })
    .returning({ id: products.id });
  soldOut = row.id;
});

const guestAlert = (ip: string, email: string) =>
  from(
    ip,
    `/api/v1/products/${soldOut}/alerts`,
    askAlert,
    { kind: 'back_in_stock', email },
    {
      id: String(soldOut),
    },
  );
const openCode = (ip: string, email: string, purpose: 'login' | 'registration') =>
  from(ip, '/api/v1/auth/send_otp', sendOtp, { email, purpose });
const signIn = (ip: string, email: string, password: string) =>
  from(ip, '/api/v1/auth/login', login, { email, password });

/** Asks from `ip` until it is refused; answers how many codes it got. */
async function exhaust(ask: () => Promise<{ status: number; body: { error_code?: string } }>): Promise<number> {
  for (let sent = 0; sent <= SEND_LIMITS.perClientIp; sent++) {
    const answer = await ask();
    if (answer.status === 429) {
      expect(answer.body.error_code).toBe(AUTH_ERROR_CODES.rateLimited);
      return sent;
    }
    // A guest alert's challenge is 202, a send_otp's 200.
    expect([200, 202]).toContain(answer.status);
  }
  throw new Error('never refused');
}

async function mailsTo(email: string): Promise<number> {
  const db = await getDb();
  return (await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, email))).length;
}

/** The holder signs in from their own machine: the code is mailed and it signs them in. */
async function holderSignsIn(email: string, password: string, ip: string) {
  const started = await signIn(ip, email, password);
  expect(started.status).toBe(200);
  expect(started.body.otp_required).toBe(true);
  const verified = await from(ip, '/api/v1/auth/verify_otp', verifyOtp, {
    session_token: started.body.session_token,
    otp_code: await latestCode(email),
    email,
    password,
  });
  expect(verified.status).toBe(200);
  expect(verified.body.user.email).toBe(email);
}

describe('codes a right password sends', () => {
  it('strangers from 2 addresses use up the inbox with guest alerts; the holder still signs in', async () => {
    const holder = await createStaff('staff', { email: freshEmail('staff') });
    const [a, b] = [loopback(), loopback()];
    const sent =
      (await exhaust(() => guestAlert(a, holder.user.email))) + (await exhaust(() => guestAlert(b, holder.user.email)));
    expect(sent).toBe(SEND_LIMITS.perAddress);
    // The inbox cap still holds for the open kinds, from a third machine too.
    const third = loopback();
    expect((await guestAlert(third, holder.user.email)).status).toBe(429);
    expect((await openCode(third, holder.user.email, 'login')).status).toBe(429);

    await holderSignsIn(holder.user.email, holder.password, loopback());
    expect(await mailsTo(holder.user.email)).toBe(SEND_LIMITS.perAddress + 1);
  });

  it('strangers from 40 addresses asking every open kind do not keep the holder out', async () => {
    const holder = await createStaff('owner', { email: freshEmail('owner') });
    const strangers = Array.from({ length: 40 }, () => loopback());
    const statuses: number[] = [];
    for (const [i, ip] of strangers.entries()) {
      const kind = i % 3;
      const answer =
        kind === 0
          ? await guestAlert(ip, holder.user.email)
          : await openCode(ip, holder.user.email, kind === 1 ? 'login' : 'registration');
      statuses.push(answer.status);
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(SEND_LIMITS.perAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - SEND_LIMITS.perAddress);

    await holderSignsIn(holder.user.email, holder.password, loopback());
  });

  it(`gives each client ${SIGN_IN_SEND_LIMITS.perAccountClient} sign-in codes an hour, and nobody else's`, async () => {
    const holder = await createShopper({ email: freshEmail('holder') });
    const own = loopback();
    for (let i = 0; i < SIGN_IN_SEND_LIMITS.perAccountClient; i++)
      expect((await signIn(own, holder.user.email, holder.password)).status).toBe(200);
    const over = await signIn(own, holder.user.email, holder.password);
    expect(over.status).toBe(429);
    expect(over.body.error_code).toBe(AUTH_ERROR_CODES.rateLimited);
    // A wrong password from the full client is refused the same way: the 429 says nothing about the password.
    expect((await signIn(own, holder.user.email, 'not-the-password')).status).toBe(429);
    // Another machine has its own allowance; the open budget of the inbox is untouched.
    expect((await signIn(loopback(), holder.user.email, holder.password)).status).toBe(200);
    expect((await openCode(loopback(), holder.user.email, 'login')).status).toBe(200);
  });

  it(`caps one account at ${SIGN_IN_SEND_LIMITS.perAccount} sign-in codes an hour from new clients, but not a client that signed in before`, async () => {
    const holder = await createShopper({ email: freshEmail('known') });
    const home = loopback();
    await holderSignsIn(holder.user.email, holder.password, home);
    // Someone else with the password, from many machines: the account's cap stops them.
    let sent = 0;
    for (let i = 0; i < SIGN_IN_SEND_LIMITS.perAccount + 2; i++) {
      const answer = await signIn(loopback(), holder.user.email, holder.password);
      if (answer.status === 200) sent++;
      else expect(answer.status).toBe(429);
    }
    // The home sign-in counted too, under the same cap.
    expect(sent).toBe(SIGN_IN_SEND_LIMITS.perAccount - 1);
    // The machine the holder signed in from before keeps its own allowance.
    await holderSignsIn(holder.user.email, holder.password, home);
  });
});
