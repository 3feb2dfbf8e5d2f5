// The courier's reports move the order: a signed webhook (or the sandbox courier) delivers it, mails the
// shopper at out-for-delivery and delivery, and shows the courier's words on the shopper's order; an unsigned
// or wrongly signed webhook is a 401 that changes nothing; an event sent twice is applied once; a parcel
// returned to origin puts its pieces back in stock, and a prepaid one is refunded (in full, or less the freight)
// only once the owner has inspected it.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import {
  auditLog,
  mailOutbox,
  orderItems,
  refunds,
  shipmentEvents,
  shipments,
  taxDocuments,
} from '@/lib/server/db/schema';
import { callRoute } from '@/test-support/call-route';
import { orderRow, stockOf } from '@/test-support/checkout-fixtures';
import { paidOrder, setUpAdminOrders, shopper, staff } from '@/test-support/admin-orders-fixture';
import {
  adminOrder,
  bookCall,
  owner,
  sandboxEvent,
  setUpShipping,
  shippingSettingsCall,
  sign,
  webhookCall,
} from '@/test-support/shipping-fixture';
import { GET as shopperOrderRoute } from '@/app/api/v1/orders/[id]/route';
import { POST as inspectRoute } from '@/app/api/v1/admin/orders/[id]/rto-inspection/route';
import type { StaffAccount } from '@/test-support/create-staff';

setUpAdminOrders();
setUpShipping();

async function bookedOrder(): Promise<{ id: number; awb: string }> {
  const id = await paidOrder();
  const booked = await bookCall(staff, id);
  expect(booked.status).toBe(201);
  return { id, awb: booked.body.shipment.awb as string };
}

const inspect = (id: number, who: StaffAccount) =>
  callRoute(inspectRoute, `/api/v1/admin/orders/${id}/rto-inspection`, {
    method: 'POST',
    params: { id: String(id) },
    headers: who.cookieHeaders,
  });

const mailsAbout = async (id: number, words: string) =>
  (await (await getDb()).select().from(mailOutbox)).filter(
    (m) => m.subject.includes(`#${id}`) && m.subject.includes(words),
  ).length;

const event = (awb: string, name: string, extra: Record<string, unknown> = {}) => ({
  event_id: `evt-${awb}-${name}-${Math.random().toString(36).slice(2)}`,
  awb,
  event: name,
  occurred_at: new Date().toISOString(),
  ...extra,
});

