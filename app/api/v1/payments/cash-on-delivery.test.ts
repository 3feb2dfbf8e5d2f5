// Cash on delivery (issue 30): a COD order below the shop's limit is confirmed at once (stock taken, mail
// queued, nothing paid); each refusal is a 422 that names its reason; "delivered" records the cash as a
// captured payment, paid_at, revenue and the invoice; cancelling before delivery releases the stock.
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { cartItems, mailOutbox, orderItems, payments, products, refunds, shopSettings, taxDocuments } from '@/lib/server/db/schema';
import { COD_ERROR_CODES, DEFAULT_COD_MAX_ORDER_PAISE } from '@/lib/shared/payment-methods';
import { COD_MESSAGES } from '@/lib/shared/messages/cod';
import { formatRupees } from '@/lib/shared/money';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { ADDRESS, createOrderCall, installSandboxProvider, orderBody, orderRow, outboxTo, setStock, stockOf, type TestProduct } from '@/test-support/checkout-fixtures';
import { GET as shopperOrder } from '@/app/api/v1/orders/[id]/route';
import { GET as adminOrder } from '@/app/api/v1/admin/orders/[id]/route';
import { GET as adminOrders } from '@/app/api/v1/admin/orders/route';
import { POST as moveRoute } from '@/app/api/v1/admin/orders/[id]/status/route';
import { GET as salesRoute } from '@/app/api/v1/admin/reports/sales/route';
import { PATCH as patchCustomer } from '@/app/api/v1/admin/customers/[id]/route';
import { GET as adminSettings, PATCH as patchSettings } from '@/app/api/v1/admin/settings/route';
import { GET as codRoute } from './cod/route';
import { POST as requestReturnRoute } from '@/app/api/v1/orders/[id]/returns/route';
import { POST as moveReturnRoute } from '@/app/api/v1/admin/orders/[id]/returns/[returnId]/route';

installSandboxProvider();

type Shopper = Awaited<ReturnType<typeof createShopper>>;

let staff: StaffAccount;
let owner: StaffAccount;
/** Fixed-price pieces without sizes: one below the demo's ₹50,000 limit, one above it. */
let cheap: TestProduct;
let dear: TestProduct;

/** The fixed-price piece without sizes nearest the limit on one side of it. */
async function fixedPiece(below: boolean): Promise<TestProduct> {
  const db = await getDb();
  const [row] = await db
    .select({ id: products.id, name: products.name, pricePaise: products.pricePaise })
    .from(products)
    .where(and(eq(products.active, true), eq(products.pricingKind, 'fixed'), sql`cardinality(${products.sizes}) = 0`, below ? lte(products.pricePaise, DEFAULT_COD_MAX_ORDER_PAISE) : gt(products.pricePaise, 0)))
    .orderBy(below ? asc(products.pricePaise) : sql`${products.pricePaise} desc`)
    .limit(1);
  if (!row) throw new Error('the demo catalogue has no fixed-price piece for this test');
  return row;
}

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
  owner = await createStaff('owner');
  cheap = await fixedPiece(true);
  dear = await fixedPiece(false);
  // Migrating and seeding a fresh database is slow on a busy machine.
}, 180_000);

beforeEach(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await setStock(cheap.id, 10);
  await setStock(dear.id, 10);
});

afterEach(() => jest.restoreAllMocks());

const codBody = (product: TestProduct, quantity = 1, address: Record<string, string> = ADDRESS) =>
  orderBody([{ product, quantity }], { shipping_address: address, payment_method: 'cod' });

async function placeCod(shopper: Shopper, product = cheap, quantity = 1) {
  return createOrderCall(shopper.cookieHeaders, codBody(product, quantity));
}

const move = (id: number, body: unknown, headers = staff.cookieHeaders) =>
  callRoute(moveRoute, `/api/v1/admin/orders/${id}/status`, { method: 'POST', params: { id: String(id) }, body, headers });

