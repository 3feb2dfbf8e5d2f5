// COD confirmation on WhatsApp: a new account's COD order that waits for its confirmation asks on
// WhatsApp too (whatever the buyer's consent to updates), with "Confirm order" and "Cancel order"; the buttons,
// answered through the sandbox, confirm the order as the mailed link does or cancel it with its pieces back;
// only the number asked may answer; one reminder half-way, then the existing release.
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders, outboundMessages } from '@/lib/server/db/schema';
import { remindUnansweredCodOrders } from '@/lib/server/orders/whatsapp-cod';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { ADDRESS, stockOf } from '@/test-support/checkout-fixtures';
import { cheap, codBody, owner, setUpCashOnDelivery, type Shopper } from '@/test-support/cod-fixture';
import { createOrderCall } from '@/test-support/checkout-fixtures';
import { until } from '@/test-support/until';
import { GET as adminOrder } from '@/app/api/v1/admin/orders/[id]/route';
import { POST as sandboxReply } from '@/app/api/v1/whatsapp/sandbox/reply/route';

setUpCashOnDelivery();
jest.setTimeout(120_000);

let next = 0;
const freshPhone = () => `+9197${String(Date.now() % 1e6).padStart(6, '0')}${String(next++ % 100).padStart(2, '0')}`;

async function placeCodWith(shopper: Shopper, phone: string): Promise<number> {
  const res = await createOrderCall(shopper.cookieHeaders, codBody(cheap, 1, { ...ADDRESS, phone }));
  expect(res.status).toBe(201);
  return res.body.id as number;
}

/** The request to confirm sent to this number about this order, once it has gone. */
async function request(phone: string, orderId: number, template = 'cod_confirmation') {
  const db = await getDb();
  let found: (typeof outboundMessages.$inferSelect)[] = [];
  await until(async () => {
    found = await db
      .select()
      .from(outboundMessages)
      .where(
        and(
          eq(outboundMessages.toPhone, phone),
          eq(outboundMessages.orderId, orderId),
          eq(outboundMessages.template, template),
        ),
      );
    return found.length > 0 && !!found[0]!.providerMessageId;
  });
  return found;
}

/** A button tapped on the shop's message `contextId`, through the sandbox (signed, to the webhook): what it did. */
async function press(from: string, buttonId: string, contextId: string): Promise<string> {
  const res = await callRoute(sandboxReply, '/api/v1/whatsapp/sandbox/reply', {
    method: 'POST',
    body: { from, button_id: buttonId, context_message_id: contextId },
    headers: owner.cookieHeaders,
  });
  expect(res.status).toBe(200);
  return res.body.replies[0].outcome;
}

async function orderOf(id: number) {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

it('asks on WhatsApp with both buttons, and "Confirm order" confirms it; the owner sees it was on WhatsApp', async () => {
  const shopper = await createShopper();
  const phone = freshPhone();
  const id = await placeCodWith(shopper, phone);
  const [asked] = await request(phone, id);
  expect(asked).toBeDefined();
  expect(asked!.channel).toBe('whatsapp');
  expect(asked!.buttons).toEqual([
    expect.objectContaining({ id: 'cod_confirm', title: 'Confirm order' }),
    expect.objectContaining({ id: 'cod_cancel', title: 'Cancel order' }),
  ]);
  expect((await orderOf(id)).codConfirmedAt).toBeNull();

  // Another number naming the same message changes nothing.
  expect(await press(freshPhone(), 'cod_confirm', asked!.providerMessageId!)).toBe('ignored');
  expect((await orderOf(id)).codConfirmedAt).toBeNull();

  expect(await press(phone, 'cod_confirm', asked!.providerMessageId!)).toBe('confirmed');
  const confirmed = await orderOf(id);
  expect(confirmed.codConfirmedAt).not.toBeNull();
  expect(confirmed.status).toBe('confirmed');
  const read = await callRoute(adminOrder, `/api/v1/admin/orders/${id}`, {
    params: { id: String(id) },
    headers: owner.cookieHeaders,
  });
  expect(read.body.order.cod_confirmed_on_whatsapp).toBe(true);
  expect(read.body.order.messages.map((m: { template: string }) => m.template)).toContain('cod_confirmation');
});

it('"Cancel order" cancels another buyer\'s order and puts its piece back', async () => {
  const shopper = await createShopper();
  const phone = freshPhone();
  const before = await stockOf(cheap.id);
  const id = await placeCodWith(shopper, phone);
  expect(await stockOf(cheap.id)).toBe(before - 1);
  const [asked] = await request(phone, id);
  expect(await press(phone, 'cod_cancel', asked!.providerMessageId!)).toBe('cancelled');
  expect((await orderOf(id)).status).toBe('cancelled');
  expect(await stockOf(cheap.id)).toBe(before);
  // A late "Confirm order" finds nothing to confirm.
  expect(await press(phone, 'cod_confirm', asked!.providerMessageId!)).toBe('closed');
  expect((await orderOf(id)).status).toBe('cancelled');
});

it('reminds once, half-way through the time to confirm', async () => {
  const shopper = await createShopper();
  const phone = freshPhone();
  const id = await placeCodWith(shopper, phone);
  await request(phone, id);
  expect(await remindUnansweredCodOrders()).toBe(0);
  const db = await getDb();
  // Less than half of cod_confirm_hours left.
  await db
    .update(orders)
    .set({ codConfirmBy: sql`now() + interval '1 minute'` })
    .where(eq(orders.id, id));
  expect(await remindUnansweredCodOrders()).toBeGreaterThanOrEqual(1);
  await remindUnansweredCodOrders();
  expect(await request(phone, id, 'cod_confirmation_reminder')).toHaveLength(1);
});
