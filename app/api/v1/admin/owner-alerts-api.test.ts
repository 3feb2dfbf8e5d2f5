// The owner's alerts raised by what shoppers do: a paid order (through the real verify and webhook
// paths) and a return request mail the owner once each, through the mail queue; a kind turned off mails
// nothing; other recipients replace the owner's address; the daily digest holds alerts until its hour and
// then sends them in one mail.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { metalRates, orderItems } from '@/lib/server/db/schema';
import { sendOwnerDigest } from '@/lib/server/owner-alerts/owner-checks';
import { formatRupees } from '@/lib/shared/money';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import {
  createOrderCall,
  hmac,
  installSandboxProvider,
  orderBody,
  paymentEvent,
  payInSandbox,
  productsWithStock,
  SANDBOX_SECRET,
  verifyCall,
  webhookCall,
  type TestProduct,
} from '@/test-support/checkout-fixtures';
import { mailTo, saveAlerts, todayAt } from '@/test-support/owner-alert-fixtures';
import { GET as readAlerts } from './settings/alerts/route';
import { GET as readDashboard } from './dashboard/route';
import { GET as listOrders } from './orders/route';
import { POST as move } from './orders/[id]/status/route';
import { POST as askReturn } from '../orders/[id]/returns/route';

installSandboxProvider();
let owner: StaffAccount;
let staff: StaffAccount;
let product: TestProduct;
type Shopper = Awaited<ReturnType<typeof createShopper>>;

beforeAll(async () => {
  await seedCatalogue();
  owner = await createStaff('owner');
  staff = await createStaff('staff');
  [product] = await productsWithStock(1, 500);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

async function placed(shopper: Shopper, quantity = 1) {
  const res = await createOrderCall(shopper.cookieHeaders, orderBody([{ product, quantity }]));
  expect(res.status).toBe(201);
  return res.body as { id: number; amount: number; razorpay_order_id: string };
}

async function paidOrder(shopper: Shopper, quantity = 1): Promise<number> {
  const order = await placed(shopper, quantity);
  expect((await payInSandbox(shopper.cookieHeaders, order)).status).toBe(200);
  return order.id;
}

it("keeps the alert settings the owner's: staff may not read or change them; a bad address is a 400", async () => {
  expect((await callRoute(readAlerts, '/x', { headers: staff.cookieHeaders })).status).toBe(403);
  expect((await saveAlerts(owner, {}, staff)).status).toBe(403);
  const read = await callRoute(readAlerts, '/x', { headers: owner.cookieHeaders });
  expect(read.body.settings).toMatchObject({ owner_email: owner.user.email, recipients: [], digest: false });
  const bad = await saveAlerts(owner, { recipients: ['not-an-address'] });
  expect(bad.status).toBe(400);
  expect(bad.body.error_code).toBeTruthy();
});

it('mails the owner once when an order is paid: its number, what was bought and how much', async () => {
  const shopper = await createShopper();
  const order = await placed(shopper, 2);
  const pay = `pay_owner${order.id}`;
  const signature = hmac(SANDBOX_SECRET, `${order.razorpay_order_id}|${pay}`);
  const ids = { order_id: order.id, razorpay_order_id: order.razorpay_order_id };
  const verify = { ...ids, razorpay_payment_id: pay, razorpay_signature: signature };
  expect((await verifyCall(shopper.cookieHeaders, verify)).status).toBe(200);
  // The browser retries and the provider reports the same payment: nothing new is raised.
  expect((await verifyCall(shopper.cookieHeaders, verify)).status).toBe(200);
  const event = paymentEvent('payment.captured', order.razorpay_order_id, pay, order.amount);
  expect((await webhookCall(event, { eventId: `evt_owner_${order.id}` })).status).toBe(200);

  const mail = await mailTo(owner.user.email, `order #${order.id}`);
  expect(mail).toHaveLength(1);
  expect(mail[0].subject).toContain(`New paid order #${order.id}: ${formatRupees((product.pricePaise * 2) / 100)}`);
  expect(mail[0].text).toContain(`2 x ${product.name}`);
});

it('mails the owner when the payment is known only from the webhook (the browser closed)', async () => {
  const shopper = await createShopper();
  const order = await placed(shopper);
  const event = paymentEvent('payment.captured', order.razorpay_order_id, `pay_hook${order.id}`, order.amount);
  expect((await webhookCall(event, { eventId: `evt_hook_${order.id}` })).status).toBe(200);
  expect(await mailTo(owner.user.email, `New paid order #${order.id}`)).toHaveLength(1);
});

it('mails the owner when a return is requested', async () => {
  const shopper = await createShopper();
  const id = await paidOrder(shopper);
  const shopMove = (body: unknown) =>
    callRoute(move, `/api/v1/admin/orders/${id}/status`, {
      method: 'POST',
      params: { id: String(id) },
      body,
      headers: staff.cookieHeaders,
    });
  expect((await shopMove({ status: 'shipped', courier: 'Delhivery', tracking_number: 'DL1' })).status).toBe(200);
  expect((await shopMove({ status: 'delivered' })).status).toBe(200);
  const [item] = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, id));
  const asked = await callRoute(askReturn, `/api/v1/orders/${id}/returns`, {
    method: 'POST',
    params: { id: String(id) },
    body: { reason: 'Too small', items: [{ order_item_id: item.id, quantity: 1 }] },
    headers: shopper.cookieHeaders,
  });
  expect(asked.status).toBe(201);
  const mail = await mailTo(owner.user.email, `Return requested on order #${id}`);
  expect(mail).toHaveLength(1);
  expect(mail[0].text).toContain('Too small');

  // The dashboard counts it, and its link's view lists the order.
  const board = await callRoute(readDashboard, '/api/v1/admin/dashboard', { headers: staff.cookieHeaders });
  expect(board.body.returns_waiting).toBe(1);
  const waiting = await callRoute(listOrders, '/api/v1/admin/orders?view=returns', { headers: staff.cookieHeaders });
  expect(waiting.body.orders.map((o: { id: number }) => o.id)).toEqual([id]);
});

