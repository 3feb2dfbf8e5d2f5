// Booking a courier for an order: the AWB, the insured declared value, OTP delivery from the shop's threshold
// (tested at the boundary), the order moved to shipped, the label and the day's manifest as PDFs, and the
// refusals (cancelled, already booked, unserviceable pincode, no pickup address, the sandbox on a public shop).
import { eq } from 'drizzle-orm';
import { addDays, shopToday } from '@/lib/shared/shop-time';
import { PICKUP_DAYS_AHEAD } from '@/lib/shared/shipping-contract';
import { getDb } from '@/lib/server/db';
import { orderItems, orders, products, shipments, shopSettings, taxDocuments } from '@/lib/server/db/schema';
import { pdfText } from '@/test-support/pdf-text';
import { callRoute } from '@/test-support/call-route';
import { POST as bookRoute } from '@/app/api/v1/admin/orders/[id]/shipment/route';
import { paidOrder, setUpAdminOrders, staff, moveCall } from '@/test-support/admin-orders-fixture';
import { huidsOf } from '@/test-support/ship-order-call';
import {
  adminOrder,
  bookCall,
  dayLabelsCall,
  labelCall,
  labelsCall,
  manifestCall,
  setUpShipping,
  shippingSettingsCall,
} from '@/test-support/shipping-fixture';

setUpAdminOrders();
setUpShipping();

const totalOf = async (id: number) =>
  (await (await getDb()).select({ t: orders.totalPaise }).from(orders).where(eq(orders.id, id)))[0]!.t;

