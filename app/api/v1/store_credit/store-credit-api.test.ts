// Store credit: the owner's refund can go to it (counted as refunded: what is left to refund falls), the buyer
// can choose it for a return, the owner can grant it with a reason, and the buyer reads it with its history.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, orderItems, refunds, sessions, storedValueMovements } from '@/lib/server/db/schema';
import { hashToken } from '@/lib/server/auth';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { installSandboxProvider, type TestProduct } from '@/test-support/checkout-fixtures';
import { orderableProduct, orderOf } from '@/test-support/delivered-order';
import { GET as ownCredit } from './route';
import { POST as grantRoute } from '../admin/customers/[id]/store_credit/route';
import { POST as refundRoute } from '../admin/orders/[id]/refunds/route';
import { GET as adminOrder } from '../admin/orders/[id]/route';
import { POST as requestReturn } from '../orders/[id]/returns/route';
import { POST as moveReturn } from '../admin/orders/[id]/returns/[returnId]/route';

installSandboxProvider();

type Shopper = Awaited<ReturnType<typeof createShopper>>;
let owner: StaffAccount;
let staff: StaffAccount;
let piece: TestProduct;
beforeAll(async () => {
  await seedCatalogue();
  owner = await createStaff('owner');
  staff = await createStaff('staff');
  piece = await orderableProduct();
}, 120_000);

const refund = (id: number, body: unknown, key?: string) =>
  callRoute(refundRoute, '/x', {
    method: 'POST',
    params: { id: String(id) },
    body,
    headers: { ...owner.cookieHeaders, ...(key ? { 'Idempotency-Key': key } : {}) },
  });
const refundable = async (id: number) =>
  (await callRoute(adminOrder, '/x', { params: { id: String(id) }, headers: owner.cookieHeaders })).body.order
    .refundable as number;
const creditOf = async (shopper: Shopper) =>
  (await callRoute(ownCredit, '/api/v1/store_credit', { headers: shopper.cookieHeaders })).body;
const grant = (customerId: number, body: unknown, who: StaffAccount = owner) =>
  callRoute(grantRoute, '/x', { method: 'POST', params: { id: String(customerId) }, body, headers: who.cookieHeaders });

describe('a refund to store credit', () => {
  it('is credited at once, counts as refunded, and the default still goes back to the card', async () => {
    const buyer = await createShopper();
    const id = await orderOf(buyer, piece, staff, false);
    const total = await refundable(id);
    expect(await creditOf(buyer)).toEqual({ balance: 0, movements: [] });

    const toCredit = await refund(id, { amount: 1000, reason: 'Sorry for the wait', to: 'store_credit' });
    expect(toCredit.status).toBe(201);
    expect(toCredit.body.refund).toMatchObject({ amount: 1000, status: 'processed', provider: 'store_credit' });
    expect(await refundable(id)).toBeCloseTo(total - 1000, 2);
    const credit = await creditOf(buyer);
    expect(credit.balance).toBe(1000);
    expect(credit.movements).toEqual([
      expect.objectContaining({ amount: 1000, reason: 'refund', order_id: id, note: 'Sorry for the wait' }),
    ]);

    const left = Math.round((total - 1000) * 100) / 100;
    const over = await refund(id, { amount: Math.round((left + 0.01) * 100) / 100, to: 'store_credit' });
    expect(over.status).toBe(409);
    const toCard = await refund(id, { amount: left });
    expect(toCard.status).toBe(201);
    expect(toCard.body.refund.provider).toBe('sandbox');
    expect(await refundable(id)).toBe(0);
    expect((await creditOf(buyer)).balance).toBe(1000);
  });

  it('is credited once when the same request is retried', async () => {
    const buyer = await createShopper();
    const id = await orderOf(buyer, piece, staff, false);
    const body = { amount: 250.5, reason: 'Retry', to: 'store_credit' };
    expect((await refund(id, body, 'credit-retry-key-1')).status).toBe(201);
    expect((await refund(id, body, 'credit-retry-key-1')).status).toBe(200);
    expect((await creditOf(buyer)).balance).toBe(250.5);
    const rows = await (await getDb()).select().from(refunds).where(eq(refunds.orderId, id));
    expect(rows).toHaveLength(1);
  });

  it('takes only the two destinations', async () => {
    const buyer = await createShopper();
    const id = await orderOf(buyer, piece, staff, false);
    expect((await refund(id, { amount: 1, to: 'gift_card' })).status).toBe(400);
  });
});

