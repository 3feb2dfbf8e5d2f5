// Cash on delivery that cannot hoard: one new account's COD order took all 39 pieces of an item, confirmed,
// unpaid and with no expiry. COD orders now follow the line cap and the unpaid-order hold limits of card
// orders, and a new account's first COD order is released with its stock unless the shopper (mailed link) or
// the shop (moving it to processing) confirms it within cod_confirm_hours.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { releaseUnconfirmedCodOrders } from '@/lib/server/orders';
import { ORDER_HOLD_LIMITS } from '@/lib/shared/constants';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { COD_CONFIRM_MESSAGES } from '@/lib/shared/messages/cod-confirmation';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import { COD_CONFIRM_ERROR_CODES } from '@/lib/shared/schemas/cod-confirmation-schema';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createOrderCall, orderBody, setStock, stockOf } from '@/test-support/checkout-fixtures';
import { listOutbox } from '@/lib/server/mail/outbox';
import { POST as confirmRoute } from '@/app/api/v1/orders/[id]/confirm_cod/route';
import { GET as shopperOrder } from '@/app/api/v1/orders/[id]/route';
import { GET as adminOrders } from '@/app/api/v1/admin/orders/route';
import {
  cheap,
  move,
  staff,
  placeCod,
  setUpCashOnDelivery,
  withSettings,
  type Shopper,
} from '@/test-support/cod-fixture';

setUpCashOnDelivery();
jest.setTimeout(120_000);

const LINE_CAP = ORDER_HOLD_LIMITS.unitsPerProduct;
/** No COD value limit in the way of the piece counts these tests are about. */
const roomyCod = { codEnabled: true, codMaxOrderPaise: 2_000_000_000 };

const confirm = (shopper: Shopper, id: number, token: string) =>
  callRoute(confirmRoute, `/api/v1/orders/${id}/confirm_cod`, {
    method: 'POST',
    params: { id: String(id) },
    body: { token },
    headers: shopper.cookieHeaders,
  });

/** The token of the confirmation link mailed to the shopper for this order, read as the shopper reads it. */
async function mailedToken(email: string, orderId: number): Promise<string> {
  const mails = await listOutbox({ to: email, limit: 20 });
  const mail = mails.find((m) => m.subject.includes(`confirm your cash-on-delivery order #${orderId}`));
  const link = mail?.text?.match(/https?:\/\/\S+cod_token=([A-Za-z0-9_-]+)/);
  if (!link) throw new Error(`no confirmation link mailed for order ${orderId}`);
  expect(link[0]).toContain(`cod_order=${orderId}`);
  return link[1];
}

/** How many mails of this subject the shopper has: the order's confirmation, or the request to confirm it. */
async function mailsTo(email: string, words: string): Promise<number> {
  return (await listOutbox({ to: email, limit: 20 })).filter((m) => m.subject.includes(words)).length;
}

async function setConfirmBy(id: number, at: ReturnType<typeof sql>) {
  const db = await getDb();
  await db.update(orders).set({ codConfirmBy: at }).where(eq(orders.id, id));
}

async function statusOf(id: number) {
  const db = await getDb();
  const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row.status;
}

