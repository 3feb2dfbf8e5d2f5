// Returns: a shopper asks to return pieces of a delivered order within the window; the shop
// approves or declines; once received the pieces' share of the payment is refunded with a credit note; each
// step is on the timeline and emailed. Wrong requests are refused with a reason and change nothing.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mailOutbox, orderItems, orders, returnRequests } from '@/lib/server/db/schema';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import {
  createOrderCall,
  installSandboxProvider,
  orderBody,
  payInSandbox,
  productsWithStock,
} from '@/test-support/checkout-fixtures';
import { POST as requestRoute } from './[id]/returns/route';
import { GET as readOrder } from './[id]/route';
import { POST as move } from '../admin/orders/[id]/status/route';
import { POST as moveReturnRoute } from '../admin/orders/[id]/returns/[returnId]/route';

installSandboxProvider();
let staff: StaffAccount;
let owner: StaffAccount;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
  owner = await createStaff('owner');
});

type Shopper = Awaited<ReturnType<typeof createShopper>>;

async function paidOrder(shopper: Shopper, quantity: number): Promise<number> {
  const [product] = await productsWithStock(1, 50);
  const placed = await createOrderCall(shopper.cookieHeaders, orderBody([{ product, quantity }]));
  expect(placed.status).toBe(201);
  const order = placed.body as { id: number; razorpay_order_id: string };
  expect((await payInSandbox(shopper.cookieHeaders, order)).status).toBe(200);
  return order.id;
}

const shopMove = (id: number, body: unknown) =>
  callRoute(move, `/api/v1/admin/orders/${id}/status`, {
    method: 'POST',
    params: { id: String(id) },
    body,
    headers: staff.cookieHeaders,
  });

async function deliveredOrder(shopper: Shopper, quantity = 2): Promise<{ id: number; itemId: number }> {
  const id = await paidOrder(shopper, quantity);
  expect((await shopMove(id, { status: 'shipped', courier: 'Delhivery', tracking_number: 'DL1' })).status).toBe(200);
  expect((await shopMove(id, { status: 'delivered' })).status).toBe(200);
  const [item] = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, id));
  return { id, itemId: item.id };
}

const ask = (shopper: Shopper, id: number, body: unknown) =>
  callRoute(requestRoute, `/api/v1/orders/${id}/returns`, {
    method: 'POST',
    params: { id: String(id) },
    body,
    headers: shopper.cookieHeaders,
  });
const decide = (id: number, returnId: number, body: unknown, who: StaffAccount) =>
  callRoute(moveReturnRoute, `/api/v1/admin/orders/${id}/returns/${returnId}`, {
    method: 'POST',
    params: { id: String(id), returnId: String(returnId) },
    body,
    headers: who.cookieHeaders,
  });

it('refuses a return before delivery, after the window, for wrong items or someone else, keeping nothing', async () => {
  const shopper = await createShopper();
  const paid = await paidOrder(shopper, 1);
  const early = await ask(shopper, paid, { reason: 'Changed my mind', items: [{ order_item_id: 1, quantity: 1 }] });
  expect(early.status).toBe(409);
  expect(early.body).toMatchObject({
    error_code: ORDER_ERROR_CODES.returnNotAllowed,
    message: 'A return can be asked for once the order is delivered',
  });

  const { id, itemId } = await deliveredOrder(shopper, 2);
  expect(
    (await ask(shopper, id, { reason: '', items: [{ order_item_id: itemId, quantity: 1 }] })).body.error_code,
  ).toBe(ERROR_CODES.validationFailed);
  const tooMany = await ask(shopper, id, { reason: 'Too big', items: [{ order_item_id: itemId, quantity: 3 }] });
  expect(tooMany.status).toBe(400);
  expect(tooMany.body.errors.items[0]).toContain('up to the number not yet returned');
  expect((await ask(shopper, id, { reason: 'Too big', items: [{ order_item_id: 999_999, quantity: 1 }] })).status).toBe(
    400,
  );
  const stranger = await createShopper();
  expect(
    (await ask(stranger, id, { reason: 'Mine now', items: [{ order_item_id: itemId, quantity: 1 }] })).status,
  ).toBe(404);

  // Delivered 16 days ago: the 15-day window has closed.
  await (
    await getDb()
  )
    .update(orders)
    .set({ deliveredAt: new Date(Date.now() - 16 * 86_400_000) })
    .where(eq(orders.id, id));
  const late = await ask(shopper, id, { reason: 'Too big', items: [{ order_item_id: itemId, quantity: 1 }] });
  expect(late.status).toBe(409);
  expect(late.body.message).toBe('The 15-day return window for this order has closed');
  expect(await (await getDb()).select().from(returnRequests).where(eq(returnRequests.orderId, id))).toHaveLength(0);
});