describe('booking a courier', () => {
  it('books a paid order: an AWB, an insured parcel at the order value, shipped, with a label and a manifest', async () => {
    const id = await paidOrder();
    const booked = await bookCall(staff, id, { weight_grams: 300 });
    expect(booked.status).toBe(201);
    const shipment = booked.body.shipment;
    expect(shipment.awb).toMatch(/^1490\d{10}$/);
    expect(shipment.courier).toBe('Sandbox Express');
    expect(shipment.insured).toBe(true);
    expect(shipment.declared_value).toBe((await totalOf(id)) / 100);
    expect(shipment.label_url).toBe(`/api/v1/admin/orders/${id}/label.pdf`);
    expect(shipment.tracking_url).toContain(shipment.awb);
    expect(shipment.pickup_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const order = await adminOrder(staff, id);
    expect(order.status).toBe('shipped');
    expect(order.shipment.tracking_number).toBe(shipment.awb);

    const label = await labelCall(staff, id);
    expect(label.status).toBe(200);
    expect(label.type).toBe('application/pdf');
    const text = await pdfText(label.bytes);
    expect(text).toContain(`AWB ${shipment.awb}`);
    expect(text).toContain('PREPAID');
    expect(text).toContain(`#${id}`);
    expect(text).toContain('DELIVER TO');

    const manifest = await manifestCall(staff, shipment.pickup_date);
    expect(manifest.status).toBe(200);
    expect(await pdfText(manifest.bytes)).toContain(shipment.awb);
    const otherDay = await manifestCall(staff, '2001-01-01');
    expect(await pdfText(otherDay.bytes)).not.toContain(shipment.awb);

    // The day's labels in one file, one page each; a day without pickups has none to print.
    const second = await paidOrder();
    const secondAwb = (await bookCall(staff, second, { pickup_date: shipment.pickup_date })).body.shipment.awb;
    const labels = await dayLabelsCall(staff, shipment.pickup_date);
    expect(labels.type).toBe('application/pdf');
    const both = await pdfText(labels.bytes);
    expect(both).toContain(`AWB ${shipment.awb}`);
    expect(both).toContain(`AWB ${secondAwb}`);
    expect((await dayLabelsCall(staff, '2001-01-01')).status).toBe(404);
  });

  it("prints the chosen orders' labels in one file, and none while one of them is not booked", async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const unbooked = await paidOrder();
    const awbs = [];
    for (const id of [first, second]) awbs.push((await bookCall(staff, id)).body.shipment.awb as string);

    const both = await labelsCall(staff, `order_ids=${second},${first},${first}`);
    expect(both.status).toBe(200);
    expect(both.type).toBe('application/pdf');
    const text = await pdfText(both.bytes);
    for (const awb of awbs) expect(text).toContain(`AWB ${awb}`);

    const withUnbooked = await labelsCall(staff, `order_ids=${first},${unbooked}`);
    expect(withUnbooked.status).toBe(404);
    expect(withUnbooked.body).toMatchObject({ error_code: 'SHIPPING_NOT_BOOKED' });
    expect(withUnbooked.body.message).toContain(`#${unbooked}`);
    expect(withUnbooked.body.message).not.toContain(`#${first}`);
  });

  it('refuses a labels query that is neither one day nor a list of order numbers, or is too long', async () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    for (const query of ['', 'order_ids=', 'order_ids=1,,2', 'order_ids=-1', 'order_ids=a', `order_ids=${many}`]) {
      const answer = await labelsCall(staff, query);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      expect(answer.body.error_code).toBeDefined();
    }
    expect((await labelsCall(staff, `date=2026-01-01&order_ids=1`)).status).toBe(400);
    // A hundred is the most: accepted as a query, refused only because those orders are not booked.
    expect((await labelsCall(staff, `order_ids=${hundred}`)).status).toBe(404);
  });

  it('refuses a second booking, a cancelled order and a label before booking, changing nothing', async () => {
    const id = await paidOrder();
    expect((await labelCall(staff, id)).status).toBe(404);
    expect((await bookCall(staff, id)).status).toBe(201);
    const again = await bookCall(staff, id);
    expect(again.status).toBe(409);
    expect(again.body.error_code).toBe('SHIPPING_ALREADY_BOOKED');

    const other = await paidOrder();
    const db = await getDb();
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, other));
    const cancelled = await bookCall(staff, other);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error_code).toBe('SHIPPING_ORDER_NOT_SHIPPABLE');
    expect(await db.select().from(shipments).where(eq(shipments.orderId, other))).toHaveLength(0);
  });

  it('refuses a pincode the courier does not serve (422) and leaves the order unshipped', async () => {
    const id = await paidOrder();
    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    await db
      .update(orders)
      .set({ shippingAddress: { ...row!.shippingAddress, postal_code: '930001' } })
      .where(eq(orders.id, id));
    const refused = await bookCall(staff, id);
    expect(refused.status).toBe(422);
    expect(refused.body.error_code).toBe('SHIPPING_PINCODE_UNSERVICEABLE');
    expect(refused.body.message).toContain('930001');
    expect((await adminOrder(staff, id)).status).toBe('confirmed');
  });

  it('refuses when the shop has no pickup address, until one is set', async () => {
    const db = await getDb();
    const [settings] = await db.select().from(shopSettings);
    await db.update(shopSettings).set({ seller: null });
    try {
      const id = await paidOrder();
      const refused = await bookCall(staff, id);
      expect(refused.status).toBe(422);
      expect(refused.body.error_code).toBe('SHIPPING_NO_PICKUP_ADDRESS');
      const set = await shippingSettingsCall({
        pickup: {
          name: 'Aabha Jewels',
          phone: '9876543210',
          address_line_1: '12 Johari Bazaar',
          city: 'Jaipur',
          state: 'Rajasthan',
          postal_code: '302003',
        },
      });
      expect(set.status).toBe(200);
      expect(set.body.settings.pickup_source).toBe('pickup');
      expect((await bookCall(staff, id)).status).toBe(201);
    } finally {
      await db.update(shopSettings).set({ seller: settings!.seller });
      await shippingSettingsCall({ pickup: null });
    }
  });

  it('makes a parcel an OTP delivery from the threshold: at it and above, not one rupee below', async () => {
    const cases: [number, boolean][] = [
      [0, true], // threshold = the order's value
      [-1, true], // threshold one rupee under the value
      [1, false], // threshold one rupee over the value
    ];
    for (const [offset, otp] of cases) {
      const id = await paidOrder();
      const rupees = (await totalOf(id)) / 100;
      expect(Number.isInteger(rupees)).toBe(true);
      expect((await shippingSettingsCall({ otp_delivery_min_value: rupees + offset })).status).toBe(200);
      const booked = await bookCall(staff, id);
      expect(booked.status).toBe(201);
      expect([offset, booked.body.shipment.otp_delivery]).toEqual([offset, otp]);
      if (otp) expect(await pdfText((await labelCall(staff, id)).bytes)).toContain('OTP DELIVERY');
    }
    await shippingSettingsCall({ otp_delivery_min_value: 50_000 });
  });

  it('keeps the manual shipped entry for shops without a courier account', async () => {
    const id = await paidOrder();
    const moved = await moveCall(id, { status: 'shipped', courier: 'India Post', tracking_number: 'EE123456789IN' });
    expect(moved.status).toBe(200);
    expect((await bookCall(staff, id)).status).toBe(409);
  });

  it('is closed (503) on a public SITE_URL unless SHIPPING_SANDBOX=1', async () => {
    const id = await paidOrder();
    process.env.SITE_URL = 'https://shop.example.in';
    try {
      const closed = await bookCall(staff, id);
      expect(closed.status).toBe(503);
      expect(closed.body.error_code).toBe('SHIPPING_SANDBOX_OFF');
      process.env.SHIPPING_SANDBOX = '1';
      expect((await bookCall(staff, id)).status).toBe(201);
    } finally {
      delete process.env.SITE_URL;
      delete process.env.SHIPPING_SANDBOX;
    }
  });

  it('books with the package defaults when the request has no body', async () => {
    const id = await paidOrder();
    const booked = await callRoute(bookRoute, `/api/v1/admin/orders/${id}/shipment`, {
      method: 'POST',
      params: { id: String(id) },
      headers: staff.cookieHeaders,
    });
    expect(booked.status).toBe(201);
    expect((await adminOrder(staff, id)).status).toBe('shipped');
  });

  it('refuses bad input with 400 and a field message', async () => {
    const id = await paidOrder();
    const bad = await bookCall(staff, id, { weight_grams: -5, pickup_date: '2026-02-30' });
    expect(bad.status).toBe(400);
    expect(bad.body.error_code).toBeDefined();
  });
});

