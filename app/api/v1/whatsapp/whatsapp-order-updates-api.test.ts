// Order updates on WhatsApp: only for a buyer who ticked the box (checkout or profile), the mail
// standing behind; STOP withdraws every WhatsApp consent (acknowledged once) and the next update goes by mail
// only; START gives updates back; each event is sent once even when two instances send it at once; the owner
// sees each message's status on the order.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders, outboundMessages } from '@/lib/server/db/schema';
import { deliverQueuedMail } from '@/lib/server/mail';
import { listOutbox } from '@/lib/server/mail/outbox';
import { queueOrderMail } from '@/lib/server/orders/queue-order-mail';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { ADDRESS, createOrderCall, orderBody, payInSandbox } from '@/test-support/checkout-fixtures';
import { cheap, owner, setUpCashOnDelivery, type Shopper } from '@/test-support/cod-fixture';
import { shipOrderCall } from '@/test-support/ship-order-call';
import { until } from '@/test-support/until';
import { saveAlerts } from '@/test-support/owner-alert-fixtures';
import { GET as readMe, PATCH as patchMe } from '@/app/api/v1/auth/me/route';
import { GET as adminOrder } from '@/app/api/v1/admin/orders/[id]/route';
import { POST as sandboxReply } from '@/app/api/v1/whatsapp/sandbox/reply/route';

setUpCashOnDelivery();
jest.setTimeout(120_000);

let next = 0;
/** A mobile number of this test's own, so no two buyers share one. */
const freshPhone = () => `+9198${String(Date.now() % 1e6).padStart(6, '0')}${String(next++ % 100).padStart(2, '0')}`;

async function paidOrder(shopper: Shopper, phone: string, extra: Record<string, unknown> = {}): Promise<number> {
  const body = orderBody([{ product: cheap, quantity: 1 }], { shipping_address: { ...ADDRESS, phone }, ...extra });
  const res = await createOrderCall(shopper.cookieHeaders, body);
  expect(res.status).toBe(201);
  expect((await payInSandbox(shopper.cookieHeaders, res.body)).status).toBe(200);
  return res.body.id as number;
}

async function messagesTo(phone: string) {
  const db = await getDb();
  return db.select().from(outboundMessages).where(eq(outboundMessages.toPhone, phone));
}

const mailsAbout = async (shopper: Shopper, words: string) =>
  (await listOutbox({ to: shopper.user.email, limit: 50 })).filter((m) => m.subject.includes(words));

/** The buyer's typed reply through the sandbox (signed and sent to the webhook): what it did. */
async function reply(from: string, text: string): Promise<string> {
  const res = await callRoute(sandboxReply, '/api/v1/whatsapp/sandbox/reply', {
    method: 'POST',
    body: { from, text },
    headers: owner.cookieHeaders,
  });
  expect(res.status).toBe(200);
  return res.body.replies[0].outcome;
}

const me = async (shopper: Shopper) =>
  (await callRoute(readMe, '/api/v1/auth/me', { headers: shopper.cookieHeaders })).body;

it('sends the order on WhatsApp to a buyer who ticked the box at checkout, and none to one who did not', async () => {
  const agreed = await createShopper();
  const phone = freshPhone();
  const id = await paidOrder(agreed, phone, { whatsapp_updates: true });
  expect((await me(agreed)).whatsapp_updates).toEqual({ agreed: true, agreed_at: expect.any(String) });
  expect((await me(agreed)).whatsapp_marketing).toEqual({ agreed: false, agreed_at: null });
  expect(await until(async () => (await messagesTo(phone)).length > 0)).toBe(true);
  const [message] = await messagesTo(phone);
  expect(message).toMatchObject({ channel: 'whatsapp', template: 'order_confirmed', orderId: id });
  expect(message.text).toContain(String(id));
  // The message was the update: the confirmation mail stood behind it and was not needed.
  expect(await mailsAbout(agreed, `order #${id} confirmed`)).toHaveLength(0);

  const declined = await createShopper();
  const other = freshPhone();
  const mailed = await paidOrder(declined, other);
  expect(await until(async () => (await mailsAbout(declined, `order #${mailed} confirmed`)).length === 1)).toBe(true);
  expect(await messagesTo(other)).toHaveLength(0);
});