it('shows on the dashboard how old the metal rates are, and whether they were set today', async () => {
  const db = await getDb();
  const board = () => callRoute(readDashboard, '/api/v1/admin/dashboard', { headers: staff.cookieHeaders });
  const old = new Date(Date.now() - 26 * 86_400_000);
  await db.insert(metalRates).values({ key: 'gold_22k', ratePaisePerGram: 700_000 }).onConflictDoNothing();
  await db.update(metalRates).set({ updatedAt: old });
  expect((await board()).body).toMatchObject({ rates_updated_at: old.toISOString(), rates_set_today: false });
  const now = new Date();
  await db.update(metalRates).set({ updatedAt: now });
  expect((await board()).body).toMatchObject({ rates_updated_at: now.toISOString(), rates_set_today: true });
});

it('mails nothing for a kind turned off, and mails the named recipients instead of the owner', async () => {
  expect((await saveAlerts(owner, { enabled: { order_paid: false } })).status).toBe(200);
  const quiet = await paidOrder(await createShopper());
  expect(await mailTo(owner.user.email, `order #${quiet}`)).toHaveLength(0);

  const recipients = ['Shop@Example.com', 'accounts@example.com'];
  const saved = await saveAlerts(owner, { enabled: { order_paid: true }, recipients });
  expect(saved.status).toBe(200);
  expect(saved.body.settings.recipients).toEqual(['shop@example.com', 'accounts@example.com']);
  const loud = await paidOrder(await createShopper());
  expect(await mailTo(owner.user.email, `order #${loud}`)).toHaveLength(0);
  expect(await mailTo('shop@example.com', `New paid order #${loud}`)).toHaveLength(1);
  expect(await mailTo('accounts@example.com', `New paid order #${loud}`)).toHaveLength(1);
  expect((await saveAlerts(owner, { recipients: [] })).status).toBe(200);
});

it('with the digest on, holds alerts until the digest hour, then sends them once in one mail', async () => {
  expect((await saveAlerts(owner, { digest: true, digest_hour: 20 })).status).toBe(200);
  const first = await paidOrder(await createShopper());
  const second = await paidOrder(await createShopper());
  expect(await mailTo(owner.user.email, `order #${first}`)).toHaveLength(0);

  expect(await sendOwnerDigest(todayAt(19))).toEqual([]);
  expect(await mailTo(owner.user.email, 'daily digest')).toHaveLength(0);
  await sendOwnerDigest(todayAt(20));
  const digest = await mailTo(owner.user.email, 'daily digest');
  expect(digest).toHaveLength(1);
  expect(digest[0].text).toContain(`New paid order #${first}`);
  expect(digest[0].text).toContain(`New paid order #${second}`);
  // Later the same day (another instance, or the next pass): nothing is sent again.
  expect(await sendOwnerDigest(todayAt(21))).toEqual([]);
  expect(await mailTo(owner.user.email, 'daily digest')).toHaveLength(1);

  // An alert raised after today's digest waits; turning the digest off sends what waits at once.
  const third = await paidOrder(await createShopper());
  expect(await sendOwnerDigest(todayAt(22))).toEqual([]);
  expect((await saveAlerts(owner, { digest: false })).status).toBe(200);
  await sendOwnerDigest(todayAt(22));
  const all = await mailTo(owner.user.email, 'daily digest');
  expect(all).toHaveLength(2);
  expect(all[1].text).toContain(`New paid order #${third}`);
});
