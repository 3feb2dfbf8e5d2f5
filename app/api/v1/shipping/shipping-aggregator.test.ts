// Booking and tracking through the aggregator's HTTP API (a local stand-in with Shiprocket's shapes) instead
// of the sandbox: what the routes answer, what the aggregator was asked, the aggregator's own webhook shape,
// and the sweep that asks about parcels no webhook has mentioned for 48 hours.
import { eq } from 'drizzle-orm';
import { addDays, shopToday } from '@/lib/shared/shop-time';
import { getDb } from '@/lib/server/db';
import { orders, shipments } from '@/lib/server/db/schema';
import { sweepQuietShipments } from '@/lib/server/shipping';
import { startShiprocketStandIn, type ShiprocketStandIn } from '@/lib/server/shipping/shiprocket-stand-in';
import { orderRow } from '@/test-support/checkout-fixtures';
import { paidOrder, setUpAdminOrders, staff } from '@/test-support/admin-orders-fixture';
import { bookCall, sandboxEvent, setUpShipping, webhookCall } from '@/test-support/shipping-fixture';

setUpAdminOrders();
setUpShipping();

let standIn: ShiprocketStandIn;
beforeAll(async () => {
  standIn = await startShiprocketStandIn();
  process.env.SHIPPING_API_EMAIL = standIn.email;
  process.env.SHIPPING_API_PASSWORD = standIn.password;
  process.env.SHIPPING_API_BASE = standIn.apiBase;
});
afterAll(async () => {
  delete process.env.SHIPPING_API_EMAIL;
  delete process.env.SHIPPING_API_PASSWORD;
  delete process.env.SHIPPING_API_BASE;
  await standIn.close();
});

/** A paid order that took real money (the sandbox's test orders may not go to a real courier). */
async function realPaidOrder(): Promise<number> {
  const id = await paidOrder();
  await (await getDb()).update(orders).set({ testMode: false }).where(eq(orders.id, id));
  return id;
}

describe('courier bookings through the aggregator API', () => {
  it('books through the aggregator: its AWB and courier, the order shipped', async () => {
    const id = await realPaidOrder();
    standIn.seen.length = 0;
    const pickupDate = addDays(shopToday(), 2);
    const booked = await bookCall(staff, id, { weight_grams: 400, pickup_date: pickupDate });
    expect(booked.status).toBe(201);
    expect(booked.body.shipment).toMatchObject({ courier: 'Bluedart Air', insured: true, pickup_date: pickupDate });
    expect(booked.body.shipment.awb).toMatch(/^7700\d{8}$/);
    const created = standIn.seen.find((s) => s.url.endsWith('/orders/create/adhoc'))!;
    expect(created.body).toMatchObject({ order_id: `order-${id}`, weight: 0.4, payment_method: 'Prepaid' });
    const row = await orderRow(id);
    expect([row.status, row.trackingNumber, row.courier]).toEqual([
      'shipped',
      booked.body.shipment.awb,
      'Bluedart Air',
    ]);
  });

  it('refuses an order paid in the payment sandbox, and an unserviceable pincode, with nothing booked', async () => {
    const test = await paidOrder();
    const refused = await bookCall(staff, test);
    expect(refused.status).toBe(409);
    expect(refused.body.error_code).toBe('SHIPPING_ORDER_NOT_SHIPPABLE');

    const id = await realPaidOrder();
    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    await db
      .update(orders)
      .set({ shippingAddress: { ...row!.shippingAddress, postal_code: '940001' } })
      .where(eq(orders.id, id));
    const unserved = await bookCall(staff, id);
    expect(unserved.status).toBe(422);
    expect(unserved.body.error_code).toBe('SHIPPING_PINCODE_UNSERVICEABLE');
    expect(await db.select().from(shipments).where(eq(shipments.orderId, id))).toHaveLength(0);
  });

  it('answers the aggregator outage with 502 and keeps the order as it was', async () => {
    const id = await realPaidOrder();
    standIn.mode = 'server-error';
    try {
      const failed = await bookCall(staff, id);
      expect(failed.status).toBe(502);
      expect(failed.body.error_code).toBe('SHIPPING_PROVIDER_ERROR');
    } finally {
      standIn.mode = 'ok';
    }
    expect((await orderRow(id)).status).toBe('confirmed');
  });

  it('takes the aggregator status push, signed, and refuses sandbox events', async () => {
    const id = await realPaidOrder();
    const awb = (await bookCall(staff, id)).body.shipment.awb as string;
    expect((await sandboxEvent(staff, { awb, event: 'delivered' })).status).toBe(503);
    const push = {
      awb,
      current_status: 'DELIVERED',
      current_timestamp: '2026-12-02 14:05:00',
      current_location: 'Bengaluru',
    };
    expect((await webhookCall(push, null)).status).toBe(401);
    expect((await webhookCall(push)).status).toBe(200);
    const row = await orderRow(id);
    expect(row.status).toBe('delivered');
    expect(row.deliveredAt?.toISOString()).toBe('2026-12-02T08:35:00.000Z');
  });

  it('asks the aggregator about a parcel quiet for 48 hours, and not about one heard from lately', async () => {
    const quiet = await realPaidOrder();
    const recent = await realPaidOrder();
    const quietAwb = (await bookCall(staff, quiet)).body.shipment.awb as string;
    const recentAwb = (await bookCall(staff, recent)).body.shipment.awb as string;
    const delivered = [
      { date: '2026-12-02 11:00:00', activity: 'Delivered', location: 'Pune', 'sr-status-label': 'DELIVERED' },
    ];
    standIn.activities.set(quietAwb, delivered);
    standIn.activities.set(recentAwb, delivered);
    const db = await getDb();
    await db
      .update(shipments)
      .set({ lastEventAt: new Date(Date.now() - 49 * 3_600_000) })
      .where(eq(shipments.awb, quietAwb));
    await db
      .update(shipments)
      .set({ lastEventAt: new Date(Date.now() - 47 * 3_600_000) })
      .where(eq(shipments.awb, recentAwb));
    const swept = await sweepQuietShipments();
    expect(swept.applied).toBeGreaterThanOrEqual(1);
    expect((await orderRow(quiet)).status).toBe('delivered');
    expect((await orderRow(recent)).status).toBe('shipped');
    // Asked again at once: claimed rows were moved on 48 hours, so nothing is asked twice.
    const again = await sweepQuietShipments();
    expect(again.asked).toBe(0);
  });
});