it('runs a return from request to refund: approved by staff, received and refunded by the owner with a credit note', async () => {
  const shopper = await createShopper();
  const { id, itemId } = await deliveredOrder(shopper, 2);
  const view = await callRoute(readOrder, `/api/v1/orders/${id}`, {
    headers: shopper.cookieHeaders,
    params: { id: String(id) },
  });
  expect(view.body.order.return_window_ends_at).toEqual(expect.any(String));
  const unit = view.body.order.order_items[0].price;

  const asked = await ask(shopper, id, {
    reason: 'The clasp is loose',
    items: [{ order_item_id: itemId, quantity: 1 }],
  });
  expect(asked.status).toBe(201);
  expect(asked.body.return).toMatchObject({
    status: 'requested',
    amount: unit,
    items: [{ order_item_id: itemId, quantity: 1 }],
  });
  const returnId = asked.body.return.id as number;
  const again = await ask(shopper, id, { reason: 'And the other', items: [{ order_item_id: itemId, quantity: 1 }] });
  expect(again.status).toBe(409);
  expect(again.body.message).toBe('This order already has a return in progress');

  // Staff may decide, but not give money back.
  expect((await decide(id, returnId, { action: 'receive' }, staff)).status).toBe(403);
  const approved = await decide(id, returnId, { action: 'approve', note: 'Our courier will call you.' }, staff);
  expect(approved.status).toBe(200);
  expect(approved.body.return.status).toBe('approved');
  expect((await decide(id, returnId, { action: 'approve' }, staff)).status).toBe(409);

  const received = await decide(id, returnId, { action: 'receive' }, owner);
  expect(received.status).toBe(200);
  expect(received.body.return.status).toBe('refunded');

  const after = await callRoute(readOrder, `/api/v1/orders/${id}`, {
    headers: shopper.cookieHeaders,
    params: { id: String(id) },
  });
  expect(after.body.order.refunds).toEqual([expect.objectContaining({ amount: unit, status: 'processed' })]);
  expect(after.body.order.tax_documents.map((d: { kind: string }) => d.kind)).toEqual(['invoice', 'credit_note']);
  expect(after.body.order.returns[0]).toMatchObject({
    id: returnId,
    status: 'refunded',
    decision_note: 'Our courier will call you.',
  });
  const mails = await (
    await getDb()
  )
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, shopper.user.email));
  const subjects = mails.map((m) => m.subject).join('\n');
  for (const step of [
    `return request #${returnId} received`,
    `return #${returnId} approved`,
    `return #${returnId} refunded`,
  ])
    expect(subjects).toContain(step);

  // The other piece may still be returned; the refunded one may not be returned twice.
  const second = await ask(shopper, id, { reason: 'Also loose', items: [{ order_item_id: itemId, quantity: 2 }] });
  expect(second.status).toBe(400);
  const declined = await ask(shopper, id, { reason: 'Also loose', items: [{ order_item_id: itemId, quantity: 1 }] });
  expect(declined.status).toBe(201);
  const refused = await decide(
    id,
    declined.body.return.id,
    { action: 'refuse', note: 'Worn pieces cannot be returned.' },
    staff,
  );
  expect(refused.body.return.status).toBe('refused');
});