describe('the pickup day of a booking', () => {
  it('is from today to 30 days ahead in India; any other day is a 400 naming pickup_date and books nothing', async () => {
    const today = shopToday();
    const id = await paidOrder();
    for (const day of [
      addDays(today, -1),
      addDays(today, PICKUP_DAYS_AHEAD + 1),
      '2000-01-01',
      '9999-12-31',
      '2026-13-01',
    ]) {
      const refused = await bookCall(staff, id, { pickup_date: day });
      expect([day, refused.status]).toEqual([day, 400]);
      expect(Object.keys(refused.body.errors)).toEqual(['pickup_date']);
    }
    expect((await adminOrder(staff, id)).status).not.toBe('shipped');
    const last = await bookCall(staff, id, { pickup_date: addDays(today, PICKUP_DAYS_AHEAD) });
    expect(last.status).toBe(201);
    expect(last.body.shipment.pickup_date).toBe(addDays(today, PICKUP_DAYS_AHEAD));
    const first = await bookCall(staff, await paidOrder(), { pickup_date: today });
    expect(first.status).toBe(201);
  });
});

describe('booking a courier for hallmarked gold', () => {
  // Booking ships the order, and shipping issues the tax invoice that prints each piece's HUID.
  async function hallmarkedPaidOrder(): Promise<number> {
    const id = await paidOrder();
    const db = await getDb();
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, id));
    await db.update(orderItems).set({ hallmarked: true }).where(eq(orderItems.id, item!.id));
    await db
      .update(products)
      .set({ hallmarked: true, metal: '22K Gold', purity: '22K' })
      .where(eq(products.id, item!.productId!));
    return id;
  }

  it('refuses a booking without the HUIDs, naming the piece, and leaves no parcel and no invoice', async () => {
    const id = await hallmarkedPaidOrder();
    const refused = await bookCall(staff, id, {});
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/HUID/);
    const db = await getDb();
    expect(await db.select().from(shipments).where(eq(shipments.orderId, id))).toHaveLength(0);
    expect(await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, id))).toHaveLength(0);
    expect((await adminOrder(staff, id)).status).toBe('confirmed');
  });

  it('books with the HUIDs: shipped, and the invoice carries them', async () => {
    const id = await hallmarkedPaidOrder();
    const huids = await huidsOf(id);
    const booked = await bookCall(staff, id, { huids });
    expect(booked.status).toBe(201);
    expect((await adminOrder(staff, id)).status).toBe('shipped');
    const [invoice] = await (await getDb()).select().from(taxDocuments).where(eq(taxDocuments.orderId, id));
    expect(JSON.stringify(invoice!.document)).toContain(huids[0]!.huids[0]);
  });
});
