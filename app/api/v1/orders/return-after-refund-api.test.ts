// Returns and refunds that add up. An order paid ₹5,000, a ₹1,000 goodwill refund, then the piece
// returned: "Received: refund it" refunds the ₹4,000 left, with its credit note, and the shopper is written to
// once, after the refund, with that amount. Refunds are in rupees against what was captured in rupees only.
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mailOutbox, orderItems, orders, payments, products, refunds, taxDocuments } from '@/lib/server/db/schema';
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
import { ADMIN_REFUND_MESSAGES } from '@/lib/shared/messages/admin-refunds';
import { POST as requestRoute } from './[id]/returns/route';
import { GET as readOrder } from './[id]/route';
import { POST as move } from '../admin/orders/[id]/status/route';
import { GET as adminOrder } from '../admin/orders/[id]/route';
import { POST as refundRoute } from '../admin/orders/[id]/refunds/route';
import { POST as moveReturnRoute } from '../admin/orders/[id]/returns/[returnId]/route';

installSandboxProvider();
silenceMailLog();

type Shopper = Awaited<ReturnType<typeof createShopper>>;
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
const refund = (id: number, amount: number) =>
  callRoute(refundRoute, '/x', {
    method: 'POST',
    params: { id: String(id) },
    body: { amount, reason: 'Goodwill' },
    headers: owner.cookieHeaders,
  });
const ask = (shopper: Shopper, id: number, body: unknown) =>
  callRoute(requestRoute, '/x', { method: 'POST', params: { id: String(id) }, body, headers: shopper.cookieHeaders });
const decide = (id: number, returnId: number, action: string, who: StaffAccount) =>
  callRoute(moveReturnRoute, '/x', {
    method: 'POST',
    params: { id: String(id), returnId: String(returnId) },
    body: { action },
    headers: who.cookieHeaders,
  });
const refundable = async (id: number) =>
  (await callRoute(adminOrder, '/x', { params: { id: String(id) }, headers: owner.cookieHeaders })).body.order
    .refundable as number;

async function paidOrder(shopper: Shopper): Promise<{ id: number; providerOrderId: string }> {
  const placed = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: piece, quantity: 1 }]));
  expect(placed.status).toBe(201);
  expect(placed.body.total_amount).toBe(5000);
  expect((await payInSandbox(shopper.cookieHeaders, placed.body)).status).toBe(200);
  return { id: placed.body.id, providerOrderId: placed.body.razorpay_order_id };
}

async function mailsTo(email: string) {
  return (await getDb())
    .select({ id: mailOutbox.id, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(asc(mailOutbox.id));
}

it('refunds what is left (₹4,000) when a ₹5,000 order is returned after a ₹1,000 goodwill refund', async () => {
  const shopper = await createShopper();
  const { id } = await paidOrder(shopper);
  expect((await shopMove(id, { status: 'shipped', courier: 'Delhivery', tracking_number: 'DL9' })).status).toBe(200);
  expect((await shopMove(id, { status: 'delivered' })).status).toBe(200);
  expect((await refund(id, 1000)).status).toBe(201);
  expect(await refundable(id)).toBe(4000);

  const [item] = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, id));
  const asked = await ask(shopper, id, {
    reason: 'Does not suit me',
    items: [{ order_item_id: item.id, quantity: 1 }],
  });
  expect(asked.status).toBe(201);
  expect(asked.body.return).toMatchObject({ amount: 5000, refunded_amount: null });
  // The owner's alert says what is left to refund for it, not only what the pieces were worth.
  const alert = (await mailsTo(owner.user.email)).filter((m) => m.subject.includes(`Return requested on order #${id}`));
  expect(alert).toHaveLength(1);
  expect(alert[0]!.text).toContain('Earlier refunds leave ₹4,000 to refund for it.');
  const returnId = asked.body.return.id as number;
  expect((await decide(id, returnId, 'approve', staff)).status).toBe(200);
  const mailsBefore = (await mailsTo(shopper.user.email)).length;

  const received = await decide(id, returnId, 'receive', owner);
  expect(received.status).toBe(200);
  expect(received.body.return).toMatchObject({ status: 'refunded', amount: 5000, refunded_amount: 4000 });

  const view = await callRoute(readOrder, '/x', { headers: shopper.cookieHeaders, params: { id: String(id) } });
  expect(view.body.order.refunds.map((r: { amount: number; status: string }) => [r.amount, r.status])).toEqual([
    [1000, 'processed'],
    [4000, 'processed'],
  ]);
  expect(view.body.order.tax_documents.map((d: { kind: string }) => d.kind)).toEqual([
    'invoice',
    'credit_note',
    'credit_note',
  ]);
  expect(await refundable(id)).toBe(0);

  // The return's credit note credits the returned piece with the ₹4,000 refunded, GST included.
  const [returnRefund] = await (
    await getDb()
  )
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, id), eq(refunds.amountPaise, 4_000_00)));
  const [note] = await (await getDb()).select().from(taxDocuments).where(eq(taxDocuments.refundId, returnRefund.id));
  expect(note.document.totals.totalPaise).toBe(4_000_00);
  expect(note.document.lines).toHaveLength(1);
  expect(note.document.lines[0]!.quantity).toBe(1);
  const t = note.document.totals;
  expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.igstPaise).toBe(4_000_00);

  // One mail after the refund, naming the amount refunded; none said a refund was on its way before it.
  const after = (await mailsTo(shopper.user.email)).slice(mailsBefore);
  expect(after).toHaveLength(1);
  expect(after[0]!.subject).toContain(`return #${returnId} refunded ₹4,000`);
  expect(after[0]!.text).toContain('we have refunded ₹4,000');
  expect(after[0]!.text).not.toContain('₹5,000 to the card');
  const all = await mailsTo(shopper.user.email);
  expect(all.filter((m) => /on its way/.test(m.text))).toHaveLength(0);
});

