// Mail through SMTP with several instances: each due mail is claimed once (FOR UPDATE SKIP LOCKED) and a
// refusal is tried again after 1, 5, 30 and 120 minutes, then marked failed for the back office.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mailOutbox } from '@/lib/server/db/schema';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff } from '@/test-support/create-staff';
import { fakeSmtpServer, type FakeSmtpServer } from '@/test-support/fake-smtp';
import { GET as dashboardRoute } from '@/app/api/v1/admin/dashboard/route';
import { POST as resendRoute } from '@/app/api/v1/admin/mail/[id]/resend/route';
import { deliverQueuedMail, MAIL_ATTEMPTS, MAIL_RETRY_MINUTES, queueMail, sendDueMail } from './queued-mail';

const env = process.env as Record<string, string | undefined>;
let smtp: FakeSmtpServer;
let counter = 0;

const mail = () => {
  counter++;
  return {
    to: `buyer${counter}@example.com`,
    subject: `Order #${counter} confirmed`,
    logSubject: `Order #${counter}`,
    text: 'Thank you',
    html: '<p>Thank you</p>',
  };
};

async function queue(count = 1) {
  const db = await getDb();
  return db.transaction(async (tx) => Promise.all(Array.from({ length: count }, () => queueMail(tx, mail()))));
}

async function row(id: number) {
  const db = await getDb();
  const [found] = await db
    .select({
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      waitMinutes: sql<number>`round(extract(epoch from (${mailOutbox.nextAttemptAt} - now())) / 60)::int`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return found;
}

/** As if the wait were over. */
async function makeDue(id: number) {
  const db = await getDb();
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.id, id));
}

afterEach(() => {
  smtp?.close();
  delete env.SMTP_URL;
  jest.restoreAllMocks();
});

it('sends each due mail once when several instances sweep at the same moment', async () => {
  smtp = await fakeSmtpServer();
  env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  const queued = await queue(6);
  // Three "instances" sweep together; the mails are due now and nobody delivered them yet.
  const delivered = await Promise.all([sendDueMail(), sendDueMail(), sendDueMail()]);
  expect(delivered.reduce((a, b) => a + b, 0)).toBe(6);
  for (const { mail: sent } of queued) expect(smtp.messages.filter((m) => m.includes(sent.subject))).toHaveLength(1);
  expect(await row(queued[0].id)).toBeUndefined();
  // Nothing is left to send.
  expect(await sendDueMail()).toBe(0);
});

it('the mail a request delivers after its commit is not sent again by a sweep', async () => {
  smtp = await fakeSmtpServer();
  env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  const queued = await queue();
  await Promise.all([deliverQueuedMail(queued), sendDueMail()]);
  expect(smtp.messages.filter((m) => m.includes(queued[0].mail.subject))).toHaveLength(1);
});

it('tries a refused mail again after 1, 5, 30 and 120 minutes, then marks it failed', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  smtp = await fakeSmtpServer({ refuseFirst: 100 });
  env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  const [queued] = await queue();
  await deliverQueuedMail([queued]);
  for (let attempt = 1; attempt < MAIL_ATTEMPTS; attempt++) {
    expect(await row(queued.id)).toEqual(
      expect.objectContaining({ status: 'queued', attempts: attempt, waitMinutes: MAIL_RETRY_MINUTES[attempt - 1] }),
    );
    expect((await row(queued.id)).lastError).toContain('451');
    // Not due yet: a sweep leaves it alone.
    expect(await sendDueMail()).toBe(0);
    expect((await row(queued.id)).attempts).toBe(attempt);
    await makeDue(queued.id);
    await sendDueMail();
  }
  expect(await row(queued.id)).toEqual(expect.objectContaining({ status: 'failed', attempts: MAIL_ATTEMPTS }));
  await sendDueMail();
  expect((await row(queued.id)).attempts).toBe(MAIL_ATTEMPTS);
  expect(smtp.messages).toHaveLength(0);
});

