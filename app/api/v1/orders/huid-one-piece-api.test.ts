// A HUID names one hallmarked piece: one already shipped on a piece of another order is refused, at dispatch and
// when correcting an invoice's HUIDs, until that piece has come back; nor may one HUID name two pieces of an order.
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orderItems, orders, products, taxDocuments } from '@/lib/server/db/schema';
import { ORDER_ERROR_CODES } from '@/lib/shared/error-codes';
import { ADMIN_ORDER_MESSAGES } from '@/lib/shared/messages/admin-orders';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { silenceMailLog } from '@/test-support/accounts-api';
import {
  createOrderCall,
  installSandboxProvider,
  orderBody,
  payInSandbox,
  productsWithStock,
} from '@/test-support/checkout-fixtures';
import { POST as move } from '../admin/orders/[id]/status/route';
import { POST as huidRoute } from '../admin/orders/[id]/huids/route';

installSandboxProvider();
silenceMailLog();
let staff: StaffAccount;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
  const [product] = await productsWithStock(1, 50);
  await (
    await getDb()
  )
    .update(products)
    .set({ hallmarked: true, metal: '22K Gold', purity: '22K' })
    .where(eq(products.id, product!.id));
});

/** A paid order of `quantity` hallmarked pieces, with its one line's id. */
async function paidOrder(quantity = 1): Promise<{ id: number; lineId: number }> {
  const shopper = await createShopper();
  const [product] = await productsWithStock(1, 50);
  const placed = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: product!, quantity }]));
  expect(placed.status).toBe(201);
  expect((await payInSandbox(shopper.cookieHeaders, placed.body)).status).toBe(200);
  const id = placed.body.id as number;
  const [line] = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, id));
  return { id, lineId: line!.id };
}

const ship = (order: { id: number; lineId: number }, huids: string[]) =>
  callRoute(move, `/api/v1/admin/orders/${order.id}/status`, {
    method: 'POST',
    params: { id: String(order.id) },
    body: {
      status: 'shipped',
      courier: 'Blue Dart',
      tracking_number: `BD${order.id}`,
      huids: [{ order_item_id: order.lineId, huids }],
    },
    headers: staff.cookieHeaders,
  });

const correct = (order: { id: number; lineId: number }, huids: string[]) =>
  callRoute(huidRoute, `/api/v1/admin/orders/${order.id}/huids`, {
    method: 'POST',
    params: { id: String(order.id) },
    body: { huids: [{ order_item_id: order.lineId, huids }] },
    headers: staff.cookieHeaders,
  });

const documentsOf = async (orderId: number) =>
  (await getDb()).select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(asc(taxDocuments.id));

describe('a HUID already shipped on one piece', () => {
  it('is refused at dispatch of another piece, naming the order holding it, and nothing is invoiced', async () => {
    const ring = await paidOrder();
    expect((await ship(ring, ['HX7K2P'])).status).toBe(200);
    const necklace = await paidOrder();
    const refused = await ship(necklace, ['hx7k2p']);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error_code: ORDER_ERROR_CODES.huidInUse,
      message: ADMIN_ORDER_MESSAGES.huidInUse('HX7K2P', ring.id),
      errors: { huids: [ADMIN_ORDER_MESSAGES.huidInUse('HX7K2P', ring.id)] },
    });
    expect(await documentsOf(necklace.id)).toEqual([]);
    const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, necklace.id));
    expect(row!.status).toBe('confirmed');
    // Another HUID ships it.
    expect((await ship(necklace, ['HX7K2R'])).status).toBe(200);
  });

  it('is refused when correcting another invoice to it', async () => {
    const first = await paidOrder();
    expect((await ship(first, ['CR0SS1'])).status).toBe(200);
    const second = await paidOrder();
    expect((await ship(second, ['CR0SS2'])).status).toBe(200);
    const refused = await correct(second, ['CR0SS1']);
    expect(refused.status).toBe(409);
    expect(refused.body.error_code).toBe(ORDER_ERROR_CODES.huidInUse);
    expect(await documentsOf(second.id)).toHaveLength(1);
    // Correcting an order's own HUID to a free one still works.
    expect((await correct(second, ['CR0SS3'])).status).toBe(201);
  });

  it('is free again once its piece came back undelivered', async () => {
    const sent = await paidOrder();
    expect((await ship(sent, ['BACK01'])).status).toBe(200);
    const next = await paidOrder();
    expect((await ship(next, ['BACK01'])).status).toBe(409);
    // The courier brought the parcel back (its own flow is tested with the courier events).
    await (await getDb()).update(orders).set({ status: 'returned_to_origin' }).where(eq(orders.id, sent.id));
    expect((await ship(next, ['BACK01'])).status).toBe(200);
  });
});

describe('one HUID for two pieces of one order', () => {
  it('is refused with 400 naming the HUID', async () => {
    const pair = await paidOrder(2);
    const refused = await ship(pair, ['TW1N00', 'TW1N00']);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.huids).toEqual([ADMIN_ORDER_MESSAGES.huidTwice('TW1N00')]);
    expect((await ship(pair, ['TW1N00', 'TW1N01'])).status).toBe(200);
  });
});