describe('COD orders follow the card orders limits', () => {
  it(`takes ${LINE_CAP} pieces of one piece and refuses ${LINE_CAP + 1} with a 4xx that says why`, () =>
    withSettings(roomyCod, async () => {
      await setStock(cheap.id, 39);
      const over = await placeCod(await createShopper(), cheap, LINE_CAP + 1);
      expect(over.status).toBe(400);
      expect(over.body).toMatchObject({
        error_code: ORDER_ERROR_CODES.orderLineLimit,
        message: CHECKOUT_MESSAGES.orderLineLimit(cheap.name, LINE_CAP),
      });
      expect(await stockOf(cheap.id)).toBe(39);

      const atCap = await placeCod(await createShopper(), cheap, LINE_CAP);
      expect(atCap.status).toBe(201);
      expect(await stockOf(cheap.id)).toBe(39 - LINE_CAP);
    }));

  it('counts an unconfirmed COD order as held: a card order past the account bound is refused', () =>
    withSettings(roomyCod, async () => {
      await setStock(cheap.id, 30);
      const shopper = await createShopper();
      const pending = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: cheap, quantity: 3 }]));
      expect(pending.status).toBe(201);
      // 3 held by the card order: 7 more by COD reach the bound of 10, 8 pass it.
      const past = await placeCod(shopper, cheap, ORDER_HOLD_LIMITS.pendingUnitsPerAccount - 3 + 1);
      expect(past.status).toBe(429);
      expect(past.body.error_code).toBe(ORDER_ERROR_CODES.pendingUnitsLimit);
      const at = await placeCod(shopper, cheap, ORDER_HOLD_LIMITS.pendingUnitsPerAccount - 3);
      expect(at.status).toBe(201);
      // The COD order holds its pieces unpaid: one more card piece is past the bound too.
      const more = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: cheap, quantity: 1 }]));
      expect(more.status).toBe(429);
    }));
});