it('refunds a return in full when nothing was refunded before, saying so', async () => {
  const shopper = await createShopper();
  const { id } = await paidOrder(shopper);
  await shopMove(id, { status: 'shipped', courier: 'Delhivery', tracking_number: 'DL10' });
  await shopMove(id, { status: 'delivered' });
  const [item] = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, id));
  const returnId = (await ask(shopper, id, { reason: 'Too long', items: [{ order_item_id: item.id, quantity: 1 }] }))
    .body.return.id as number;
  await decide(id, returnId, 'approve', staff);
  const received = await decide(id, returnId, 'receive', owner);
  expect(received.body.return).toMatchObject({ status: 'refunded', refunded_amount: 5000 });
  const [last] = (await mailsTo(shopper.user.email)).slice(-1);
  expect(last!.text).toContain('we have refunded ₹5,000');
  expect(last!.text).not.toContain('left to refund');
});

it('closes a return on an order already refunded in full without refunding again, and says so', async () => {
  const shopper = await createShopper();
  const { id } = await paidOrder(shopper);
  await shopMove(id, { status: 'shipped', courier: 'Delhivery', tracking_number: 'DL11' });
  await shopMove(id, { status: 'delivered' });
  expect((await refund(id, 5000)).status).toBe(201);
  const [item] = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, id));
  const returnId = (
    await ask(shopper, id, { reason: 'Sent back anyway', items: [{ order_item_id: item.id, quantity: 1 }] })
  ).body.return.id as number;
  await decide(id, returnId, 'approve', staff);
  const received = await decide(id, returnId, 'receive', owner);
  expect(received.status).toBe(200);
  expect(received.body.return).toMatchObject({ status: 'refunded', amount: 5000, refunded_amount: 0 });
  expect(await (await getDb()).select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(1);
  const [last] = (await mailsTo(shopper.user.email)).slice(-1);
  expect(last!.subject).toContain(`return #${returnId} received`);
  expect(last!.text).toContain('already been refunded in full, so nothing more is refunded');
});

describe('refunds against payments in another currency', () => {
  async function foreignCapture(orderId: number, providerOrderId: string, amountPaise: number): Promise<void> {
    await (await getDb()).insert(payments).values({
      orderId,
      provider: 'sandbox',
      providerPaymentId: `pay_usd${orderId}${Date.now()}`,
      providerOrderId,
      amountPaise,
      currency: 'USD',
      status: 'captured',
      source: 'webhook',
    });
  }

  it('shows and refunds only what was captured in rupees', async () => {
    const shopper = await createShopper();
    const { id, providerOrderId } = await paidOrder(shopper);
    await foreignCapture(id, providerOrderId, 19_500_00);
    expect(await refundable(id)).toBe(5000);

    const tooMuch = await refund(id, 5000.01);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe(ADMIN_REFUND_MESSAGES.tooMuch(5000));
    expect((await refund(id, 4998)).status).toBe(201);
    expect((await refund(id, 2)).status).toBe(201);
    expect(await refundable(id)).toBe(0);
    // ₹2 more would have to come off the USD payment: refused.
    const againstForeign = await refund(id, 2);
    expect(againstForeign.status).toBe(409);
    expect(againstForeign.body.message).toBe(ADMIN_REFUND_MESSAGES.tooMuch(0));
    const rows = await (
      await getDb()
    )
      .select({ currency: payments.currency })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(refunds.orderId, id));
    expect(rows.map((r) => r.currency)).toEqual(['INR', 'INR']);
  });

  it('refuses a refund in rupees on an order paid only in another currency', async () => {
    const shopper = await createShopper();
    const placed = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: piece, quantity: 1 }]));
    const id = placed.body.id as number;
    await foreignCapture(id, placed.body.razorpay_order_id, 5_000_00);
    await (await getDb()).update(orders).set({ status: 'confirmed', paidAt: new Date() }).where(eq(orders.id, id));
    expect(await refundable(id)).toBe(0);
    const res = await refund(id, 2);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ADMIN_REFUND_MESSAGES.nothingInRupees);
    expect(await (await getDb()).select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(0);
  });
});
