// A returned piece of an order paid partly by a gift card: the card payment is refunded first, and what is left
// of the piece's value goes back onto the gift card, once (docs/money-rules.md).
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orderItems, products } from '@/lib/server/db/schema';
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
  type TestProduct,
} from '@/test-support/checkout-fixtures';
import { balanceOf, issueTestGiftCard, movementsOf } from '@/test-support/stored-value-fixture';
import { POST as requestRoute } from './[id]/returns/route';
import { GET as readOrder } from './[id]/route';
import { POST as move } from '../admin/orders/[id]/status/route';
import { POST as moveReturnRoute } from '../admin/orders/[id]/returns/[returnId]/route';

installSandboxProvider();
silenceMailLog();

let staff: StaffAccount;
let owner: StaffAccount;
let piece: TestProduct;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
  owner = await createStaff('owner');
  [piece] = await productsWithStock(1, 50);
  await (await getDb()).update(products).set({ pricePaise: 5_000_00 }).where(eq(products.id, piece.id));
  piece.pricePaise = 5_000_00;
}, 120_000);

const shopMove = (id: number, body: unknown) =>
  callRoute(move, '/x', { method: 'POST', params: { id: String(id) }, body, headers: staff.cookieHeaders });
const decide = (id: number, returnId: number, action: string, who: StaffAccount) =>
  callRoute(moveReturnRoute, '/x', {
    method: 'POST',
    params: { id: String(id), returnId: String(returnId) },
    body: { action },
    headers: who.cookieHeaders,
  });

it('refunds the card first, then gives the rest back to the gift card, once', async () => {
  const shopper = await createShopper();
  const card = await issueTestGiftCard(2_000_00);
  const placed = await createOrderCall(
    shopper.cookieHeaders,
    orderBody([{ product: piece, quantity: 1 }], { gift_card_codes: [card.code] }),
  );
  expect(placed.status).toBe(201);
  expect(placed.body.amount).toBe(3_000_00);
  const id = placed.body.id as number;
  expect((await payInSandbox(shopper.cookieHeaders, placed.body)).status).toBe(200);
  expect((await shopMove(id, { status: 'shipped', courier: 'Delhivery', tracking_number: 'DL77' })).status).toBe(200);
  expect((await shopMove(id, { status: 'delivered' })).status).toBe(200);
  expect(await balanceOf(card.storedValueId)).toBe(0);

  const [item] = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, id));
  const asked = await callRoute(requestRoute, '/x', {
    method: 'POST',
    params: { id: String(id) },
    body: { reason: 'Does not suit me', items: [{ order_item_id: item.id, quantity: 1 }] },
    headers: shopper.cookieHeaders,
  });
  expect(asked.status).toBe(201);
  const returnId = asked.body.return.id as number;
  expect((await decide(id, returnId, 'approve', staff)).status).toBe(200);
  const received = await decide(id, returnId, 'receive', owner);
  expect(received.status).toBe(200);
  expect(received.body.return).toMatchObject({ status: 'refunded', amount: 5000, refunded_amount: 5000 });

  const view = await callRoute(readOrder, '/x', { headers: shopper.cookieHeaders, params: { id: String(id) } });
  expect(view.body.order.refunds.map((r: { amount: number }) => r.amount)).toEqual([3000]);
  expect(await balanceOf(card.storedValueId)).toBe(2_000_00);
  expect((await movementsOf(card.storedValueId)).map((m) => m.reason)).toEqual(['issued', 'spent', 'returned']);
});