describe("a new account's first COD order", () => {
  it('waits cod_confirm_hours for the mailed link, which confirms it (only with its own token)', () =>
    withSettings(roomyCod, async () => {
      const shopper = await createShopper();
      const placed = await placeCod(shopper, cheap, 2);
      expect(placed.status).toBe(201);
      const { id, order } = placed.body;
      const created = new Date(order.created_at).getTime();
      expect(new Date(order.cod_confirmation.confirm_by).getTime() - created).toBe(24 * 3600_000);
      expect(order.cod_confirmation.confirmed_at).toBeNull();

      const token = await mailedToken(shopper.user.email, id);
      // Asked to confirm, and not told at the same time that the order is confirmed.
      expect(await mailsTo(shopper.user.email, `order #${id} confirmed`)).toBe(0);
      const wrong = await confirm(shopper, id, token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'));
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        message: COD_CONFIRM_MESSAGES.invalidLink,
        error_code: COD_CONFIRM_ERROR_CODES.invalidLink,
      });
      // Somebody else's order is not found, whatever the token.
      expect((await confirm(await createShopper(), id, token)).status).toBe(404);

      const done = await confirm(shopper, id, token);
      expect(done.status).toBe(200);
      expect(await mailsTo(shopper.user.email, `order #${id} confirmed`)).toBe(1);
      expect(done.body.message).toBe(COD_CONFIRM_MESSAGES.confirmed);
      expect(done.body.order.cod_confirmation.confirmed_at).toEqual(expect.any(String));
      // Confirmed is final: the link does nothing more, and the deadline passing releases nothing.
      expect((await confirm(shopper, id, token)).status).toBe(409);
      await setConfirmBy(id, sql`now() - interval '1 second'`);
      await releaseUnconfirmedCodOrders();
      expect(await statusOf(id)).toBe('confirmed');
    }));

  it('is released with its stock at the deadline, not a moment before; then the link is refused', () =>
    withSettings(roomyCod, async () => {
      await setStock(cheap.id, 10);
      const shopper = await createShopper();
      const placed = await placeCod(shopper, cheap, 4);
      const id = placed.body.id as number;
      const token = await mailedToken(shopper.user.email, id);
      expect(await stockOf(cheap.id)).toBe(6);

      await setConfirmBy(id, sql`now() + interval '2 seconds'`);
      expect(await releaseUnconfirmedCodOrders()).toBe(0);
      expect(await statusOf(id)).toBe('confirmed');
      expect(await stockOf(cheap.id)).toBe(6);

      // The deadline is the database's now(): the sweep's transaction starts after it, so it is due.
      await setConfirmBy(id, sql`now()`);
      expect(await releaseUnconfirmedCodOrders()).toBe(1);
      expect(await statusOf(id)).toBe('cancelled');
      expect(await stockOf(cheap.id)).toBe(10);
      // Released once: a second sweep (another instance) finds nothing.
      expect(await releaseUnconfirmedCodOrders()).toBe(0);
      expect(await stockOf(cheap.id)).toBe(10);

      const late = await confirm(shopper, id, token);
      expect(late.status).toBe(409);
      expect(late.body.error_code).toBe(COD_CONFIRM_ERROR_CODES.closed);
      const seen = await callRoute(shopperOrder, `/api/v1/orders/${id}`, {
        params: { id: String(id) },
        headers: shopper.cookieHeaders,
      });
      expect(seen.body.order.status).toBe('cancelled');
      expect(seen.body.order.notes).toContain(COD_CONFIRM_MESSAGES.releasedNote);
    }));

  it('follows the cod_confirm_hours setting', () =>
    withSettings({ ...roomyCod, codConfirmHours: 1 }, async () => {
      const placed = await placeCod(await createShopper(), cheap, 1);
      const { order } = placed.body;
      expect(new Date(order.cod_confirmation.confirm_by).getTime() - new Date(order.created_at).getTime()).toBe(
        3600_000,
      );
    }));

  it('is confirmed by the shop moving it to processing (after its call), and then never released', () =>
    withSettings(roomyCod, async () => {
      const shopper = await createShopper();
      const placed = await placeCod(shopper, cheap, 1);
      const id = placed.body.id as number;
      expect(await mailsTo(shopper.user.email, `order #${id} confirmed`)).toBe(0);
      const moved = await move(id, { status: 'processing' });
      expect(moved.status).toBe(200);
      expect(await mailsTo(shopper.user.email, `order #${id} confirmed`)).toBe(1);
      await setConfirmBy(id, sql`now() - interval '1 second'`);
      expect(await releaseUnconfirmedCodOrders()).toBe(0);
      expect(await statusOf(id)).toBe('processing');
    }));

  it('is not asked of an account that has paid before', () =>
    withSettings(roomyCod, async () => {
      const shopper = await createShopper();
      const first = await placeCod(shopper, cheap, 1);
      const db = await getDb();
      // The first one was delivered and paid in cash.
      await db
        .update(orders)
        .set({ status: 'delivered', paidAt: new Date(), codConfirmedAt: new Date() })
        .where(eq(orders.id, first.body.id));
      const second = await placeCod(shopper, cheap, 1);
      expect(second.status).toBe(201);
      expect(second.body.order.cod_confirmation).toBeNull();
      // Nothing to confirm: the order's confirmation goes out at once.
      expect(await mailsTo(shopper.user.email, `order #${second.body.id} confirmed`)).toBe(1);
    }));

  it('is listed for the shop in its own view, with the time it is released at, until it is confirmed', () =>
    withSettings(roomyCod, async () => {
      const waiting = (await placeCod(await createShopper(), cheap, 1)).body;
      const taken = (await placeCod(await createShopper(), cheap, 1)).body;
      expect((await move(taken.id, { status: 'processing' })).status).toBe(200);
      const listed = await callRoute(adminOrders, '/api/v1/admin/orders?view=cod_unconfirmed&per_page=100', {
        headers: staff.cookieHeaders,
      });
      expect(listed.status).toBe(200);
      const ids = listed.body.orders.map((o: { id: number }) => o.id);
      expect(ids).toContain(waiting.id);
      expect(ids).not.toContain(taken.id);
      const row = listed.body.orders.find((o: { id: number }) => o.id === waiting.id);
      expect(row.cod_confirm_by).toBe(waiting.order.cod_confirmation.confirm_by);
      const all = await callRoute(adminOrders, `/api/v1/admin/orders?q=${taken.id}`, { headers: staff.cookieHeaders });
      expect(all.body.orders.find((o: { id: number }) => o.id === taken.id).cod_confirm_by).toBeNull();
    }));
});
