// Approving a return books the courier's pickup from the shopper (AWB and date in the shopper's mail); its
// delivery to the shop marks the return received, and the owner's inspection then refunds it.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mailOutbox, orderItems, refunds, returnRequests, shipments } from '@/lib/server/db/schema';
import { callRoute } from '@/test-support/call-route';
import { orderRow } from '@/test-support/checkout-fixtures';
import type { StaffAccount } from '@/test-support/create-staff';
import { paidOrder, setUpAdminOrders, shopper, staff } from '@/test-support/admin-orders-fixture';
import { adminOrder, bookCall, labelCall, owner, sandboxEvent, setUpShipping } from '@/test-support/shipping-fixture';
import { pdfText } from '@/test-support/pdf-text';
import { GET as shipmentsRoute } from '@/app/api/v1/admin/orders/[id]/shipment/route';
import { POST as requestReturnRoute } from '@/app/api/v1/orders/[id]/returns/route';
import { POST as moveReturnRoute } from '@/app/api/v1/admin/orders/[id]/returns/[returnId]/route';

setUpAdminOrders();
setUpShipping();

async function deliveredAndReturned(): Promise<{ id: number; returnId: number }> {
  const id = await paidOrder();
  const awb = (await bookCall(staff, id)).body.shipment.awb as string;
  expect((await sandboxEvent(staff, { awb, event: 'delivered' })).status).toBe(200);
  const [item] = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, id));
  const asked = await callRoute(requestReturnRoute, `/api/v1/orders/${id}/returns`, {
    method: 'POST',
    params: { id: String(id) },
    body: { reason: 'Too small', items: [{ order_item_id: item!.id, quantity: 1 }] },
    headers: shopper.cookieHeaders,
  });
  expect(asked.status).toBe(201);
  return { id, returnId: asked.body.return.id as number };
}

const decide = (id: number, returnId: number, action: string, who: StaffAccount) =>
  callRoute(moveReturnRoute, `/api/v1/admin/orders/${id}/returns/${returnId}`, {
    method: 'POST',
    params: { id: String(id), returnId: String(returnId) },
    body: { action },
    headers: who.cookieHeaders,
  });

describe('return pickups', () => {
  it('approving books the pickup and mails its AWB and date; its delivery marks the return received', async () => {
    const { id, returnId } = await deliveredAndReturned();
    expect((await decide(id, returnId, 'approve', staff)).status).toBe(200);
    const db = await getDb();
    const [pickup] = await db.select().from(shipments).where(eq(shipments.returnRequestId, returnId));
    expect(pickup).toMatchObject({ kind: 'reverse', orderId: id, codPaise: 0 });
    expect(pickup!.pickup.postal_code).toBe('560001');
    const mails = await db.select().from(mailOutbox);
    const pickupMail = mails.find((m) => m.subject.includes(`pickup booked for return #${returnId}`));
    expect(pickupMail?.text).toContain(pickup!.awb);
    expect(pickupMail?.text).toContain(pickup!.pickupDate);

    expect((await sandboxEvent(staff, { awb: pickup!.awb, event: 'delivered' })).status).toBe(200);
    const [request] = await db.select().from(returnRequests).where(eq(returnRequests.id, returnId));
    expect(request!.status).toBe('received');
    // The parcel reaching the shop does not deliver the order again nor refund anything yet.
    expect((await orderRow(id)).status).toBe('delivered');
    expect(await db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(0);

    // The owner inspects and confirms: now the refund goes back.
    const received = await decide(id, returnId, 'receive', owner);
    expect(received.status).toBe(200);
    expect(received.body.return.status).toBe('refunded');
    expect(await db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(1);
  });

  it('takes in pieces handed over at the shop before the pickup arrives, saying the courier has not delivered', async () => {
    const { id, returnId } = await deliveredAndReturned();
    expect((await decide(id, returnId, 'approve', staff)).status).toBe(200);
    const received = await decide(id, returnId, 'receive', owner);
    expect(received.status).toBe(200);
    expect(received.body.return.status).toBe('refunded');
    expect(received.body.return.pickup).toMatchObject({ delivered: false, awb: expect.any(String) });
    const seen = await adminOrder(owner, id);
    expect(seen.returns[0].pickup).toMatchObject({ delivered: false });
  });

  it("serves the reverse pickup's own label, not the forward parcel's", async () => {
    const { id, returnId } = await deliveredAndReturned();
    expect((await decide(id, returnId, 'approve', staff)).status).toBe(200);
    const listed = await callRoute(shipmentsRoute, `/api/v1/admin/orders/${id}/shipment`, {
      params: { id: String(id) },
      headers: owner.cookieHeaders,
    });
    const parcels = listed.body.shipments as { kind: string; awb: string; label_url: string }[];
    const forward = parcels.find((s) => s.kind === 'forward')!;
    const reverse = parcels.find((s) => s.kind === 'reverse')!;
    expect(reverse.label_url).not.toBe(forward.label_url);
    const label = await labelCall(owner, id, reverse.label_url);
    expect(label.status).toBe(200);
    const text = await pdfText(label.bytes);
    expect(text).toContain(`AWB ${reverse.awb}`);
    expect(text).not.toContain(`AWB ${forward.awb}`);
    // Delivered to the shop, from the buyer.
    expect(text.indexOf('Asha Verma')).toBeGreaterThan(text.indexOf('FROM (RETURN TO)'));
  });

  it('refusing a return books no pickup', async () => {
    const { id, returnId } = await deliveredAndReturned();
    expect((await decide(id, returnId, 'refuse', staff)).status).toBe(200);
    const db = await getDb();
    expect(await db.select().from(shipments).where(eq(shipments.returnRequestId, returnId))).toHaveLength(0);
  });
});
