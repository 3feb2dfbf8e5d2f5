// Made to order: a piece with no stock can still be put in the cart and ordered, holds no stock (its count
// never goes below zero, and a normal piece with none is still refused), and the product, the delivery
// estimate, the order and its confirmation mail say the day it ships by.
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mailOutbox, products } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { silenceMailLog } from '@/test-support/accounts-api';
import { createOrderCall, installSandboxProvider, orderBody, payInSandbox } from '@/test-support/checkout-fixtures';
import { addDays, shopToday } from '@/lib/shared/shop-time';
import { shortDate, workingDayFrom } from '@/lib/shared/delivery/delivery-zones';
import { readShopSettings } from '@/lib/server/settings';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import { MADE_TO_ORDER_MESSAGES } from '@/lib/shared/messages/made-to-order-messages';
import { POST as createProduct } from '@/app/api/v1/admin/products/route';
import { GET as getProduct } from '@/app/api/v1/products/[id]/route';
import { POST as addOrUpdate } from '@/app/api/v1/cart/add_or_update/route';
import { GET as estimate } from '@/app/api/v1/delivery/estimate/route';
import { PATCH as cancelRoute } from '@/app/api/v1/orders/[id]/cancel/route';

installSandboxProvider();
silenceMailLog();
const shopHolidays = async () => (await readShopSettings(await getDb())).delivery.holidays;
let staff: StaffAccount;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
}, 120_000);

async function makePiece(over: Record<string, unknown>) {
  const made = await callRoute(createProduct, '/api/v1/admin/products', {
    method: 'POST',
    headers: staff.cookieHeaders,
    body: { name: `Piece ${Math.random().toString(36).slice(2, 8)}`, price: 12_000, stock_quantity: 0, ...over },
  });
  expect(made.status).toBe(201);
  return made.body.product as { id: number; name: string; price: number };
}

const testProduct = (p: { id: number; name: string; price: number }) => ({
  id: p.id,
  name: p.name,
  pricePaise: Math.round(p.price * 100),
});

async function stockOf(id: number) {
  const [row] = await (await getDb()).select({ s: products.stockQuantity }).from(products).where(eq(products.id, id));
  return row!.s;
}

it('refuses a lead time outside 1 to 90 days, naming the field', async () => {
  for (const lead_time_days of [0, 91, 2.5]) {
    const bad = await callRoute(createProduct, '/api/v1/admin/products', {
      method: 'POST',
      headers: staff.cookieHeaders,
      body: { name: 'Bad lead', price: 100, made_to_order: { lead_time_days } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors['made_to_order.lead_time_days']).toBeDefined();
  }
  const edge = await makePiece({ made_to_order: { lead_time_days: 90 } });
  expect(edge.id).toBeGreaterThan(0);
});

it('orders a made-to-order piece with no stock, holds none, and says when it ships', async () => {
  const piece = await makePiece({ made_to_order: { lead_time_days: 21 } });
  const read = await callRoute(getProduct, `/api/v1/products/${piece.id}`, { params: { id: String(piece.id) } });
  expect(read.body.product).toMatchObject({ inStock: true, stock_quantity: 0, made_to_order: { lead_time_days: 21 } });

  const shopper = await createShopper();
  const added = await callRoute(addOrUpdate, '/api/v1/cart/add_or_update', {
    method: 'POST',
    headers: shopper.cookieHeaders,
    body: { product_id: piece.id, quantity: 2 },
  });
  expect(added.status).toBe(200);
  // The cart line says so, for checkout's "not returnable" note.
  expect(added.body.cart_items).toEqual([expect.objectContaining({ product_id: piece.id, made_to_order: true })]);

  const placed = await createOrderCall(
    shopper.cookieHeaders,
    orderBody([{ product: testProduct(piece), quantity: 2 }]),
  );
  expect(placed.status).toBe(201);
  expect(await stockOf(piece.id)).toBe(0);
  // 21 days on, or the first working day after (no Sunday, no holiday of the shop's).
  const shipsBy = workingDayFrom(addDays(shopToday(new Date()), 21), await shopHolidays());
  expect(placed.body.order.ships_by).toBe(shipsBy);
  expect(placed.body.order.order_items[0].made_to_order).toEqual({ lead_time_days: 21, ships_by: shipsBy });

  expect((await payInSandbox(shopper.cookieHeaders, placed.body)).status).toBe(200);
  const [mail] = await (
    await getDb()
  )
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(sql`${mailOutbox.subject} LIKE ${`%order #${placed.body.id} confirmed%`}`);
  expect(mail!.text).toContain(MADE_TO_ORDER_MESSAGES.mailShipsBy(shortDate(shipsBy)));

  // Cancelling gives back nothing: the order held no stock, so the count stays at zero, not two.
  const second = await createOrderCall(
    shopper.cookieHeaders,
    orderBody([{ product: testProduct(piece), quantity: 1 }]),
  );
  expect(second.status).toBe(201);
  const cancelled = await callRoute(cancelRoute, `/api/v1/orders/${second.body.id}/cancel`, {
    method: 'PATCH',
    params: { id: String(second.body.id) },
    headers: shopper.cookieHeaders,
  });
  expect(cancelled.status).toBe(200);
  expect(await stockOf(piece.id)).toBe(0);
});

it('still refuses a normal piece with no stock, and its count never goes below zero', async () => {
  const normal = await makePiece({});
  const shopper = await createShopper();
  const refused = await createOrderCall(
    shopper.cookieHeaders,
    orderBody([{ product: testProduct(normal), quantity: 1 }]),
  );
  expect(refused.status).toBe(409);
  expect(refused.body.error_code).toBe(ORDER_ERROR_CODES.outOfStock);
  expect(await stockOf(normal.id)).toBe(0);
  const read = await callRoute(getProduct, `/api/v1/products/${normal.id}`, { params: { id: String(normal.id) } });
  expect(read.body.product).toMatchObject({ inStock: false, made_to_order: null });
});

it('gives the delivery estimate from the day a made-to-order piece ships', async () => {
  const plain = await callRoute(estimate, '/api/v1/delivery/estimate?pincode=560001');
  const made = await callRoute(estimate, '/api/v1/delivery/estimate?pincode=560001&lead_time_days=14');
  expect(made.status).toBe(200);
  expect(made.body.ships_by).toBe(workingDayFrom(addDays(shopToday(new Date()), 14), await shopHolidays()));
  expect(made.body.delivery_date > plain.body.delivery_date).toBe(true);
  expect(made.body.delivery_date > made.body.ships_by).toBe(true);
  expect(made.body.message).toContain(MADE_TO_ORDER_MESSAGES.shipsBy(shortDate(made.body.ships_by)));
  const bad = await callRoute(estimate, '/api/v1/delivery/estimate?pincode=560001&lead_time_days=0');
  expect(bad.status).toBe(400);
});