it('delivers on a later try once the server takes mail again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  smtp = await fakeSmtpServer({ refuseFirst: 1 });
  env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  const [queued] = await queue();
  await deliverQueuedMail([queued]);
  expect((await row(queued.id)).status).toBe('queued');
  await makeDue(queued.id);
  expect(await sendDueMail()).toBe(1);
  expect(await row(queued.id)).toBeUndefined();
  expect(smtp.messages.filter((m) => m.includes(queued.mail.subject))).toHaveLength(1);
});

it('a mail kept in the outbox (no SMTP_URL) is never swept', async () => {
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  const [queued] = await queue();
  expect(await row(queued.id)).toEqual(expect.objectContaining({ status: 'kept', attempts: 0 }));
  smtp = await fakeSmtpServer();
  env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  expect(await sendDueMail()).toBe(0);
  info.mockRestore();
});

describe('in the back office', () => {
  it('shows failed mail on the dashboard and sends it again; shoppers are refused, and only failed mail is resent', async () => {
    process.env.TRUST_PROXY = '1';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const staff = await createStaff('staff');
    const shopper = await createShopper({ email: 'not.staff.mail@example.com' });

    smtp = await fakeSmtpServer({ refuseFirst: MAIL_ATTEMPTS });
    env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    const [queued] = await queue();
    await deliverQueuedMail([queued]);
    for (let i = 1; i < MAIL_ATTEMPTS; i++) {
      await makeDue(queued.id);
      await sendDueMail();
    }
    expect((await row(queued.id)).status).toBe('failed');

    const board = await callRoute(dashboardRoute, '/api/v1/admin/dashboard', { headers: staff.cookieHeaders });
    expect(board.body.undelivered_mail_count).toBeGreaterThanOrEqual(1);
    expect(board.body.undelivered_mail).toContainEqual(
      expect.objectContaining({
        id: queued.id,
        to: queued.mail.to,
        attempts: MAIL_ATTEMPTS,
        last_error: expect.stringContaining('451'),
      }),
    );

    const params = { id: String(queued.id) };
    expect(
      (await callRoute(resendRoute, '/x', { method: 'POST', params, headers: shopper.cookieHeaders })).status,
    ).toBe(403);
    const resent = await callRoute(resendRoute, '/x', { method: 'POST', params, headers: staff.cookieHeaders });
    expect(resent.status).toBe(200);
    expect(resent.body.mail).toEqual(expect.objectContaining({ id: queued.id, delivered: true }));
    expect(smtp.messages.filter((m) => m.includes(queued.mail.subject))).toHaveLength(1);
    expect(await row(queued.id)).toBeUndefined();
    const again = await callRoute(resendRoute, '/x', { method: 'POST', params, headers: staff.cookieHeaders });
    expect(again.status).toBe(404);
    const [kept] = await (async () => {
      delete env.SMTP_URL;
      return queue();
    })();
    const notFailed = await callRoute(resendRoute, '/x', {
      method: 'POST',
      params: { id: String(kept.id) },
      headers: staff.cookieHeaders,
    });
    expect(notFailed.status).toBe(409);
    expect(notFailed.body.error_code).toBe('CONFLICT');
  });
});

it('sends the headers kept with a queued mail (the one-click unsubscribe of marketing mail)', async () => {
  smtp = await fakeSmtpServer();
  env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  const headers = {
    'List-Unsubscribe': '<https://shop.example/api/v1/marketing/unsubscribe?token=7.abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  const db = await getDb();
  const { id } = await db.transaction(async (tx) => queueMail(tx, { ...mail(), headers }));
  // Swept from the table (as after a restart or a refusal), not handed over in memory.
  expect(await sendDueMail()).toBeGreaterThanOrEqual(1);
  // A long header may be folded onto the next line (RFC 5322); a reader unfolds it.
  const sent = smtp.messages.find((m) => m.includes('token=7.abc'))?.replace(/\r?\n[ \t]+/g, ' ');
  expect(sent).toMatch(
    /^List-Unsubscribe: <https:\/\/shop\.example\/api\/v1\/marketing\/unsubscribe\?token=7\.abc>\r?$/m,
  );
  expect(sent).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  expect(await row(id)).toBeUndefined();
});