describe("the buyer's choice of store credit on a return", () => {
  it('refunds the received pieces to store credit', async () => {
    const buyer = await createShopper();
    const id = await orderOf(buyer, piece, staff);
    const [item] = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, id));
    const asked = await callRoute(requestReturn, '/x', {
      method: 'POST',
      params: { id: String(id) },
      body: {
        reason: 'Does not fit',
        items: [{ order_item_id: item.id, quantity: 1 }],
        refund_to: 'store_credit',
      },
      headers: buyer.cookieHeaders,
    });
    expect(asked.status).toBe(201);
    expect(asked.body.return.refund_to).toBe('store_credit');
    const returnId = asked.body.return.id as number;
    for (const action of ['approve', 'receive']) {
      const moved = await callRoute(moveReturn, '/x', {
        method: 'POST',
        params: { id: String(id), returnId: String(returnId) },
        body: { action },
        headers: owner.cookieHeaders,
      });
      expect(moved.status).toBe(200);
    }
    const credit = await creditOf(buyer);
    expect(credit.balance).toBe(asked.body.return.amount);
    expect(credit.movements[0]).toMatchObject({ reason: 'refund', order_id: id });
    expect(await refundable(id)).toBe(0);
  });
});

describe('POST /admin/customers/{id}/store_credit', () => {
  it('credits the customer with a reason, audited, and the buyer sees it', async () => {
    const buyer = await createShopper();
    const first = await grant(buyer.user.id, { amount: 0.01, reason: 'Birthday' });
    expect(first.status).toBe(201);
    expect(first.body.balance).toBe(0.01);
    const second = await grant(buyer.user.id, { amount: 499.99, reason: 'Loyalty' });
    expect(second.body.balance).toBe(500);
    const mine = await creditOf(buyer);
    expect(mine.balance).toBe(500);
    expect(mine.movements.map((m: { reason: string; note: string }) => [m.reason, m.note])).toEqual([
      ['grant', 'Loyalty'],
      ['grant', 'Birthday'],
    ]);
    const audits = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'store_credit.grant'), eq(auditLog.entityId, String(buyer.user.id))));
    expect(audits).toHaveLength(2);
  });

  it('refuses bad amounts, a missing reason, staff, a stale password and an unknown customer', async () => {
    const buyer = await createShopper();
    expect((await grant(buyer.user.id, { amount: 0, reason: 'x' })).status).toBe(400);
    expect((await grant(buyer.user.id, { amount: 10.001, reason: 'x' })).status).toBe(400);
    expect((await grant(buyer.user.id, { amount: 1_00_00_000.01, reason: 'x' })).status).toBe(400);
    expect((await grant(buyer.user.id, { amount: 10 })).status).toBe(400);
    expect((await grant(buyer.user.id, { amount: 10, reason: 'x' }, staff)).status).toBe(403);
    expect((await grant(999_999, { amount: 10, reason: 'x' })).status).toBe(404);
    const stale = await createStaff('owner');
    await (
      await getDb()
    )
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.tokenHash, hashToken(stale.token)));
    expect((await grant(buyer.user.id, { amount: 10, reason: 'x' }, stale)).status).toBe(401);
    const moves = await (await getDb()).select().from(storedValueMovements);
    expect(moves.filter((m) => m.note === 'x')).toHaveLength(0);
  });
});
