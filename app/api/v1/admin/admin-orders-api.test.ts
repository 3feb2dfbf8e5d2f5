// The back office's orders: the list, moving an order through fulfilment, finding and exporting,
// sales figures; refunds are admin-refunds-api.test.ts. Set-up: test-support/admin-orders-fixture.ts.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, orders, taxDocuments } from '@/lib/server/db/schema';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { callRoute } from '@/test-support/call-route';
import { createOrderCall, orderBody, outboxTo, productsWithStock } from '@/test-support/checkout-fixtures';
import { GET as shopperOrder } from '@/app/api/v1/orders/[id]/route';
import { GET as list } from './orders/route';
import { GET as read } from './orders/[id]/route';
import { POST as note } from './orders/[id]/notes/route';
import { GET as sales } from './reports/sales/route';
import { GET as dashboard } from './dashboard/route';
import { GET as exportCsv } from './exports/orders.csv/route';
import { staff, shopper, paidOrder, moveCall, setUpAdminOrders } from '@/test-support/admin-orders-fixture';
import { shipOrderCall } from '@/test-support/ship-order-call';

setUpAdminOrders();

describe('the orders list', () => {
  it('is closed to shoppers and shows the paid orders to ship', async () => {
    const id = await paidOrder();
    expect((await callRoute(list, '/api/v1/admin/orders', { headers: shopper.cookieHeaders })).status).toBe(403);
    const toShip = await callRoute(list, '/api/v1/admin/orders?view=to_ship', { headers: staff.cookieHeaders });
    expect(toShip.status).toBe(200);
    expect(toShip.body.orders.map((o: { id: number }) => o.id)).toContain(id);
    expect(toShip.body.orders.every((o: { status: string }) => ['confirmed', 'processing'].includes(o.status))).toBe(
      true,
    );
    const byEmail = await callRoute(list, `/api/v1/admin/orders?q=${encodeURIComponent(shopper.user.email)}`, {
      headers: staff.cookieHeaders,
    });
    expect(byEmail.body.orders[0].customer.email).toBe(shopper.user.email);
  });
});

