// A received return closes the loop: its pieces go back in stock by size (unless the shop marks one damaged),
// the order reads partly returned while some pieces stay with the buyer and returned once all came back and
// were refunded, in the shopper's orders, the back office and the CSV; each step is audited.
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, orderItems, products, productVariants } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { silenceMailLog } from '@/test-support/accounts-api';
import { ADDRESS, createOrderCall, installSandboxProvider, payInSandbox } from '@/test-support/checkout-fixtures';
import { POST as createProduct } from '@/app/api/v1/admin/products/route';
import { POST as move } from '@/app/api/v1/admin/orders/[id]/status/route';
import { GET as adminOrders } from '@/app/api/v1/admin/orders/route';
import { GET as exportCsv } from '@/app/api/v1/admin/exports/orders.csv/route';
import { POST as moveReturnRoute } from '@/app/api/v1/admin/orders/[id]/returns/[returnId]/route';
import { POST as requestRoute } from './[id]/returns/route';
import { GET as myOrders } from './route';
import { GET as eligibility } from '@/app/api/v1/products/[id]/reviews/eligibility/route';
import { shopToday } from '@/lib/shared/shop-time';

installSandboxProvider();
silenceMailLog();

let staff: StaffAccount;
let owner: StaffAccount;
type Shopper = Awaited<ReturnType<typeof createShopper>>;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
  owner = await createStaff('owner');
}, 120_000);

async function makeRing(name: string): Promise<number> {
  const made = await callRoute(createProduct, '/x', {
    method: 'POST',
    headers: staff.cookieHeaders,
    body: {
      name,
      metal: 'Sterling Silver',
      purity: '925',
      variants: [
        { size: '10', stock_quantity: 4, price: 10_000 },
        { size: '16', stock_quantity: 4, price: 12_500 },
      ],
    },
  });
  expect(made.status).toBe(201);
  return made.body.product.id;
}

async function sizeStock(productId: number): Promise<Record<string, number>> {
  const rows = await (
    await getDb()
  )
    .select({ size: productVariants.size, stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return Object.fromEntries(rows.map((r) => [r.size, r.stock]));
}
async function productStock(productId: number): Promise<number> {
  const [row] = await (await getDb()).select().from(products).where(eq(products.id, productId));
  return row.stockQuantity;
}

/** One size 10 and one size 16, paid and delivered. */
async function deliveredOrder(shopper: Shopper, ring: number): Promise<{ id: number; lines: Record<string, number> }> {
  const placed = await createOrderCall(shopper.cookieHeaders, {
    shipping_address: ADDRESS,
    cart_items: [
      { product_id: ring, quantity: 1, price: 10_000, size: '10' },
      { product_id: ring, quantity: 1, price: 12_500, size: '16' },
    ],
    total_amount: 22_500,
  });
  expect(placed.status).toBe(201);
  expect((await payInSandbox(shopper.cookieHeaders, placed.body)).status).toBe(200);
  const id = placed.body.id as number;
  for (const body of [{ status: 'shipped', courier: 'Delhivery', tracking_number: 'DL7' }, { status: 'delivered' }]) {
    const moved = await callRoute(move, '/x', {
      method: 'POST',
      params: { id: String(id) },
      body,
      headers: staff.cookieHeaders,
    });
    expect(moved.status).toBe(200);
  }
  const items = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, id));
  return { id, lines: Object.fromEntries(items.map((i) => [i.size!, i.id])) };
}

const decide = (id: number, returnId: number, body: Record<string, unknown>) =>
  callRoute(moveReturnRoute, '/x', {
    method: 'POST',
    params: { id: String(id), returnId: String(returnId) },
    body,
    headers: owner.cookieHeaders,
  });

async function returnOf(shopper: Shopper, id: number, itemId: number, damaged = false) {
  const asked = await callRoute(requestRoute, '/x', {
    method: 'POST',
    params: { id: String(id) },
    body: { reason: 'Does not fit', items: [{ order_item_id: itemId, quantity: 1 }] },
    headers: shopper.cookieHeaders,
  });
  expect(asked.status).toBe(201);
  const returnId = asked.body.return.id as number;
  expect((await decide(id, returnId, { action: 'approve' })).status).toBe(200);
  const received = await decide(id, returnId, {
    action: 'receive',
    ...(damaged && { damaged: [{ order_item_id: itemId, quantity: 1 }] }),
  });
  expect(received.status).toBe(200);
  expect(received.body.return).toMatchObject({ status: 'refunded' });
  return returnId;
}

