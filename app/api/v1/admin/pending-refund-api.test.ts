// What is left to refund counts every refund from the moment it is reserved (pending at the provider) until it
// fails: the refund check and every SQL figure read the same definition. At the boundary, refunding exactly what
// a pending refund leaves succeeds and one paisa more is refused; two refunds at once never give back more
// than was captured.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders, payments, refunds } from '@/lib/server/db/schema';
import { refundedPaiseSql } from '@/lib/server/orders';
import { callRoute } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { paidOrder, setUpAdminOrders } from '@/test-support/admin-orders-fixture';
import { GET as read } from './orders/[id]/route';
import { POST as refundRoute } from './orders/[id]/refunds/route';

setUpAdminOrders();

let owner: StaffAccount;
beforeAll(async () => {
  owner = await createStaff('owner');
});

const refund = (id: number, amount: number) =>
  callRoute(refundRoute, `/api/v1/admin/orders/${id}/refunds`, {
    method: 'POST',
    params: { id: String(id) },
    body: { amount, reason: 'Price adjustment' },
    headers: owner.cookieHeaders,
  });

const refundable = async (id: number) =>
  (
    await callRoute(read, `/api/v1/admin/orders/${id}`, {
      params: { id: String(id) },
      headers: owner.cookieHeaders,
    })
  ).body.order.refundable as number;

/** A refund the provider answered "pending" (it settles by webhook later), of `amountPaise`. */
async function pendingRefund(orderId: number, amountPaise: number): Promise<void> {
  const db = await getDb();
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured')));
  await db.insert(refunds).values({
    orderId,
    paymentId: payment!.id,
    provider: payment!.provider,
    amountPaise,
    reason: 'Waiting at the provider',
    status: 'pending',
    providerRefundId: `rfnd_pending_${orderId}`,
  });
}

const totalOf = async (id: number) =>
  (await (await getDb()).select().from(orders).where(eq(orders.id, id)))[0]!.totalPaise;

const refundedSql = async (id: number) =>
  Number(
    (await (await getDb()).select({ refunded: refundedPaiseSql }).from(orders).where(eq(orders.id, id)))[0]!.refunded,
  );

describe('a pending refund', () => {
  it('reduces what can be refunded: exactly the rest succeeds, one paisa more is refused', async () => {
    const id = await paidOrder();
    const total = await totalOf(id);
    await pendingRefund(id, 10_000);
    expect(await refundable(id)).toBe((total - 10_000) / 100);
    expect(await refundedSql(id)).toBe(10_000);

    const over = await refund(id, (total - 10_000 + 1) / 100);
    expect(over.status).toBe(409);
    const exact = await refund(id, (total - 10_000) / 100);
    expect(exact.status).toBe(201);
    expect(await refundable(id)).toBe(0);
    expect(await refundedSql(id)).toBe(total);
    expect((await refund(id, 0.01)).status).toBe(409);
  });

  it('frees its sum again once it fails', async () => {
    const id = await paidOrder();
    const total = await totalOf(id);
    await pendingRefund(id, 10_000);
    await (await getDb()).update(refunds).set({ status: 'failed' }).where(eq(refunds.orderId, id));
    expect(await refundable(id)).toBe(total / 100);
    expect(await refundedSql(id)).toBe(0);
  });
});

describe('two refunds at once', () => {
  it('never give back more than was captured', async () => {
    const id = await paidOrder();
    const total = await totalOf(id);
    const part = Math.floor((total * 6) / 10) / 100;
    const answers = await Promise.all([refund(id, part), refund(id, part)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const given = await (await getDb()).select().from(refunds).where(eq(refunds.orderId, id));
    expect(given.reduce((sum, r) => sum + (r.status === 'failed' ? 0 : r.amountPaise), 0)).toBeLessThanOrEqual(total);
  });
});
