// Cash on delivery through fulfilment: "delivered" records the cash as a captured payment, paid_at,
// revenue and the invoice; cancelling before delivery releases the stock.
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mailOutbox, orderItems, payments, refunds, taxDocuments } from '@/lib/server/db/schema';
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { type StaffAccount } from '@/test-support/create-staff';
import { orderRow, outboxTo, stockOf } from '@/test-support/checkout-fixtures';
import { GET as adminOrder } from '@/app/api/v1/admin/orders/[id]/route';
import { GET as salesRoute } from '@/app/api/v1/admin/reports/sales/route';
import { POST as requestReturnRoute } from '@/app/api/v1/orders/[id]/returns/route';
import { POST as moveReturnRoute } from '@/app/api/v1/admin/orders/[id]/returns/[returnId]/route';
import { staff, owner, cheap, placeCod, move, setUpCashOnDelivery } from '@/test-support/cod-fixture';

setUpCashOnDelivery();

describe('a cash-on-delivery order through fulfilment', () => {
  it('delivered: the cash is a captured payment, the order is paid, counts as revenue; invoiced when it shipped', async () => {
    const shopper = await createShopper();
    const placed = await placeCod(shopper);
    const id = placed.body.id as number;
    const total = cheap.pricePaise / 100;
    const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const revenue = async () =>
      (
        await callRoute(salesRoute, `/api/v1/admin/reports/sales?from=${from}&to=${to}`, {
          headers: staff.cookieHeaders,
        })
      ).body.totals.revenue as number;
    const before = await revenue();

    expect((await move(id, { status: 'shipped', courier: 'Delhivery', tracking_number: 'DLCOD1' })).status).toBe(200);
    expect(await revenue()).toBe(before);
    const delivered = await move(id, { status: 'delivered' });
    expect(delivered.status).toBe(200);

    const row = await orderRow(id);
    expect(row.paidAt).not.toBeNull();
    expect(row.paidAt!.getTime()).toBe(row.deliveredAt!.getTime());
    const db = await getDb();
    const cash = await db.select().from(payments).where(eq(payments.orderId, id));
    expect(cash).toEqual([
      expect.objectContaining({
        provider: 'cod',
        status: 'captured',
        amountPaise: cheap.pricePaise,
        currency: 'INR',
        source: 'delivery',
      }),
    ]);
    expect(await revenue()).toBe(Math.round((before + total) * 100) / 100);

    const [invoice] = await db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, id), eq(taxDocuments.kind, 'invoice')));
    expect(invoice).toBeDefined();
    // Issued when it shipped (goods are invoiced at removal), before the cash was taken.
    expect(Math.abs(invoice.issuedAt.getTime() - row.shippedAt!.getTime())).toBeLessThan(5_000);
    expect(invoice.issuedAt.getTime()).toBeLessThanOrEqual(row.deliveredAt!.getTime());

    const detail = await callRoute(adminOrder, `/api/v1/admin/orders/${id}`, {
      params: { id: String(id) },
      headers: staff.cookieHeaders,
    });
    expect(detail.body.order).toMatchObject({
      payment_method: 'cod',
      status: 'delivered',
      payments: [expect.objectContaining({ provider: 'cod', amount: total, status: 'captured' })],
    });
    // Delivered, the account may place its next COD order.
    expect((await placeCod(shopper)).status).toBe(201);
  });

  it('returned after delivery: the cash is refunded by the shop, with its credit note and a mail that says how', async () => {
    const shopper = await createShopper();
    const id = (await placeCod(shopper)).body.id as number;
    expect((await move(id, { status: 'shipped', courier: 'Delhivery', tracking_number: 'DLCOD2' })).status).toBe(200);
    expect((await move(id, { status: 'delivered' })).status).toBe(200);
    const db = await getDb();
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, id));
    const asked = await callRoute(requestReturnRoute, '/x', {
      method: 'POST',
      params: { id: String(id) },
      body: { reason: 'Too small', items: [{ order_item_id: item.id, quantity: 1 }] },
      headers: shopper.cookieHeaders,
    });
    expect(asked.status).toBe(201);
    const returnId = String(asked.body.return.id);
    const decide = (action: string, who: StaffAccount) =>
      callRoute(moveReturnRoute, '/x', {
        method: 'POST',
        params: { id: String(id), returnId },
        body: { action },
        headers: who.cookieHeaders,
      });
    expect((await decide('approve', staff)).status).toBe(200);
    const received = await decide('receive', owner);
    expect(received.status).toBe(200);
    expect(received.body.return).toMatchObject({ status: 'refunded', refunded_amount: cheap.pricePaise / 100 });

    expect(
      await db
        .select({ provider: refunds.provider, status: refunds.status, amountPaise: refunds.amountPaise })
        .from(refunds)
        .where(eq(refunds.orderId, id)),
    ).toEqual([{ provider: 'cod', status: 'processed', amountPaise: cheap.pricePaise }]);
    const notes = await db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, id), eq(taxDocuments.kind, 'credit_note')));
    expect(notes).toHaveLength(1);
    const [last] = await db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, shopper.user.email))
      .orderBy(sql`${mailOutbox.id} desc`)
      .limit(1);
    expect(last!.text).toContain('for the cash you paid on delivery');
    expect(last!.text).not.toContain('card');
  });

  it('cancelled before delivery: the stock goes back and nothing is refunded', async () => {
    const shopper = await createShopper();
    const placed = await placeCod(shopper, cheap, 3);
    const id = placed.body.id as number;
    expect(await stockOf(cheap.id)).toBe(7);
    expect((await move(id, { status: 'processing' })).status).toBe(200);
    const cancelled = await move(id, { status: 'cancelled', note: 'Shopper refused the parcel' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', paid_at: null, refunds: [] });
    expect(await stockOf(cheap.id)).toBe(10);
    const db = await getDb();
    expect(await db.select().from(payments).where(eq(payments.orderId, id))).toEqual([]);
    expect(await outboxTo(shopper.user.email, `order #${id} cancelled`)).toBe(1);
  });

  it('refused at the door: a shipped, unpaid COD order can be cancelled, its stock back; a paid one cannot', async () => {
    const shopper = await createShopper();
    const id = (await placeCod(shopper, cheap, 2)).body.id as number;
    const shipped = await move(id, { status: 'shipped', courier: 'Delhivery', tracking_number: 'DLRTO1' });
    expect(shipped.body.order.allowed_moves).toEqual(expect.arrayContaining(['delivered', 'cancelled']));
    const cancelled = await move(id, { status: 'cancelled', note: 'Refused at the door' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order).toMatchObject({ status: 'cancelled', paid_at: null, refunds: [] });
    expect(await stockOf(cheap.id)).toBe(10);

    const other = await createShopper();
    const delivered = (await placeCod(other)).body.id as number;
    await move(delivered, { status: 'shipped', courier: 'Delhivery', tracking_number: 'DLRTO2' });
    expect((await move(delivered, { status: 'delivered' })).body.order.allowed_moves).not.toContain('cancelled');
    expect((await move(delivered, { status: 'cancelled' })).status).toBe(409);
  });
});
