// The back office's refunds: full and partial, never past what was captured, once per key, and
// settled by the provider's webhooks. Set-up: test-support/admin-orders-fixture.ts.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, orderItems, orders, payments, refunds, sessions } from '@/lib/server/db/schema';
import { hashToken } from '@/lib/server/auth/tokens';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { callRoute } from '@/test-support/call-route';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { outboxTo, stockOf, webhookCall } from '@/test-support/checkout-fixtures';
import { GET as read } from './orders/[id]/route';
import { POST as refundRoute } from './orders/[id]/refunds/route';
import { POST as reauth } from './reauth/route';
import { staff, shopper, paidOrder, moveCall, setUpAdminOrders } from '@/test-support/admin-orders-fixture';

setUpAdminOrders();

describe('refunds', () => {
  let owner: StaffAccount;
  beforeAll(async () => {
    owner = await createStaff('owner');
  });
  const refund = (id: number, body: unknown, headers: Record<string, string>, key?: string) =>
    callRoute(refundRoute, `/api/v1/admin/orders/${id}/refunds`, {
      method: 'POST',
      params: { id: String(id) },
      body,
      headers: key ? { ...headers, 'idempotency-key': key } : headers,
    });

  it("are the owner's alone", async () => {
    const id = await paidOrder();
    const refused = await refund(id, { amount: 1 }, staff.cookieHeaders);
    expect(refused.status).toBe(403);
  });

  it('give back part, then the rest, never more than was paid, once per Idempotency-Key, each emailed and on the timeline', async () => {
    const id = await paidOrder();
    const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, id));
    const total = row.totalPaise / 100;
    const part = await refund(
      id,
      { amount: 100, reason: 'Scratch on the clasp' },
      owner.cookieHeaders,
      'refund-key-0001',
    );
    expect(part.status).toBe(201);
    expect(part.body.refund).toMatchObject({
      amount: 100,
      status: 'processed',
      provider: 'sandbox',
      provider_refund_id: expect.stringMatching(/^rfnd_sbx_/),
    });
    const again = await refund(
      id,
      { amount: 100, reason: 'Scratch on the clasp' },
      owner.cookieHeaders,
      'refund-key-0001',
    );
    expect(again.status).toBe(200);
    expect(again.body.refund.id).toBe(part.body.refund.id);
    const tooMuch = await refund(id, { amount: total }, owner.cookieHeaders);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toContain('can still be refunded');
    const rest = await refund(id, { amount: Math.round((total - 100) * 100) / 100 }, owner.cookieHeaders);
    expect(rest.status).toBe(201);
    const none = await refund(id, { amount: 1 }, owner.cookieHeaders);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('This order has been refunded in full');
    expect(await outboxTo(shopper.user.email, `on order #${id}`)).toBe(2);
    const opened = await callRoute(read, `/api/v1/admin/orders/${id}`, {
      params: { id: String(id) },
      headers: owner.cookieHeaders,
    });
    expect(opened.body.order.refundable).toBe(0);
    expect(opened.body.order.events.filter((e: { kind: string }) => e.kind === 'refund')).toHaveLength(2);
    const audit = await (await getDb()).select().from(auditLog).where(eq(auditLog.action, 'refund.create'));
    expect(audit.filter((a) => a.entityId === String(id))).toHaveLength(2);
  });

  it('ask for the password again when the sign-in is older than 10 minutes', async () => {
    const id = await paidOrder();
    const stale = await createStaff('owner');
    await (
      await getDb()
    )
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.tokenHash, hashToken(stale.token)));
    const asked = await refund(id, { amount: 1 }, stale.cookieHeaders);
    expect(asked.status).toBe(401);
    expect(asked.body.error_code).toBe(ADMIN_ERROR_CODES.reauthRequired);
    const wrong = await callRoute(reauth, '/api/v1/admin/reauth', {
      method: 'POST',
      body: { password: 'not-it' },
      headers: stale.cookieHeaders,
    });
    expect(wrong.status).toBe(401);
    const proved = await callRoute(reauth, '/api/v1/admin/reauth', {
      method: 'POST',
      body: { password: stale.password },
      headers: stale.cookieHeaders,
    });
    expect(proved.status).toBe(200);
    expect((await refund(id, { amount: 1 }, stale.cookieHeaders)).status).toBe(201);
  });

  it("settles a pending refund from the provider's refund.processed webhook, once", async () => {
    const id = await paidOrder();
    const db = await getDb();
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, id));
    await db.insert(refunds).values({
      orderId: id,
      paymentId: payment.id,
      provider: 'sandbox',
      providerRefundId: 'rfnd_PendingOne',
      amountPaise: 100,
      status: 'pending',
    });
    const event = {
      entity: 'event',
      event: 'refund.processed',
      payload: {
        refund: {
          entity: { id: 'rfnd_PendingOne', amount: 100, payment_id: payment.providerPaymentId, status: 'processed' },
        },
      },
    };
    const first = await webhookCall(event, { eventId: 'evt_refund_1' });
    expect(first.status).toBe(200);
    const [settled] = await db.select().from(refunds).where(eq(refunds.providerRefundId, 'rfnd_PendingOne'));
    expect(settled.status).toBe('processed');
    const forged = await webhookCall(
      { ...event, event: 'refund.failed' },
      { eventId: 'evt_refund_2', secret: 'not-the-secret' },
    );
    expect(forged.status).toBe(400);
    const [still] = await db.select().from(refunds).where(eq(refunds.providerRefundId, 'rfnd_PendingOne'));
    expect(still.status).toBe('processed');
  });

  it('cancelling a paid order refunds it in full and puts its pieces back', async () => {
    const id = await paidOrder(undefined, 2);
    const [item] = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, id));
    const before = await stockOf(item.productId!);
    expect((await moveCall(id, { status: 'cancelled' })).status).toBe(403);
    const cancelled = await moveCall(id, { status: 'cancelled', note: 'Out of this stone' }, owner.cookieHeaders);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', refundable: 0 });
    expect(cancelled.body.order.refunds).toHaveLength(1);
    expect(await stockOf(item.productId!)).toBe(before + 2);
    expect(await outboxTo(shopper.user.email, `order #${id} cancelled`)).toBe(1);
  });
});
