// Carts that come back: consent first (off by default, given at registration or on the profile), then one
// reminder per untouched cart (current prices, a link back to the cart, a one-click unsubscribe), claimed in
// the database so two sweeps at once send one; unsubscribing withdraws the consent.
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { cartItems, carts, mailOutbox, orders, products, shopSettings, users } from '@/lib/server/db/schema';
import { sendCartReminders } from '@/lib/server/marketing';
import { consentHistory, currentConsents } from '@/lib/server/consents';
import { createStaff } from '@/test-support/create-staff';
import { GET as readDashboard } from '@/app/api/v1/admin/dashboard/route';
import { GET as adminCustomer } from '@/app/api/v1/admin/customers/[id]/route';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { addOrUpdate, clearCart, plain, another, setUpCartFixture } from '@/test-support/cart-api-fixture';
import { createOrderCall, installSandboxProvider, orderBody } from '@/test-support/checkout-fixtures';
import { freshEmail, freshIp, latestCode, post, silenceMailLog } from '@/test-support/accounts-api';
import { MARKETING_ERROR_CODES } from '@/lib/shared/error-codes';
import { MARKETING_MESSAGES } from '@/lib/shared/messages/marketing';
import { GET as me, PATCH as patchMe } from '@/app/api/v1/auth/me/route';
import { POST as sendOtp } from '@/app/api/v1/auth/send_otp/route';
import { POST as verifyOtp } from '@/app/api/v1/auth/verify_otp/route';
import { GET as unsubscribePage, POST as unsubscribeRoute } from './unsubscribe/route';

process.env.TRUST_PROXY = '1';
silenceMailLog();
installSandboxProvider();
setUpCartFixture();

type Shopper = Awaited<ReturnType<typeof createShopper>>;
const SUBJECT_PART = 'your cart is waiting';

async function setReminderHours(hours: number): Promise<void> {
  const db = await getDb();
  await db.update(shopSettings).set({ selling: { cart_reminder_after_hours: hours } });
}

async function shopper(agree: boolean): Promise<Shopper> {
  const s = await createShopper();
  if (agree) {
    const res = await callRoute(patchMe, '/api/v1/auth/me', {
      method: 'PATCH',
      body: { marketing_mail: true, cart_reminders: true },
      headers: s.cookieHeaders,
    });
    expect(res.status).toBe(200);
    expect(res.body.marketing_mail.agreed).toBe(true);
    expect(res.body.cart_reminders.agreed).toBe(true);
  }
  return s;
}

async function fillCart(s: Shopper, quantity = 1): Promise<void> {
  const res = await addOrUpdate(s.cookieHeaders, { product_id: plain.id, quantity });
  expect(res.status).toBe(200);
}

/** Moves the cart's last change back by `minutes`, as if the shopper had left it then. */
async function leftAgo(s: Shopper, minutes: number): Promise<void> {
  const db = await getDb();
  const at = sql`now() - make_interval(mins => ${minutes})`;
  await db.update(carts).set({ updatedAt: at }).where(eq(carts.userId, s.user.id));
  await db.update(cartItems).set({ updatedAt: at, createdAt: at }).where(eq(cartItems.userId, s.user.id));
}

async function reminders(s: Shopper) {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, s.user.email), sql`${mailOutbox.subject} LIKE ${`%${SUBJECT_PART}%`}`))
    .orderBy(desc(mailOutbox.id));
}

const tokenOf = (header: string) => new URL(header.slice(1, -1)).searchParams.get('token')!;

beforeEach(() => setReminderHours(4));