describe('courier tracking', () => {
  it('a sandbox "delivered" event delivers the order and mails the shopper', async () => {
    const { id, awb } = await bookedOrder();
    const out = await sandboxEvent(staff, { awb, event: 'out_for_delivery' });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ applied: true, order_id: id });
    expect(await mailsAbout(id, 'out for delivery')).toBe(1);
    expect((await adminOrder(staff, id)).status).toBe('shipped');

    const delivered = await sandboxEvent(staff, { awb, event: 'delivered' });
    expect(delivered.status).toBe(200);
    expect((await adminOrder(staff, id)).status).toBe('delivered');
    expect((await orderRow(id)).deliveredAt).not.toBeNull();
    expect(await mailsAbout(id, 'delivered')).toBe(1);

    const view = await callRoute(shopperOrderRoute, `/api/v1/orders/${id}`, {
      params: { id: String(id) },
      headers: shopper.cookieHeaders,
    });
    const steps = (view.body.order ?? view.body).timeline as { kind: string; status: string; note: string }[];
    expect(steps.filter((s) => s.kind === 'shipment').map((s) => s.status)).toEqual(['out_for_delivery', 'delivered']);
    expect(steps.find((s) => s.kind === 'shipment')?.note).toContain('Out for delivery');
  });

  it('an unsigned or wrongly signed webhook is 401 and changes nothing', async () => {
    const { id, awb } = await bookedOrder();
    const body = event(awb, 'delivered');
    const unsigned = await webhookCall(body, null);
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.error_code).toBe('SHIPPING_WEBHOOK_SIGNATURE');
    expect((await webhookCall(body, sign(JSON.stringify(body), 'not-the-secret'))).status).toBe(401);
    expect((await webhookCall(body, 'abc')).status).toBe(401);
    expect((await adminOrder(staff, id)).status).toBe('shipped');
    const db = await getDb();
    expect(await db.select().from(shipmentEvents).where(eq(shipmentEvents.eventId, body.event_id))).toHaveLength(0);

    const signed = await webhookCall(body);
    expect(signed.status).toBe(200);
    expect((await adminOrder(staff, id)).status).toBe('delivered');
  });

  it('applies an event sent twice once, records the reason of a failed attempt, and reads the aggregator shape', async () => {
    const { id, awb } = await bookedOrder();
    const failed = event(awb, 'undelivered', { reason: 'Customer not available' });
    expect((await webhookCall(failed)).body.applied).toBe(true);
    expect((await webhookCall(failed)).body.applied).toBe(false);
    const order = await adminOrder(staff, id);
    const notes = (order.events as { note: string | null }[]).map((e) => e.note ?? '');
    expect(notes.filter((n) => n.includes('Customer not available'))).toHaveLength(1);

    const aggregator = { awb, current_status: 'OUT FOR DELIVERY', current_timestamp: '2026-11-28 10:15:00' };
    expect((await webhookCall(aggregator)).body).toMatchObject({ applied: true, event: 'out_for_delivery' });
    expect((await webhookCall(aggregator)).body.applied).toBe(false);
  });

  it('takes a report without an event id once, and a signature written sha256=<hex>', async () => {
    const { id, awb } = await bookedOrder();
    const body = { awb, event: 'in_transit', occurred_at: '2026-11-28T09:00:00Z', location: 'Nagpur hub' };
    const first = await webhookCall(body, `sha256=${sign(JSON.stringify(body))}`);
    expect(first.status).toBe(200);
    expect(first.body.applied).toBe(true);
    expect((await webhookCall(body)).body.applied).toBe(false);
    expect((await adminOrder(staff, id)).status).toBe('shipped');
  });

  it('answers 404 for an AWB the shop never booked and 400 for a body that is not an event', async () => {
    expect((await webhookCall(event('999', 'delivered'))).status).toBe(404);
    expect((await webhookCall({ hello: 'world' })).status).toBe(400);
  });

  it('answers 400 naming the field for a signed event dated where no day of the shop is, and changes nothing', async () => {
    const { id, awb } = await bookedOrder();
    for (const at of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '1999-12-31T00:00:00+05:30']) {
      for (const field of ['occurred_at', 'remitted_at']) {
        const answer = await webhookCall(event(awb, 'delivered', { [field]: at }));
        expect([field, at, answer.status]).toEqual([field, at, 400]);
        expect(Object.keys(answer.body.errors)).toEqual([field]);
      }
    }
    const aggregator = await webhookCall({
      awb,
      current_status: 'DELIVERED',
      current_timestamp: '0000-01-01 00:00:00',
    });
    expect(aggregator.status).toBe(400);
    expect(Object.keys(aggregator.body.errors)).toEqual(['occurred_at']);
    expect((await adminOrder(staff, id)).status).toBe('shipped');
  });

  it('keeps a late report on the timeline without moving the parcel back', async () => {
    const { id, awb } = await bookedOrder();
    const at = (hour: number) => new Date(Date.UTC(2026, 10, 28, hour)).toISOString();
    const parcelStatus = async () =>
      (await (await getDb()).select().from(shipments).where(eq(shipments.awb, awb)))[0]!.status;
    expect((await webhookCall(event(awb, 'in_transit', { occurred_at: at(4) }))).body.applied).toBe(true);
    expect((await webhookCall(event(awb, 'out_for_delivery', { occurred_at: at(8) }))).body.applied).toBe(true);
    // A hub scan from before the van left, uploaded late.
    expect((await webhookCall(event(awb, 'in_transit', { occurred_at: at(6) }))).body.applied).toBe(true);
    expect(await parcelStatus()).toBe('out_for_delivery');
    expect((await webhookCall(event(awb, 'delivered', { occurred_at: at(10) }))).body.applied).toBe(true);
    // After delivery nothing moves it back, whatever time the report gives.
    for (const late of ['in_transit', 'out_for_delivery', 'undelivered', 'rto_initiated']) {
      expect((await webhookCall(event(awb, late, { occurred_at: at(12) }))).body.applied).toBe(true);
      expect([late, await parcelStatus()]).toEqual([late, 'delivered']);
    }
    expect((await adminOrder(staff, id)).status).toBe('delivered');
    const view = await callRoute(shopperOrderRoute, `/api/v1/orders/${id}`, {
      params: { id: String(id) },
      headers: shopper.cookieHeaders,
    });
    const steps = (view.body.order ?? view.body).timeline as { kind: string; status: string }[];
    expect(steps.filter((s) => s.kind === 'shipment').map((s) => s.status)).toEqual([
      'in_transit',
      'out_for_delivery',
      'in_transit',
      'delivered',
      'in_transit',
      'out_for_delivery',
      'undelivered',
      'rto_initiated',
    ]);
  });

  it('an RTO puts the piece back in stock, moves the order to returned_to_origin and waits for inspection', async () => {
    const { id, awb } = await bookedOrder();
    const db = await getDb();
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, id));
    const before = await stockOf(item!.productId!);
    expect((await sandboxEvent(staff, { awb, event: 'rto_initiated' })).status).toBe(200);
    expect(await stockOf(item!.productId!)).toBe(before);
    expect((await sandboxEvent(staff, { awb, event: 'rto_delivered' })).status).toBe(200);
    expect(await stockOf(item!.productId!)).toBe(before + item!.quantity);
    const row = await orderRow(id);
    expect(row.status).toBe('returned_to_origin');
    // Nobody has opened the parcel yet: nothing is refunded and the order page asks for the inspection.
    expect(await db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(0);
    expect((await adminOrder(owner, id)).rto_inspection_due).toBe(true);
    // Reported again: no second restock.
    expect((await sandboxEvent(staff, { awb, event: 'rto_delivered' })).status).toBe(200);
    expect(await stockOf(item!.productId!)).toBe(before + item!.quantity);

    // Inspecting gives money back: the refunds permission, not order work.
    expect((await inspect(id, staff)).status).toBe(403);
    const inspected = await inspect(id, owner);
    expect(inspected.status).toBe(200);
    expect(inspected.body.refund).toMatchObject({ amount: row.totalPaise / 100, status: 'processed' });
    const made = await db.select().from(refunds).where(eq(refunds.orderId, id));
    expect(made.map((r) => [r.amountPaise, r.status])).toEqual([[row.totalPaise, 'processed']]);
    const notes = await db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, id), eq(taxDocuments.kind, 'credit_note')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.document.totals.totalPaise).toBe(row.totalPaise);
    expect((await adminOrder(owner, id)).rto_inspection_due).toBe(false);
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.rto_inspected'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
    // Once: a second inspection refunds nothing more.
    expect((await inspect(id, owner)).status).toBe(409);
    expect(await db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(1);
  });

  it('refuses the inspection of a parcel the courier has not brought back', async () => {
    const { id } = await bookedOrder();
    expect((await inspect(id, owner)).status).toBe(409);
  });

  it('refunds an RTO less the courier freight when the owner chose so', async () => {
    expect((await shippingSettingsCall({ rto_refund_less_freight: true })).status).toBe(200);
    try {
      const { id, awb } = await bookedOrder();
      await sandboxEvent(staff, { awb, event: 'rto_delivered' });
      expect((await inspect(id, owner)).status).toBe(200);
      const db = await getDb();
      const row = await orderRow(id);
      const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, id));
      // The sandbox charges ₹60 a 500 g; the default parcel is 250 g.
      expect(refund!.amountPaise).toBe(row.totalPaise - 60_00);
    } finally {
      await shippingSettingsCall({ rto_refund_less_freight: false });
    }
  });
});