async function statusSeen(shopper: Shopper, id: number) {
  const mine = await callRoute(myOrders, '/api/v1/orders', { headers: shopper.cookieHeaders });
  const listed = await callRoute(adminOrders, `/api/v1/admin/orders?q=${id}`, { headers: staff.cookieHeaders });
  const day = shopToday();
  const csv = await callRoute(exportCsv, `/x?from=${day}&to=${day}`, { headers: staff.cookieHeaders });
  const lines = (csv.body as string).split('\r\n');
  const header = lines[0]!.split(',');
  const row = lines.find((l) => l.startsWith(`${id},`))!.split(',');
  return {
    shopper: mine.body.orders.find((o: { id: number }) => o.id === id).status,
    shop: listed.body.orders.find((o: { id: number }) => o.id === id).status,
    csv: row[header.indexOf('status')],
  };
}

it('a received return restocks its size and marks the order partly returned, then returned', async () => {
  const ring = await makeRing('Returnable Silver Ring');
  const shopper = await createShopper();
  const { id, lines } = await deliveredOrder(shopper, ring);
  expect(await sizeStock(ring)).toEqual({ '10': 3, '16': 3 });
  expect(await productStock(ring)).toBe(6);

  const mayReview = async () =>
    (await callRoute(eligibility, '/x', { params: { id: String(ring) }, headers: shopper.cookieHeaders })).body
      .can_review;
  expect(await mayReview()).toBe(true);
  const first = await returnOf(shopper, id, lines['10']!);
  // One size kept: still a buyer of the piece.
  expect(await mayReview()).toBe(true);
  expect(await sizeStock(ring)).toEqual({ '10': 4, '16': 3 });
  expect(await productStock(ring)).toBe(7);
  expect(await statusSeen(shopper, id)).toEqual({
    shopper: 'partially_returned',
    shop: 'partially_returned',
    csv: 'partially_returned',
  });
  const db = await getDb();
  const [audit] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'return.receive'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  expect(audit.after).toMatchObject({ restocked: [{ order_item_id: lines['10'], quantity: 1 }], damaged: [] });
  expect(first).toBeGreaterThan(0);

  // The other piece comes back damaged: refunded, not restocked, and the order is returned.
  await returnOf(shopper, id, lines['16']!, true);
  expect(await sizeStock(ring)).toEqual({ '10': 4, '16': 3 });
  expect(await productStock(ring)).toBe(7);
  expect(await statusSeen(shopper, id)).toEqual({ shopper: 'returned', shop: 'returned', csv: 'returned' });
  // Everything sent back and refunded: no verified review.
  expect(await mayReview()).toBe(false);
  const filtered = await callRoute(myOrders, '/api/v1/orders?status=returned', { headers: shopper.cookieHeaders });
  expect(filtered.body.orders.map((o: { id: number }) => o.id)).toEqual([id]);
});

it('refuses to mark damaged a piece that is not part of the return, and changes nothing', async () => {
  const ring = await makeRing('Another Returnable Ring');
  const shopper = await createShopper();
  const { id, lines } = await deliveredOrder(shopper, ring);
  const asked = await callRoute(requestRoute, '/x', {
    method: 'POST',
    params: { id: String(id) },
    body: { reason: 'Scratched', items: [{ order_item_id: lines['10'], quantity: 1 }] },
    headers: shopper.cookieHeaders,
  });
  const returnId = asked.body.return.id as number;
  expect((await decide(id, returnId, { action: 'approve' })).status).toBe(200);
  const bad = await decide(id, returnId, { action: 'receive', damaged: [{ order_item_id: lines['16'], quantity: 1 }] });
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toHaveProperty('damaged');
  expect(await sizeStock(ring)).toEqual({ '10': 3, '16': 3 });
  const tooMany = await decide(id, returnId, {
    action: 'receive',
    damaged: [{ order_item_id: lines['10'], quantity: 2 }],
  });
  expect(tooMany.status).toBe(400);
});