describe('consent to marketing mail', () => {
  async function register(extra: Record<string, unknown>) {
    const email = freshEmail();
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
    const res = await post(
      verifyOtp,
      '/api/v1/auth/verify_otp',
      { session_token: sent.body.session_token, otp_code: await latestCode(email), user: { ...user, ...extra } },
      ip,
    );
    expect(res.status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return { row, token: res.body.token as string };
  }

  it('is off unless ticked at registration, and recorded with its time when ticked', async () => {
    const plainSignUp = await register({});
    expect(await currentConsents(await getDb(), plainSignUp.row.id)).toMatchObject({
      marketing_mail: { given: false, at: null },
      cart_reminders: { given: false, at: null },
    });
    const before = Date.now();
    const agreed = await register({ marketing_mail: true });
    const ledger = await consentHistory(await getDb(), agreed.row.id);
    expect(ledger.map((e) => [e.purpose, e.given, e.source]).sort()).toEqual([
      ['cart_reminders', true, 'register'],
      ['marketing_mail', true, 'register'],
    ]);
    const givenAt = ledger.find((e) => e.purpose === 'marketing_mail')!.at;
    expect(givenAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const profile = await callRoute(me, '/api/v1/auth/me', { headers: { authorization: `Bearer ${agreed.token}` } });
    expect(profile.body.marketing_mail).toEqual({ agreed: true, agreed_at: givenAt.toISOString() });
  });

  it('refuses a consent that is not a yes or no', async () => {
    const s = await createShopper();
    const res = await callRoute(patchMe, '/api/v1/auth/me', {
      method: 'PATCH',
      body: { marketing_mail: 'yes please' },
      headers: s.cookieHeaders,
    });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBeDefined();
  });

  it('is given and withdrawn on the profile; agreeing again keeps the first time', async () => {
    const s = await shopper(true);
    const first = (await callRoute(me, '/api/v1/auth/me', { headers: s.cookieHeaders })).body.marketing_mail;
    expect(first.agreed_at).not.toBeNull();
    const again = await callRoute(patchMe, '/api/v1/auth/me', {
      method: 'PATCH',
      body: { marketing_mail: true },
      headers: s.cookieHeaders,
    });
    expect(again.body.marketing_mail).toEqual(first);
    const off = await callRoute(patchMe, '/api/v1/auth/me', {
      method: 'PATCH',
      body: { marketing_mail: false },
      headers: s.cookieHeaders,
    });
    expect(off.body.marketing_mail).toEqual({ agreed: false, agreed_at: null });
  });

  it("is shown in the back office's customer view", async () => {
    const s = await shopper(true);
    const owner = await createStaff('owner');
    const view = () =>
      callRoute(adminCustomer, `/api/v1/admin/customers/${s.user.id}`, {
        headers: owner.cookieHeaders,
        params: { id: String(s.user.id) },
      });
    const agreedAt = (await callRoute(me, '/api/v1/auth/me', { headers: s.cookieHeaders })).body.marketing_mail
      .agreed_at;
    expect((await view()).body.customer.marketing_mail_at).toBe(agreedAt);
    await callRoute(patchMe, '/api/v1/auth/me', {
      method: 'PATCH',
      body: { marketing_mail: false },
      headers: s.cookieHeaders,
    });
    expect((await view()).body.customer.marketing_mail_at).toBeNull();
  });
});

describe('the cart reminder sweep', () => {
  it('mails nobody who did not agree to marketing mail', async () => {
    const s = await shopper(false);
    await fillCart(s);
    await leftAgo(s, 10 * 60);
    await sendCartReminders();
    expect(await reminders(s)).toHaveLength(0);
  });

  it('mails one reminder with the current prices, a link to the cart and one-click unsubscribe, even when run twice', async () => {
    const s = await shopper(true);
    await fillCart(s, 2);
    await leftAgo(s, 5 * 60);
    // The price changes after the piece went into the cart: the mail shows today's price.
    const db = await getDb();
    const [product] = await db
      .update(products)
      .set({ pricePaise: plain.pricePaise + 12_300 })
      .where(eq(products.id, plain.id))
      .returning();
    try {
      await sendCartReminders();
      await sendCartReminders();
      const mails = await reminders(s);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail.text).toContain(product.name);
      const lineTotal = ((product.pricePaise * 2) / 100).toLocaleString('en-IN');
      expect(mail.text).toContain(lineTotal);
      expect(mail.text).toMatch(/https?:\/\/[^\s]+\/cart\b/);
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers['List-Unsubscribe']).toMatch(
        /^<https?:\/\/[^>]+\/api\/v1\/marketing\/unsubscribe\?token=[^>]+>$/,
      );
    } finally {
      await db.update(products).set({ pricePaise: plain.pricePaise }).where(eq(products.id, plain.id));
    }
  });

  it('sends one reminder when two sweeps run at once', async () => {
    const s = await shopper(true);
    await fillCart(s);
    await leftAgo(s, 5 * 60);
    const counts = await Promise.all([sendCartReminders(), sendCartReminders()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await reminders(s)).toHaveLength(1);
  });

  it('waits for a cart touched since', async () => {
    const s = await shopper(true);
    await fillCart(s);
    await leftAgo(s, 5 * 60);
    const touched = await addOrUpdate(s.cookieHeaders, { product_id: another.id, quantity: 1 });
    expect(touched.status).toBe(200);
    await sendCartReminders();
    expect(await reminders(s)).toHaveLength(0);
  });

  it('reminds at cart_reminder_after_hours, not a minute before', async () => {
    await setReminderHours(6);
    const s = await shopper(true);
    await fillCart(s);
    await leftAgo(s, 6 * 60 - 1);
    await sendCartReminders();
    expect(await reminders(s)).toHaveLength(0);
    await leftAgo(s, 6 * 60);
    await sendCartReminders();
    expect(await reminders(s)).toHaveLength(1);
  });

  it('sends none for an emptied cart, nor for one ordered since its last change', async () => {
    const emptied = await shopper(true);
    await fillCart(emptied);
    expect((await clearCart(emptied.cookieHeaders)).status).toBe(200);
    await leftAgo(emptied, 5 * 60);

    const ordered = await shopper(true);
    await fillCart(ordered);
    await leftAgo(ordered, 5 * 60);
    const placed = await createOrderCall(ordered.cookieHeaders, orderBody([{ product: plain, quantity: 1 }]));
    expect(placed.status).toBe(201);
    await leftAgo(ordered, 5 * 60);
    const db = await getDb();
    await db
      .update(orders)
      .set({ createdAt: sql`now() - make_interval(mins => ${60})` })
      .where(eq(orders.userId, ordered.user.id));

    await sendCartReminders();
    expect(await reminders(emptied)).toHaveLength(0);
    expect(await reminders(ordered)).toHaveLength(0);
  });

  it('reminds a cart again only after 7 days and a change since the last reminder', async () => {
    const s = await shopper(true);
    await fillCart(s);
    await leftAgo(s, 5 * 60);
    await sendCartReminders();
    expect(await reminders(s)).toHaveLength(1);
    const db = await getDb();
    // Not touched since: never again, however long ago the reminder was.
    await db
      .update(carts)
      .set({ remindedAt: sql`now() - make_interval(days => 8, mins => ${5 * 60})` })
      .where(eq(carts.userId, s.user.id));
    await leftAgo(s, 9 * 24 * 60);
    await sendCartReminders();
    expect(await reminders(s)).toHaveLength(1);
    // Touched after a reminder 6 days ago: still within the week.
    await db
      .update(carts)
      .set({ remindedAt: sql`now() - make_interval(days => 6)` })
      .where(eq(carts.userId, s.user.id));
    await leftAgo(s, 5 * 60);
    await sendCartReminders();
    expect(await reminders(s)).toHaveLength(1);
    // Touched after a reminder 8 days ago: a second reminder.
    await db
      .update(carts)
      .set({ remindedAt: sql`now() - make_interval(days => 8)` })
      .where(eq(carts.userId, s.user.id));
    await sendCartReminders();
    expect(await reminders(s)).toHaveLength(2);
  });
});

describe('one-click unsubscribe', () => {
  async function remindedShopper() {
    const s = await shopper(true);
    await fillCart(s);
    await leftAgo(s, 5 * 60);
    await sendCartReminders();
    const [mail] = await reminders(s);
    return { s, token: tokenOf(mail.headers['List-Unsubscribe']) };
  }
  const consent = async (s: Shopper) =>
    (await callRoute(me, '/api/v1/auth/me', { headers: s.cookieHeaders })).body.marketing_mail.agreed;

  it('withdraws the consent on the one-click POST, from another site too, and no reminder follows', async () => {
    const { s, token } = await remindedShopper();
    const page = await callRoute(unsubscribePage, `/api/v1/marketing/unsubscribe?token=${token}`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await consent(s)).toBe(true);

    const res = await callRoute(unsubscribeRoute, `/api/v1/marketing/unsubscribe?token=${token}`, {
      method: 'POST',
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MARKETING_MESSAGES.unsubscribed });
    expect(await consent(s)).toBe(false);

    const db = await getDb();
    await db
      .update(carts)
      .set({ remindedAt: sql`now() - make_interval(days => 8)` })
      .where(eq(carts.userId, s.user.id));
    await fillCart(s, 3);
    await leftAgo(s, 5 * 60);
    await sendCartReminders();
    expect(await reminders(s)).toHaveLength(1);
  });

  it("shows the page in the shop's own look: its name, header and footer, its colours, a form that needs no script", async () => {
    const { s, token } = await remindedShopper();
    const db = await getDb();
    const [row] = await db.select().from(shopSettings);
    await db.update(shopSettings).set({
      company: { ...row.company, name: 'Aabha & Daughters' },
      themeColors: { ...row.themeColors, primary_color: '#7a1f3d', footer_background: '#201018' },
      copyright: '© 2026 Aabha & Daughters',
    });
    try {
      const page = await callRoute(unsubscribePage, `/api/v1/marketing/unsubscribe?token=${token}`, {
        headers: { accept: 'text/html' },
      });
      expect(page.status).toBe(200);
      const html = page.body as string;
      expect(html).toContain('<title>Stop marketing mail? | Aabha &amp; Daughters</title>');
      expect(html).toMatch(/<header><a href="\/">Aabha &amp; Daughters<\/a><\/header>/);
      expect(html).toContain('<footer>© 2026 Aabha &amp; Daughters');
      expect(html).toContain('header{background:#7a1f3d');
      expect(html).toContain('footer{background:#201018');
      expect(html).toMatch(
        /<form method="post" action="\?token=[^"]+"><button type="submit" class="button">Unsubscribe<\/button><\/form>/,
      );
      expect(html).not.toContain('<script');
      expect(page.headers.get('x-robots-tag')).toBe('noindex');

      // The form's own POST (a browser without script) answers with the same look.
      const done = await callRoute(unsubscribeRoute, `/api/v1/marketing/unsubscribe?token=${token}`, {
        method: 'POST',
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        rawBody: '',
      });
      expect(done.status).toBe(200);
      expect(done.body).toContain(`<h1>${MARKETING_MESSAGES.unsubscribed}</h1>`);
      expect(done.body).toMatch(/<header><a href="\/">Aabha &amp; Daughters<\/a><\/header>/);
      expect(await consent(s)).toBe(false);

      // A colour that is not a colour never reaches the style sheet.
      await db
        .update(shopSettings)
        .set({ themeColors: { ...row.themeColors, primary_color: 'red}body{display:none' } });
      const guarded = await callRoute(unsubscribePage, `/api/v1/marketing/unsubscribe?token=${token}`, {
        headers: { accept: 'text/html' },
      });
      expect(guarded.body).not.toContain('display:none');
    } finally {
      await db
        .update(shopSettings)
        .set({ company: row.company, themeColors: row.themeColors, copyright: row.copyright });
    }
  });

  it.each([
    ['forged', (t: string) => `${t.split('.')[0]}.${'A'.repeat(43)}`],
    ['of another user', (t: string) => `${Number(t.split('.')[0]) + 1}.${t.split('.')[1]}`],
    ['garbled', () => 'not-a-token'],
  ])('refuses a %s token with 400 and changes nothing', async (_, tamper) => {
    const { s, token } = await remindedShopper();
    const res = await callRoute(
      unsubscribeRoute,
      `/api/v1/marketing/unsubscribe?token=${encodeURIComponent(tamper(token))}`,
      {
        method: 'POST',
      },
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: MARKETING_MESSAGES.invalidUnsubscribe,
      error_code: MARKETING_ERROR_CODES.invalidUnsubscribe,
    });
    expect(await consent(s)).toBe(true);
    const page = await callRoute(
      unsubscribePage,
      `/api/v1/marketing/unsubscribe?token=${encodeURIComponent(tamper(token))}`,
    );
    expect(page.status).toBe(400);
    expect(page.body.error_code).toBe(MARKETING_ERROR_CODES.invalidUnsubscribe);
  });

  it('answers a missing token with 400 and an error code', async () => {
    const res = await callRoute(unsubscribeRoute, '/api/v1/marketing/unsubscribe', { method: 'POST' });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.body.error_code).toEqual(expect.any(String));
  });
});

