// The confirmation and cancellation emails go out exactly once per order change, through whichever transport
// is configured: the outbox row is the delivery without SMTP_URL; with it, the row waits for the commit and
// the SMTP server gets the message once, however often the payment is reported.
import net from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mailOutbox } from '@/lib/server/db/schema';
import { getShopSettings } from '@/lib/server/settings/shop-settings';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { fakeSmtpServer, type FakeSmtpServer } from '@/test-support/fake-smtp';
import {
  ADDRESS,
  createOrderCall,
  hmac,
  orderBody,
  paymentEvent,
  productsWithStock,
  SANDBOX_SECRET,
  installSandboxProvider,
  verifyCall,
  webhookCall,
  type TestProduct,
} from '@/test-support/checkout-fixtures';
import { PATCH as cancelRoute } from '../orders/[id]/cancel/route';

installSandboxProvider();

const env = process.env as Record<string, string | undefined>;
let product: TestProduct;
let shopper: Awaited<ReturnType<typeof createShopper>>;

beforeAll(async () => {
  await seedCatalogue();
  [product] = await productsWithStock(1, 100);
});

beforeEach(async () => {
  shopper = await createShopper();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  delete env.SMTP_URL;
  jest.restoreAllMocks();
});

async function startCheckout() {
  const res = await createOrderCall(shopper.cookieHeaders, orderBody([{ product, quantity: 1 }]));
  expect(res.status).toBe(201);
  return res.body as { id: number; amount: number; razorpay_order_id: string };
}

function genuine(order: { id: number; razorpay_order_id: string }) {
  const pay = `pay_mail${order.id}x${Date.now()}`;
  return {
    order_id: order.id,
    razorpay_order_id: order.razorpay_order_id,
    razorpay_payment_id: pay,
    razorpay_signature: hmac(SANDBOX_SECRET, `${order.razorpay_order_id}|${pay}`),
  };
}

const cancel = (id: number) =>
  callRoute(cancelRoute, `/api/v1/orders/${id}/cancel`, {
    method: 'PATCH',
    params: { id: String(id) },
    headers: shopper.cookieHeaders,
  });

/** The mail_outbox rows of one order's email. */
async function queuedRows(subjectPart: string) {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, shopper.user.email), sql`${mailOutbox.subject} LIKE ${`%${subjectPart}%`}`));
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

const settle = () => new Promise((r) => setTimeout(r, 300));

describe('who gets the order mail', () => {
  it("writes only to the account's verified address, never to the shipping address's email", async () => {
    const stranger = 'stranger@victim.example';
    const res = await createOrderCall(
      shopper.cookieHeaders,
      orderBody([{ product, quantity: 1 }], { shipping_address: { ...ADDRESS, email: stranger } }),
    );
    expect(res.status).toBe(201);
    // Kept as the courier's contact, but no mail goes there.
    expect(res.body.order.shipping_address.email).toBe(stranger);
    const order = res.body as { id: number; razorpay_order_id: string };
    expect((await verifyCall(shopper.cookieHeaders, genuine(order))).status).toBe(200);
    const other = await startCheckout();
    expect((await cancel(other.id)).status).toBe(200);

    const db = await getDb();
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, stranger))).toEqual([]);
    expect(await queuedRows(`order #${order.id} confirmed`)).toHaveLength(1);
    expect(await queuedRows(`order #${other.id} cancelled`)).toHaveLength(1);
  });

  it('accepts an order whose shipping address has no email (spec section 3 has none)', async () => {
    const { email: _dropped, ...withoutEmail } = ADDRESS;
    for (const shipping_address of [withoutEmail, { ...ADDRESS, email: '' }]) {
      const res = await createOrderCall(
        shopper.cookieHeaders,
        orderBody([{ product, quantity: 1 }], { shipping_address }),
      );
      expect(res.status).toBe(201);
      const order = res.body as { id: number; razorpay_order_id: string };
      expect((await verifyCall(shopper.cookieHeaders, genuine(order))).status).toBe(200);
      expect(await queuedRows(`order #${order.id} confirmed`)).toHaveLength(1);
      shopper = await createShopper();
    }
  });
});

describe('without SMTP_URL', () => {
  it('the outbox row is the delivery: one branded confirmation, however often the payment is reported', async () => {
    const order = await startCheckout();
    const body = genuine(order);
    for (let i = 0; i < 3; i++) expect((await verifyCall(shopper.cookieHeaders, body)).status).toBe(200);
    const hook = await webhookCall(
      paymentEvent('payment.captured', order.razorpay_order_id, body.razorpay_payment_id, order.amount),
      { eventId: `evt_mail_${order.id}` },
    );
    expect(hook.status).toBe(200);

    const rows = await queuedRows(`order #${order.id} confirmed`);
    expect(rows).toHaveLength(1);
    const { company, theme_colors } = await getShopSettings();
    expect(rows[0].subject).toBe(`${company.name}: order #${order.id} confirmed`);
    expect(rows[0].html).toContain(`background:${theme_colors.primary_color}`);
    expect(rows[0].text).toContain(`1 x ${product.name}`);
  });
});

describe('with SMTP_URL', () => {
  let smtp: FakeSmtpServer;
  beforeEach(async () => {
    smtp = await fakeSmtpServer();
    env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  });
  afterEach(() => smtp.close());

  const sentAbout = (subjectPart: string) => smtp.messages.filter((m) => m.includes(subjectPart));

  it('sends the confirmation once after the commit, and keeps nothing queued once the server took it', async () => {
    const order = await startCheckout();
    const body = genuine(order);
    for (let i = 0; i < 3; i++) expect((await verifyCall(shopper.cookieHeaders, body)).status).toBe(200);
    await webhookCall(
      paymentEvent('payment.captured', order.razorpay_order_id, body.razorpay_payment_id, order.amount),
      { eventId: `evt_smtp_${order.id}` },
    );

    const subject = `order #${order.id} confirmed`;
    await until(async () => sentAbout(subject).length === 1 && (await queuedRows(subject)).length === 0);
    await settle();
    expect(sentAbout(subject)).toHaveLength(1);
    expect(sentAbout(subject)[0]).toMatch(new RegExp(`^To: ${shopper.user.email}`, 'm'));
    expect(await queuedRows(subject)).toHaveLength(0);
  });

  it('sends the cancellation once; a second cancel sends nothing', async () => {
    const order = await startCheckout();
    expect((await cancel(order.id)).status).toBe(200);
    expect((await cancel(order.id)).status).toBe(409);
    const subject = `order #${order.id} cancelled`;
    await until(async () => sentAbout(subject).length === 1 && (await queuedRows(subject)).length === 0);
    await settle();
    expect(sentAbout(subject)).toHaveLength(1);
  });
});

describe('with an SMTP server that cannot be reached', () => {
  it('still cancels the order, logs the failure and keeps the mail in mail_outbox for its next try', async () => {
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((r) => closed.close(r));
    env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const order = await startCheckout();
    expect((await cancel(order.id)).status).toBe(200);
    await until(() => logged.mock.calls.some((call) => String(call[0]).includes('next try in 1 min')));
    const rows = await queuedRows(`order #${order.id} cancelled`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual(expect.objectContaining({ status: 'queued', attempts: 1 }));
  });
});