it('after STOP (acknowledged once) the next update goes by mail only; START gives updates back', async () => {
  const shopper = await createShopper();
  const phone = freshPhone();
  const patched = await callRoute(patchMe, '/api/v1/auth/me', {
    method: 'PATCH',
    body: { whatsapp_updates: true, whatsapp_marketing: true },
    headers: shopper.cookieHeaders,
  });
  expect(patched.status).toBe(200);
  expect(patched.body.whatsapp_marketing.agreed).toBe(true);
  const id = await paidOrder(shopper, phone);
  expect(await until(async () => (await messagesTo(phone)).length === 1)).toBe(true);

  expect(await reply(phone, '  stop ')).toBe('stopped');
  expect(await reply(phone, 'STOP')).toBe('stopped');
  const acks = (await messagesTo(phone)).filter((m) => m.template === 'whatsapp_stopped');
  expect(acks).toHaveLength(1);
  const after = await me(shopper);
  expect(after.whatsapp_updates).toEqual({ agreed: false, agreed_at: null });
  expect(after.whatsapp_marketing).toEqual({ agreed: false, agreed_at: null });

  expect((await shipOrderCall(id, owner.cookieHeaders)).status).toBe(200);
  expect(await until(async () => (await mailsAbout(shopper, `order #${id} is on its way`)).length === 1)).toBe(true);
  expect((await messagesTo(phone)).filter((m) => m.template === 'order_shipped')).toHaveLength(0);

  expect(await reply(phone, 'Start')).toBe('started');
  expect((await me(shopper)).whatsapp_updates.agreed).toBe(true);
  expect((await me(shopper)).whatsapp_marketing.agreed).toBe(false);
});

it('sends an event once when two instances send it at once, and shows its status to the owner', async () => {
  const shopper = await createShopper();
  const phone = freshPhone();
  const id = await paidOrder(shopper, phone, { whatsapp_updates: true });
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  const twice = await db.transaction(async (tx) => [
    ...(await queueOrderMail(tx, row, 'out_for_delivery')),
    ...(await queueOrderMail(tx, row, 'out_for_delivery')),
  ]);
  await Promise.all([deliverQueuedMail(twice.slice(0, 1)), deliverQueuedMail(twice.slice(1))]);
  const sent = (await messagesTo(phone)).filter((m) => m.template === 'out_for_delivery');
  expect(sent).toHaveLength(1);
  // Neither sender fell back to mail: the other had sent it.
  expect(await mailsAbout(shopper, `order #${id}`)).toHaveLength(0);

  const read = await callRoute(adminOrder, `/api/v1/admin/orders/${id}`, {
    params: { id: String(id) },
    headers: owner.cookieHeaders,
  });
  expect(read.status).toBe(200);
  const templates = read.body.order.messages.map((m: { template: string; status: string }) => m.template);
  expect(templates).toEqual(expect.arrayContaining(['order_confirmed', 'out_for_delivery']));
  for (const m of read.body.order.messages)
    expect(['queued', 'sent', 'delivered', 'read', 'failed']).toContain(m.status);
});

it('refuses a consent that is not true or false (400) and changes nothing', async () => {
  const shopper = await createShopper();
  const res = await callRoute(patchMe, '/api/v1/auth/me', {
    method: 'PATCH',
    body: { whatsapp_updates: 'yes' },
    headers: shopper.cookieHeaders,
  });
  expect(res.status).toBe(400);
  expect((await me(shopper)).whatsapp_updates.agreed).toBe(false);
});

it("sends the owner's alerts on WhatsApp too, once the owner gives a mobile number", async () => {
  const bad = await saveAlerts(owner, { whatsapp_number: '12345' });
  expect(bad.status).toBe(400);
  const saved = await saveAlerts(owner, { whatsapp_number: '98111 22334' });
  expect(saved.status).toBe(200);
  expect(saved.body.settings.whatsapp_number).toBe('+919811122334');
  const id = await paidOrder(await createShopper(), freshPhone());
  expect(
    await until(async () =>
      (await messagesTo('+919811122334')).some((m) => m.template === 'owner_alert' && m.text.includes(String(id))),
    ),
  ).toBe(true);
  expect((await saveAlerts(owner, { whatsapp_number: '' })).status).toBe(200);
});