describe('moving an order through fulfilment', () => {
  it('processes, ships with tracking (emailing the shopper) and delivers, each on the timeline and in the audit log', async () => {
    const id = await paidOrder();
    const opened = await callRoute(read, `/api/v1/admin/orders/${id}`, {
      params: { id: String(id) },
      headers: staff.cookieHeaders,
    });
    expect(opened.body.order).toMatchObject({
      id,
      status: 'confirmed',
      customer: { email: shopper.user.email },
      timeline: [],
    });

    const processing = await moveCall(id, { status: 'processing', updated_at: opened.body.order.updated_at });
    expect(processing.status).toBe(200);
    // The same stamp again: someone (this editor) saved since.
    const stale = await moveCall(id, {
      status: 'shipped',
      courier: 'Delhivery',
      tracking_number: 'DL1',
      updated_at: opened.body.order.updated_at,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error_code).toBe(ADMIN_ERROR_CODES.staleRecord);

    const noTracking = await moveCall(id, { status: 'shipped' });
    expect(noTracking.status).toBe(400);
    expect(Object.keys(noTracking.body.errors)).toEqual(expect.arrayContaining(['courier', 'tracking_number']));

    const shipped = await moveCall(id, {
      status: 'shipped',
      courier: 'Delhivery',
      tracking_number: 'DL123456789IN',
      tracking_url: 'https://track.example/DL123456789IN',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.order.shipment).toMatchObject({ courier: 'Delhivery', tracking_number: 'DL123456789IN' });
    expect(await outboxTo(shopper.user.email, `order #${id} is on its way`)).toBe(1);
    expect(await outboxTo(shopper.user.email, `preparing order #${id}`)).toBe(1);
    const mine = await callRoute(shopperOrder, `/api/v1/orders/${id}`, {
      params: { id: String(id) },
      headers: shopper.cookieHeaders,
    });
    expect(mine.body.order.shipment.tracking_url).toBe('https://track.example/DL123456789IN');

    const back = await moveCall(id, { status: 'processing' });
    expect(back.status).toBe(409);
    expect(back.body).toMatchObject({
      message: 'An order that is shipped cannot be marked processing. Allowed: delivered.',
      allowed_moves: ['delivered'],
    });

    const delivered = await moveCall(id, { status: 'delivered' });
    expect(delivered.body.order.status).toBe('delivered');
    expect(await outboxTo(shopper.user.email, `order #${id} delivered`)).toBe(1);
    expect(
      delivered.body.order.events.map((e: { to_status: string; actor: string }) => [e.to_status, e.actor]),
    ).toEqual([
      ['processing', staff.user.email],
      ['shipped', staff.user.email],
      ['delivered', staff.user.email],
    ]);
    const noted = await callRoute(note, `/api/v1/admin/orders/${id}/notes`, {
      method: 'POST',
      params: { id: String(id) },
      body: { note: 'Left with the neighbour' },
      headers: staff.cookieHeaders,
    });
    expect(noted.status).toBe(201);
    const audit = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit.map((a) => a.action)).toEqual(['order.status', 'order.status', 'order.status', 'order.note']);
    // The shopper sees the moves, never the shop's note.
    const seen = await callRoute(shopperOrder, `/api/v1/orders/${id}`, {
      params: { id: String(id) },
      headers: shopper.cookieHeaders,
    });
    expect(seen.body.order.timeline.map((step: { status: string }) => step.status)).toEqual([
      'processing',
      'shipped',
      'delivered',
    ]);
    expect(JSON.stringify(seen.body)).not.toContain('neighbour');
  });

  it('cannot move an unpaid order', async () => {
    const [product] = await productsWithStock(1, 5);
    const placed = await createOrderCall(shopper.cookieHeaders, orderBody([{ product, quantity: 1 }]));
    const id = placed.body.order?.id ?? placed.body.order_id;
    expect((await moveCall(id, { status: 'processing' })).status).toBe(409);
    expect((await moveCall(999_999, { status: 'processing' })).status).toBe(404);
  });
});

describe('finding and exporting orders', () => {
  it('finds an order by the phone it ships to and by day, and exports the range as CSV safe for spreadsheets', async () => {
    const id = await paidOrder();
    expect((await shipOrderCall(id, staff.cookieHeaders)).status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    await db
      .update(orders)
      .set({
        shippingAddress: { ...row.shippingAddress, full_name: '=HYPERLINK("http://evil")', phone: '+91 98765 00042' },
      })
      .where(eq(orders.id, id));
    const byPhone = await callRoute(list, '/api/v1/admin/orders?q=9876500042', { headers: staff.cookieHeaders });
    expect(byPhone.body.orders.map((o: { id: number }) => o.id)).toEqual([id]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const byDay = await callRoute(list, `/api/v1/admin/orders?from=${today}&to=${today}`, {
      headers: staff.cookieHeaders,
    });
    expect(byDay.body.orders.map((o: { id: number }) => o.id)).toContain(id);
    const before = await callRoute(list, '/api/v1/admin/orders?to=2020-01-01', { headers: staff.cookieHeaders });
    expect(before.body.orders).toEqual([]);

    const csv = await callRoute(exportCsv, `/api/v1/admin/exports/orders.csv?from=${today}&to=${today}`, {
      headers: staff.cookieHeaders,
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="orders-${today}-to-${today}.csv"`);
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe(
      'order_id,placed_at,paid_at,status,customer_name,customer_email,phone,city,state,postal_code,items,subtotal,' +
        'discount,shipping,total,coupon,refunded,net,test_mode,payment_method,invoice_number,taxable_value,cgst,sgst,igst,' +
        'round_off',
    );
    const line = lines.find((l) => l.startsWith(`${id},`))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toContain(`,${(row.totalPaise / 100).toFixed(2)},`);
    // How it was paid, then its invoice's number and tax split, as the invoice says.
    const [invoice] = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, id));
    const t = invoice!.document.totals;
    const split = [t.taxablePaise, t.cgstPaise, t.sgstPaise, t.igstPaise, t.roundOffPaise!].map((p) =>
      (p / 100).toFixed(2),
    );
    expect(line.endsWith([row.paymentMethod, invoice!.number, ...split].join(','))).toBe(true);
    expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise + t.roundOffPaise!).toBe(row.totalPaise);
    expect(
      (await callRoute(exportCsv, '/x?from=2026-05-01&to=2026-01-01', { headers: staff.cookieHeaders })).status,
    ).toBe(400);
  });
});

describe('sales figures', () => {
  it('adds paid orders per day in IST, sandbox orders included while the shop runs in the sandbox', async () => {
    // 20:00 UTC on 1 March is 01:30 on 2 March in India.
    const late = await paidOrder(new Date('2026-03-01T20:00:00Z'));
    const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, late));
    const report = await callRoute(sales, '/api/v1/admin/reports/sales?from=2026-03-01&to=2026-03-02', {
      headers: staff.cookieHeaders,
    });
    expect(report.status).toBe(200);
    expect(report.body.days).toEqual([
      { date: '2026-03-01', orders: 0, revenue: 0, gross: 0, refunded: 0 },
      { date: '2026-03-02', orders: 1, revenue: row.totalPaise / 100, gross: row.totalPaise / 100, refunded: 0 },
    ]);
    expect(report.body).toMatchObject({ time_zone: 'Asia/Kolkata', includes_test_orders: true, totals: { orders: 1 } });
    const backwards = await callRoute(sales, '/api/v1/admin/reports/sales?from=2026-03-05&to=2026-03-01', {
      headers: staff.cookieHeaders,
    });
    expect(backwards.status).toBe(400);
    const board = await callRoute(dashboard, '/api/v1/admin/dashboard', { headers: staff.cookieHeaders });
    expect(board.body.to_ship).toBeGreaterThan(0);
    expect(board.body.last_30_days.days).toHaveLength(30);
  });
});