/** The owner's settings PATCH, with the current updated_at as the settings form sends it (428 without). */
async function setSettings(body: Record<string, unknown>) {
  const current = await callRoute(adminSettings, '/api/v1/admin/settings', { headers: owner.cookieHeaders });
  return callRoute(patchSettings, '/api/v1/admin/settings', { method: 'PATCH', body: { updated_at: current.body.settings.updated_at, ...body }, headers: owner.cookieHeaders });
}

async function withSettings(set: Partial<typeof shopSettings.$inferInsert>, run: () => Promise<void>) {
  const db = await getDb();
  const [before] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  await db.update(shopSettings).set(set).where(eq(shopSettings.id, 1));
  try {
    await run();
  } finally {
    await db.update(shopSettings).set({ codEnabled: before.codEnabled, codMaxOrderPaise: before.codMaxOrderPaise, codZones: before.codZones }).where(eq(shopSettings.id, 1));
  }
}

describe('a cash-on-delivery order within the limit', () => {
  it('is confirmed at once, takes its stock, empties the cart and mails the confirmation, unpaid', async () => {
    const shopper = await createShopper();
    const db = await getDb();
    await db.insert(cartItems).values({ userId: shopper.user.id, productId: cheap.id, quantity: 2 });
    const placed = await placeCod(shopper, cheap, 2);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ payment_method: 'cod', total_amount: (cheap.pricePaise * 2) / 100, message: COD_MESSAGES.placed });
    expect(placed.body.order).toMatchObject({ status: 'confirmed', payment_method: 'cod', paid_at: null, expires_at: null, test_mode: false });
    const id = placed.body.id as number;

    expect(await stockOf(cheap.id)).toBe(8);
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, shopper.user.id))).toEqual([]);
    expect(await outboxTo(shopper.user.email, `order #${id} confirmed`)).toBe(1);
    // Issue 32: the owner hears of it as of a paid order, told the cash is still to come.
    expect(await outboxTo(owner.user.email, `New order #${id}, cash on delivery`)).toBe(1);
    expect(await db.select().from(payments).where(eq(payments.orderId, id))).toEqual([]);
    // No invoice until the cash is collected.
    expect(await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, id))).toEqual([]);

    const mine = await callRoute(shopperOrder, `/api/v1/orders/${id}`, { params: { id: String(id) }, headers: shopper.cookieHeaders });
    expect(mine.body.order ?? mine.body).toMatchObject({ id, payment_method: 'cod', status: 'confirmed' });

    const listed = await callRoute(adminOrders, `/api/v1/admin/orders?q=${id}`, { headers: staff.cookieHeaders });
    expect(listed.body.orders.find((o: { id: number }) => o.id === id)).toMatchObject({ payment_method: 'cod', paid_at: null });
  });

  it('is offered to the checkout for an allowed pincode and total', async () => {
    const shopper = await createShopper();
    const answer = await callRoute(codRoute, `/api/v1/payments/cod?pincode=560001&total=${cheap.pricePaise / 100}`, { headers: shopper.cookieHeaders });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ available: true, max_order_value: DEFAULT_COD_MAX_ORDER_PAISE / 100 });
    const bad = await callRoute(codRoute, '/api/v1/payments/cod?pincode=12', { headers: shopper.cookieHeaders });
    expect(bad.status).toBe(400);
    expect((await callRoute(codRoute, '/api/v1/payments/cod')).status).toBe(401);
  });
});