describe('dashboard figures', () => {
  const cartReminderStats = async () => {
    const owner = await createStaff('owner');
    const res = await callRoute(readDashboard, '/api/v1/admin/dashboard', { headers: owner.cookieHeaders });
    expect(res.status).toBe(200);
    return res.body.cart_reminders as { reminders_sent: number; carts_recovered: number };
  };

  it('counts reminders sent and carts ordered within 7 days of their reminder', async () => {
    const before = await cartReminderStats();
    const bought = await shopper(true);
    const left = await shopper(true);
    for (const s of [bought, left]) {
      await fillCart(s);
      await leftAgo(s, 5 * 60);
    }
    await sendCartReminders();
    const placed = await createOrderCall(bought.cookieHeaders, orderBody([{ product: plain, quantity: 1 }]));
    expect(placed.status).toBe(201);
    const db = await getDb();
    // An unpaid order is not a recovery; a confirmed one is.
    expect((await cartReminderStats()).carts_recovered).toBe(before.carts_recovered);
    await db.update(orders).set({ status: 'confirmed' }).where(eq(orders.userId, bought.user.id));
    const after = await cartReminderStats();
    expect(after.reminders_sent).toBe(before.reminders_sent + 2);
    expect(after.carts_recovered).toBe(before.carts_recovered + 1);
  });
});
