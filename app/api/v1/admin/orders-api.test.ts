// The back office's orders and sales figures (issue 14): the list and its views, the fulfilment moves with
// the timeline, the audit log and the shopper's shipped email, and paid sales per day in IST.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, orders } from '@/lib/server/db/schema';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { createOrderCall, installSandboxProvider, orderBody, outboxTo, productsWithStock } from '@/test-support/checkout-fixtures';
import { GET as shopperOrder } from '@/app/api/v1/orders/[id]/route';
import { GET as list } from './orders/route';
import { GET as read } from './orders/[id]/route';
import { POST as move } from './orders/[id]/status/route';
import { POST as note } from './orders/[id]/notes/route';
import { GET as sales } from './reports/sales/route';
import { GET as dashboard } from './dashboard/route';

installSandboxProvider();

let staff: StaffAccount;
let shopper: Awaited<ReturnType<typeof createShopper>>;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
  shopper = await createShopper();
});

/** An order the shopper placed, then paid as a live (not sandbox) payment would mark it. */
async function paidOrder(paidAt = new Date()): Promise<number> {
  const [product] = await productsWithStock(1, 5);
  const placed = await createOrderCall(shopper.cookieHeaders, orderBody([{ product, quantity: 1 }]));
  expect(placed.status).toBe(201);
  const id = placed.body.order?.id ?? placed.body.order_id;
  await (await getDb()).update(orders).set({ status: 'confirmed', paidAt, testMode: false }).where(eq(orders.id, id));
  return id;
}

const moveCall = (id: number, body: unknown, headers = staff.cookieHeaders) =>
  callRoute(move, `/api/v1/admin/orders/${id}/status`, { method: 'POST', params: { id: String(id) }, body, headers });

describe('the orders list', () => {
  it('is closed to shoppers and shows the paid orders to ship', async () => {
    const id = await paidOrder();
    expect((await callRoute(list, '/api/v1/admin/orders', { headers: shopper.cookieHeaders })).status).toBe(403);
    const toShip = await callRoute(list, '/api/v1/admin/orders?view=to_ship', { headers: staff.cookieHeaders });
    expect(toShip.status).toBe(200);
    expect(toShip.body.orders.map((o: { id: number }) => o.id)).toContain(id);
    expect(toShip.body.orders.every((o: { status: string }) => ['confirmed', 'processing'].includes(o.status))).toBe(true);
    const byEmail = await callRoute(list, `/api/v1/admin/orders?q=${encodeURIComponent(shopper.user.email)}`, { headers: staff.cookieHeaders });
    expect(byEmail.body.orders[0].customer.email).toBe(shopper.user.email);
  });
});

describe('moving an order through fulfilment', () => {
  it('processes, ships with tracking (emailing the shopper) and delivers, each on the timeline and in the audit log', async () => {
    const id = await paidOrder();
    const opened = await callRoute(read, `/api/v1/admin/orders/${id}`, { params: { id: String(id) }, headers: staff.cookieHeaders });
    expect(opened.body.order).toMatchObject({ id, status: 'confirmed', customer: { email: shopper.user.email }, timeline: [] });

    const processing = await moveCall(id, { status: 'processing', updated_at: opened.body.order.updated_at });
    expect(processing.status).toBe(200);
    // The same stamp again: someone (this editor) saved since.
    const stale = await moveCall(id, { status: 'shipped', courier: 'Delhivery', tracking_number: 'DL1', updated_at: opened.body.order.updated_at });
    expect(stale.status).toBe(409);
    expect(stale.body.error_code).toBe(ADMIN_ERROR_CODES.staleRecord);

    const noTracking = await moveCall(id, { status: 'shipped' });
    expect(noTracking.status).toBe(400);
    expect(Object.keys(noTracking.body.errors)).toEqual(expect.arrayContaining(['courier', 'tracking_number']));

    const shipped = await moveCall(id, { status: 'shipped', courier: 'Delhivery', tracking_number: 'DL123456789IN', tracking_url: 'https://track.example/DL123456789IN' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.order.shipment).toMatchObject({ courier: 'Delhivery', tracking_number: 'DL123456789IN' });
    expect(await outboxTo(shopper.user.email, `order #${id} is on its way`)).toBe(1);
    const mine = await callRoute(shopperOrder, `/api/v1/orders/${id}`, { params: { id: String(id) }, headers: shopper.cookieHeaders });
    expect(mine.body.order.shipment.tracking_url).toBe('https://track.example/DL123456789IN');

    const back = await moveCall(id, { status: 'processing' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('An order that is shipped cannot be marked processing');

    const delivered = await moveCall(id, { status: 'delivered' });
    expect(delivered.body.order.status).toBe('delivered');
    expect(delivered.body.order.timeline.map((e: { to_status: string; actor: string }) => [e.to_status, e.actor])).toEqual([
      ['processing', staff.user.email],
      ['shipped', staff.user.email],
      ['delivered', staff.user.email],
    ]);
    const noted = await callRoute(note, `/api/v1/admin/orders/${id}/notes`, { method: 'POST', params: { id: String(id) }, body: { note: 'Left with the neighbour' }, headers: staff.cookieHeaders });
    expect(noted.status).toBe(201);
    const audit = await (await getDb()).select().from(auditLog).where(eq(auditLog.entityId, String(id)));
    expect(audit.map((a) => a.action)).toEqual(['order.status', 'order.status', 'order.status', 'order.note']);
  });

  it('refuses to ship an order paid in the sandbox, where no money was taken', async () => {
    const id = await paidOrder();
    await (await getDb()).update(orders).set({ testMode: true }).where(eq(orders.id, id));
    const refused = await moveCall(id, { status: 'shipped', courier: 'India Post', tracking_number: 'EE1' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/no money was taken/);
  });

  it('cannot move an unpaid order', async () => {
    const [product] = await productsWithStock(1, 5);
    const placed = await createOrderCall(shopper.cookieHeaders, orderBody([{ product, quantity: 1 }]));
    const id = placed.body.order?.id ?? placed.body.order_id;
    expect((await moveCall(id, { status: 'processing' })).status).toBe(409);
    expect((await moveCall(999_999, { status: 'processing' })).status).toBe(404);
  });
});

describe('sales figures', () => {
  it('adds paid orders per day in IST, sandbox orders included while the shop runs in the sandbox', async () => {
    // 20:00 UTC on 1 March is 01:30 on 2 March in India.
    const late = await paidOrder(new Date('2026-03-01T20:00:00Z'));
    const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, late));
    const report = await callRoute(sales, '/api/v1/admin/reports/sales?from=2026-03-01&to=2026-03-02', { headers: staff.cookieHeaders });
    expect(report.status).toBe(200);
    expect(report.body.days).toEqual([
      { date: '2026-03-01', orders: 0, revenue: 0 },
      { date: '2026-03-02', orders: 1, revenue: row.totalPaise / 100 },
    ]);
    expect(report.body).toMatchObject({ time_zone: 'Asia/Kolkata', includes_test_orders: true, totals: { orders: 1 } });
    const backwards = await callRoute(sales, '/api/v1/admin/reports/sales?from=2026-03-05&to=2026-03-01', { headers: staff.cookieHeaders });
    expect(backwards.status).toBe(400);
    const board = await callRoute(dashboard, '/api/v1/admin/dashboard', { headers: staff.cookieHeaders });
    expect(board.body.to_ship).toBeGreaterThan(0);
    expect(board.body.last_30_days.days).toHaveLength(30);
  });
});