describe('a refused cash-on-delivery order', () => {
  it('above the limit: 422 naming the limit, nothing placed and no stock taken', async () => {
    const shopper = await createShopper();
    // Enough pieces of the dearest fixed-price piece to pass ₹50,000 whatever it costs.
    const quantity = Math.min(5, Math.floor(DEFAULT_COD_MAX_ORDER_PAISE / dear.pricePaise) + 1);
    expect(dear.pricePaise * quantity).toBeGreaterThan(DEFAULT_COD_MAX_ORDER_PAISE);
    const refused = await placeCod(shopper, dear, quantity);
    expect(refused.status).toBe(422);
    expect(refused.body.error_code).toBe(COD_ERROR_CODES.aboveLimit);
    expect(refused.body.message).toBe(COD_MESSAGES.aboveLimit(formatRupees(50_000)));
    expect(refused.body.message).toContain('₹50,000');
    expect(await stockOf(dear.id)).toBe(10);
    const asked = await callRoute(codRoute, `/api/v1/payments/cod?total=${(dear.pricePaise * quantity) / 100}`, { headers: shopper.cookieHeaders });
    expect(asked.body).toMatchObject({ available: false, error_code: COD_ERROR_CODES.aboveLimit });
  });

  it('to a pincode where the courier collects no cash (the remote zone by default)', async () => {
    const shopper = await createShopper();
    const portBlair = { ...ADDRESS, city: 'Port Blair', state: 'Andaman and Nicobar Islands', postal_code: '744101' };
    const refused = await createOrderCall(shopper.cookieHeaders, codBody(cheap, 1, portBlair));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error_code: COD_ERROR_CODES.pincodeNotServed, message: COD_MESSAGES.pincodeNotServed('744101') });
    expect(await stockOf(cheap.id)).toBe(10);
    // The same order paid online is fine.
    expect((await createOrderCall(shopper.cookieHeaders, orderBody([{ product: cheap, quantity: 1 }], { shipping_address: portBlair }))).status).toBe(201);
  });

  it('while the shop has cash on delivery off, as the owner sets it', async () => {
    const shopper = await createShopper();
    const off = await setSettings({ cod_enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.settings ?? off.body).toMatchObject({ cod_enabled: false, cod_max_order_value: 50_000 });
    try {
      const refused = await placeCod(shopper);
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ error_code: COD_ERROR_CODES.disabled, message: COD_MESSAGES.disabled });
      expect(await stockOf(cheap.id)).toBe(10);
    } finally {
      await setSettings({ cod_enabled: true });
    }
    const badLimit = await callRoute(patchSettings, '/api/v1/admin/settings', { method: 'PATCH', body: { cod_max_order_value: -5 }, headers: owner.cookieHeaders });
    expect(badLimit.status).toBe(400);
  });

  it('a lower limit and a zone switched off take effect at once', async () => {
    const shopper = await createShopper();
    await withSettings({ codMaxOrderPaise: cheap.pricePaise - 100 }, async () => {
      const refused = await placeCod(shopper);
      expect(refused.status).toBe(422);
      expect(refused.body.error_code).toBe(COD_ERROR_CODES.aboveLimit);
      expect(refused.body.message).toContain(formatRupees((cheap.pricePaise - 100) / 100));
    });
    await withSettings({ codZones: { same_city: true, same_state: true, metro: false, rest: true, remote: false } }, async () => {
      // Bengaluru 560001 is a metro seen from Jaipur.
      expect((await placeCod(shopper)).body.error_code).toBe(COD_ERROR_CODES.pincodeNotServed);
    });
  });

  it('a second one while the first is still on its way', async () => {
    const shopper = await createShopper();
    const first = await placeCod(shopper);
    expect(first.status).toBe(201);
    const second = await placeCod(shopper);
    expect(second.status).toBe(422);
    expect(second.body).toMatchObject({ error_code: COD_ERROR_CODES.openOrder, message: COD_MESSAGES.openOrder(first.body.id) });
    expect(await stockOf(cheap.id)).toBe(9);
    // Once the first is cancelled, the account may pay cash again.
    expect((await move(first.body.id, { status: 'cancelled' })).status).toBe(200);
    expect((await placeCod(shopper)).status).toBe(201);
  });

  it('two placed at the same instant: exactly one is confirmed', async () => {
    const shopper = await createShopper();
    const answers = await Promise.all([placeCod(shopper), placeCod(shopper), placeCod(shopper)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    expect(answers.filter((a) => a.status === 422).every((a) => a.body.error_code === COD_ERROR_CODES.openOrder)).toBe(true);
    expect(await stockOf(cheap.id)).toBe(9);
  });

  it('for a customer the owner turned cash on delivery off for (staff may not)', async () => {
    const shopper = await createShopper();
    const path = `/api/v1/admin/customers/${shopper.user.id}`;
    const params = { id: String(shopper.user.id) };
    expect((await callRoute(patchCustomer, path, { method: 'PATCH', params, body: { cod_enabled: false }, headers: staff.cookieHeaders })).status).toBe(403);
    const off = await callRoute(patchCustomer, path, { method: 'PATCH', params, body: { cod_enabled: false }, headers: owner.cookieHeaders });
    expect(off.status).toBe(200);
    expect(off.body.customer).toMatchObject({ id: shopper.user.id, cod_enabled: false, disabled_at: null });
    const refused = await placeCod(shopper);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error_code: COD_ERROR_CODES.customerBlocked, message: COD_MESSAGES.customerBlocked });
    const on = await callRoute(patchCustomer, path, { method: 'PATCH', params, body: { cod_enabled: true }, headers: owner.cookieHeaders });
    expect(on.body.customer.cod_enabled).toBe(true);
    expect((await placeCod(shopper)).status).toBe(201);
    expect((await callRoute(patchCustomer, path, { method: 'PATCH', params, body: {}, headers: owner.cookieHeaders })).status).toBe(400);
  });
});

