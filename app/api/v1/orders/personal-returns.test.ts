// Pieces made for the shopper (made to order, or engraved) are not taken back unless they arrived faulty:
// a return request without "faulty" is refused saying why; with it, it is accepted. Other pieces return as ever.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orderItems } from '@/lib/server/db/schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { silenceMailLog } from '@/test-support/accounts-api';
import { createOrderCall, installSandboxProvider, orderBody, payInSandbox } from '@/test-support/checkout-fixtures';
import { PERSONAL_RETURN_MESSAGES } from '@/lib/shared/messages/made-to-order-messages';
import { POST as createProduct } from '@/app/api/v1/admin/products/route';
import { POST as requestRoute } from './[id]/returns/route';
import { POST as move } from '../admin/orders/[id]/status/route';

installSandboxProvider();
silenceMailLog();
let staff: StaffAccount;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
}, 120_000);

type Shopper = Awaited<ReturnType<typeof createShopper>>;
type Piece = { id: number; name: string; pricePaise: number };

async function makePiece(over: Record<string, unknown>): Promise<Piece> {
  const made = await callRoute(createProduct, '/api/v1/admin/products', {
    method: 'POST',
    headers: staff.cookieHeaders,
    body: { name: `Piece ${Math.random().toString(36).slice(2, 8)}`, price: 5_000, stock_quantity: 10, ...over },
  });
  expect(made.status).toBe(201);
  const p = made.body.product;
  return { id: p.id, name: p.name, pricePaise: Math.round(p.price * 100) };
}

const shopMove = (id: number, body: unknown) =>
  callRoute(move, `/api/v1/admin/orders/${id}/status`, {
    method: 'POST',
    params: { id: String(id) },
    body,
    headers: staff.cookieHeaders,
  });

async function delivered(shopper: Shopper, piece: Piece, extra: Record<string, unknown> = {}, engravingPaise = 0) {
  const body = orderBody([{ product: piece, quantity: 1 }], {
    total_amount: (piece.pricePaise + engravingPaise) / 100,
  });
  body.cart_items[0] = { ...body.cart_items[0]!, ...extra } as never;
  const placed = await createOrderCall(shopper.cookieHeaders, body);
  expect(placed.status).toBe(201);
  expect((await payInSandbox(shopper.cookieHeaders, placed.body)).status).toBe(200);
  const id = placed.body.id as number;
  expect((await shopMove(id, { status: 'shipped', courier: 'Delhivery', tracking_number: 'DL1' })).status).toBe(200);
  expect((await shopMove(id, { status: 'delivered' })).status).toBe(200);
  const [item] = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, id));
  return { id, itemId: item!.id };
}

const ask = (shopper: Shopper, id: number, body: unknown) =>
  callRoute(requestRoute, `/api/v1/orders/${id}/returns`, {
    method: 'POST',
    params: { id: String(id) },
    body,
    headers: shopper.cookieHeaders,
  });

it('refuses to take back an engraved piece unless faulty, saying why', async () => {
  const piece = await makePiece({ engraving: { max_chars: 12, price: 300 } });
  const shopper = await createShopper();
  const { id, itemId } = await delivered(shopper, piece, { engraving_text: 'Meera' }, 30_000);
  const items = [{ order_item_id: itemId, quantity: 1 }];
  const refused = await ask(shopper, id, { reason: 'Changed my mind', items });
  expect(refused.status).toBe(400);
  expect(refused.body.errors.items).toEqual([PERSONAL_RETURN_MESSAGES.onlyWhenFaulty(piece.name)]);
  const faulty = await ask(shopper, id, { reason: 'The clasp is broken', items, faulty: true });
  expect(faulty.status).toBe(201);
});

it('refuses a made-to-order piece unless faulty; a normal piece returns without it', async () => {
  const made = await makePiece({ made_to_order: { lead_time_days: 7 }, stock_quantity: 0 });
  const shopper = await createShopper();
  const order = await delivered(shopper, made);
  const refused = await ask(shopper, order.id, {
    reason: 'Too big',
    items: [{ order_item_id: order.itemId, quantity: 1 }],
  });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe(PERSONAL_RETURN_MESSAGES.onlyWhenFaulty(made.name));

  const normal = await makePiece({});
  const other = await delivered(shopper, normal);
  const taken = await ask(shopper, other.id, {
    reason: 'Too big',
    items: [{ order_item_id: other.itemId, quantity: 1 }],
  });
  expect(taken.status).toBe(201);
});
