// The back office's orders and sales figures (issue 14): the list and its views, the fulfilment moves with
// the timeline, the audit log and the shopper's shipped email, and paid sales per day in IST.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, orderItems, orders, payments, refunds, sessions, taxDocuments } from '@/lib/server/db/schema';
import { hashToken } from '@/lib/server/auth/tokens';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import {
  createOrderCall,
  hmac,
  installSandboxProvider,
  orderBody,
  outboxTo,
  productsWithStock,
  SANDBOX_SECRET,
  stockOf,
  verifyCall,
  webhookCall,
} from '@/test-support/checkout-fixtures';
import { GET as shopperOrder } from '@/app/api/v1/orders/[id]/route';
import { GET as list } from './orders/route';
import { GET as read } from './orders/[id]/route';
import { POST as move } from './orders/[id]/status/route';
import { POST as note } from './orders/[id]/notes/route';
import { GET as sales } from './reports/sales/route';
import { GET as dashboard } from './dashboard/route';
import { GET as exportCsv } from './exports/orders.csv/route';
import { POST as refundRoute } from './orders/[id]/refunds/route';
import { POST as reauth } from './reauth/route';

installSandboxProvider();

let staff: StaffAccount;
let shopper: Awaited<ReturnType<typeof createShopper>>;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
  shopper = await createShopper();
});

/** An order the shopper placed and paid through the sandbox's checkout, as a browser would. */
async function paidOrder(paidAt?: Date, quantity = 1): Promise<number> {
  const [product] = await productsWithStock(1, 5);
  const placed = await createOrderCall(shopper.cookieHeaders, orderBody([{ product, quantity }]));
  expect(placed.status).toBe(201);
  const { id, razorpay_order_id } = placed.body as { id: number; razorpay_order_id: string };
  const pay = `pay_test${Math.random().toString(36).slice(2, 12)}`;
  const verified = await verifyCall(shopper.cookieHeaders, {
    order_id: id,
    razorpay_order_id,
    razorpay_payment_id: pay,
    razorpay_signature: hmac(SANDBOX_SECRET, `${razorpay_order_id}|${pay}`),
  });
  expect(verified.status).toBe(200);
  if (paidAt) await (await getDb()).update(orders).set({ paidAt }).where(eq(orders.id, id));
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

describe('finding and exporting orders', () => {
  it('finds an order by the phone it ships to and by day, and exports the range as CSV safe for spreadsheets', async () => {
    const id = await paidOrder();
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
        'discount,shipping,total,coupon,refunded,test_mode,payment_method,invoice_number,taxable_value,cgst,sgst,igst',
    );
    const line = lines.find((l) => l.startsWith(`${id},`))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toContain(`,${(row.totalPaise / 100).toFixed(2)},`);
    // How it was paid, then its invoice's number and tax split, as the invoice says (issue 32).
    const [invoice] = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, id));
    const t = invoice!.document.totals;
    const split = [t.taxablePaise, t.cgstPaise, t.sgstPaise, t.igstPaise].map((p) => (p / 100).toFixed(2));
    expect(line.endsWith([row.paymentMethod, invoice!.number, ...split].join(','))).toBe(true);
    expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(row.totalPaise);
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
      { date: '2026-03-01', orders: 0, revenue: 0 },
      { date: '2026-03-02', orders: 1, revenue: row.totalPaise / 100 },
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