describe('a cash-on-delivery order through fulfilment', () => {
  it('delivered: the cash is a captured payment, the order is paid, counts as revenue and gets its invoice', async () => {
    const shopper = await createShopper();
    const placed = await placeCod(shopper);
    const id = placed.body.id as number;
    const total = cheap.pricePaise / 100;
    const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const revenue = async () => (await callRoute(salesRoute, `/api/v1/admin/reports/sales?from=${from}&to=${to}`, { headers: staff.cookieHeaders })).body.totals.revenue as number;
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
    expect(cash).toEqual([expect.objectContaining({ provider: 'cod', status: 'captured', amountPaise: cheap.pricePaise, currency: 'INR', source: 'delivery' })]);
    expect(await revenue()).toBe(Math.round((before + total) * 100) / 100);

    const [invoice] = await db.select().from(taxDocuments).where(and(eq(taxDocuments.orderId, id), eq(taxDocuments.kind, 'invoice')));
    expect(invoice).toBeDefined();
    // Dated the delivery, when the cash was taken.
    expect(Math.abs(invoice.issuedAt.getTime() - row.deliveredAt!.getTime())).toBeLessThan(5_000);

    const detail = await callRoute(adminOrder, `/api/v1/admin/orders/${id}`, { params: { id: String(id) }, headers: staff.cookieHeaders });
    expect(detail.body.order).toMatchObject({ payment_method: 'cod', status: 'delivered', payments: [expect.objectContaining({ provider: 'cod', amount: total, status: 'captured' })] });
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
    const asked = await callRoute(requestReturnRoute, '/x', { method: 'POST', params: { id: String(id) }, body: { reason: 'Too small', items: [{ order_item_id: item.id, quantity: 1 }] }, headers: shopper.cookieHeaders });
    expect(asked.status).toBe(201);
    const returnId = String(asked.body.return.id);
    const decide = (action: string, who: StaffAccount) => callRoute(moveReturnRoute, '/x', { method: 'POST', params: { id: String(id), returnId }, body: { action }, headers: who.cookieHeaders });
    expect((await decide('approve', staff)).status).toBe(200);
    const received = await decide('receive', owner);
    expect(received.status).toBe(200);
    expect(received.body.return).toMatchObject({ status: 'refunded', refunded_amount: cheap.pricePaise / 100 });

    expect(await db.select({ provider: refunds.provider, status: refunds.status, amountPaise: refunds.amountPaise }).from(refunds).where(eq(refunds.orderId, id))).toEqual([
      { provider: 'cod', status: 'processed', amountPaise: cheap.pricePaise },
    ]);
    const notes = await db.select().from(taxDocuments).where(and(eq(taxDocuments.orderId, id), eq(taxDocuments.kind, 'credit_note')));
    expect(notes).toHaveLength(1);
    const [last] = await db.select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, shopper.user.email)).orderBy(sql`${mailOutbox.id} desc`).limit(1);
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
