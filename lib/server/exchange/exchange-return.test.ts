// The return of an order paid partly with old gold: the card money goes back through the provider, the old
// gold's value is owed back to the buyer until the owner records how (the gold, or a bank transfer with its
// reference), and one credit note reverses the whole invoice, not only the money refunded.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { auditLog, mailOutbox, orderItems, refunds, taxDocuments } from '@/lib/server/db/schema';
import { POST as requestRoute } from '@/app/api/v1/orders/[id]/returns/route';
import { POST as statusRoute } from '@/app/api/v1/admin/orders/[id]/status/route';
import { POST as moveReturnRoute } from '@/app/api/v1/admin/orders/[id]/returns/[returnId]/route';
import { POST as payoutRoute } from '@/app/api/v1/admin/orders/[id]/old-gold-payouts/[payoutId]/route';
import { POST as inspectRoute } from '@/app/api/v1/admin/orders/[id]/rto-inspection/route';
import { callRoute } from '@/test-support/call-route';
import { orderRow } from '@/test-support/checkout-fixtures';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { shipOrderCall } from '@/test-support/ship-order-call';
import { adminOrder, bookCall, sandboxEvent, setUpShipping } from '@/test-support/shipping-fixture';
import { shopper, setUpPaymentsFixture } from '@/test-support/payments-api-fixture';
import { paidOrderWithGold, testGold } from '@/test-support/exchange-fixture';
import { pdfText } from '@/test-support/pdf-text';
import { taxDocumentPdf } from '@/lib/server/invoices';
import { OLD_GOLD_PAYOUT_MESSAGES } from '@/lib/shared/messages/old-gold-payout';

setUpPaymentsFixture();
setUpShipping();

let owner: StaffAccount;
let staff: StaffAccount;
beforeAll(async () => {
  owner = await createStaff('owner');
  staff = await createStaff('staff');
});

/** Old gold quoted at ₹100 and tested at ₹105 (the ₹5 excess refunded), shipped and delivered. */
async function deliveredExchangeOrder(): Promise<number> {
  const { id } = await paidOrderWithGold();
  expect((await testGold(id, 10.5, owner.cookieHeaders)).status).toBe(200);
  expect((await shipOrderCall(id, owner.cookieHeaders)).status).toBe(200);
  const delivered = await callRoute(statusRoute, `/api/v1/admin/orders/${id}/status`, {
    method: 'POST',
    params: { id: String(id) },
    body: { status: 'delivered' },
    headers: staff.cookieHeaders,
  });
  expect(delivered.status).toBe(200);
  return id;
}

async function returnEverything(id: number) {
  const [item] = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, id));
  const asked = await callRoute(requestRoute, `/api/v1/orders/${id}/returns`, {
    method: 'POST',
    params: { id: String(id) },
    body: { reason: 'Does not suit me', items: [{ order_item_id: item!.id, quantity: item!.quantity }] },
    headers: shopper.cookieHeaders,
  });
  expect(asked.status).toBe(201);
  const returnId = asked.body.return.id as number;
  for (const action of ['approve', 'receive']) {
    const moved = await callRoute(moveReturnRoute, `/api/v1/admin/orders/${id}/returns/${returnId}`, {
      method: 'POST',
      params: { id: String(id), returnId: String(returnId) },
      body: { action },
      headers: owner.cookieHeaders,
    });
    expect(moved.status).toBe(200);
  }
  return returnId;
}

const settle = (id: number, payoutId: number, body: unknown, who: StaffAccount = owner) =>
  callRoute(payoutRoute, `/api/v1/admin/orders/${id}/old-gold-payouts/${payoutId}`, {
    method: 'POST',
    params: { id: String(id), payoutId: String(payoutId) },
    body,
    headers: who.cookieHeaders,
  });

describe('returning an order paid partly with old gold', () => {
  it('credits the whole invoice, refunds the card money and owes the old gold back', async () => {
    const id = await deliveredExchangeOrder();
    const order = await orderRow(id);
    await returnEverything(id);

    const db = await getDb();
    const made = await db.select().from(refunds).where(eq(refunds.orderId, id));
    // ₹5 excess at the test, then what was left on the card: the total less the tested ₹105.
    expect(made.map((r) => r.amountPaise).sort((x, y) => x - y)).toEqual(
      [500, order.totalPaise - 10_500].sort((x, y) => x - y),
    );

    const docs = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, id));
    const invoice = docs.find((d) => d.kind === 'invoice')!;
    const notes = docs.filter((d) => d.kind === 'credit_note');
    expect(notes).toHaveLength(1);
    const note = notes[0]!.document;
    expect(note.totals.totalPaise).toBe(invoice.document.totals.totalPaise);
    expect(note.totals.totalPaise).toBe(order.totalPaise);
    expect(note.totals.taxablePaise).toBe(invoice.document.totals.taxablePaise);
    expect(note.lines.map((l) => l.quantity)).toEqual(invoice.document.lines.map((l) => l.quantity));
    // The note credits the value; it does not print the invoice's "less old gold / amount payable".
    expect(note.oldGold).toBeUndefined();
    const text = await pdfText(await taxDocumentPdf(notes[0]!.id));
    expect(text).not.toContain('Amount payable');

    const seen = await adminOrder(owner, id);
    expect(seen.status).toBe('returned');
    expect(seen.old_gold_payouts).toEqual([
      expect.objectContaining({ amount: 105, method: null, settled_at: null, return_id: expect.any(Number) }),
    ]);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, shopper.user.email));
    expect(mails.some((m) => m.text.includes(OLD_GOLD_PAYOUT_MESSAGES.owedToShopper(105)))).toBe(true);
  });

  it('stays owed until the owner records a bank transfer with its reference, once, audited', async () => {
    const id = await deliveredExchangeOrder();
    await returnEverything(id);
    const payout = (await adminOrder(owner, id)).old_gold_payouts[0];

    const noReference = await settle(id, payout.id, { method: 'bank_transfer' });
    expect(noReference.status).toBe(400);
    expect(noReference.body.errors.reference).toEqual([OLD_GOLD_PAYOUT_MESSAGES.referenceRequired]);
    expect((await settle(id, payout.id, { method: 'store_cash', reference: 'x' })).status).toBe(400);
    expect((await settle(id, payout.id, { method: 'bank_transfer', reference: 'UTR1' }, staff)).status).toBe(403);
    expect((await adminOrder(owner, id)).old_gold_payouts[0].settled_at).toBeNull();

    const done = await settle(id, payout.id, { method: 'bank_transfer', reference: 'HDFC000123' });
    expect(done.status).toBe(200);
    expect(done.body.payout).toMatchObject({ method: 'bank_transfer', reference: 'HDFC000123', amount: 105 });
    expect((await adminOrder(owner, id)).old_gold_payouts[0].settled_at).not.toBeNull();
    expect((await settle(id, payout.id, { method: 'gold_returned' })).status).toBe(409);
    const audits = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.old_gold_payout'), eq(auditLog.entityId, String(id))));
    expect(audits).toHaveLength(1);
  });

  it('records the gold itself handed back, without a reference', async () => {
    const id = await deliveredExchangeOrder();
    await returnEverything(id);
    const payout = (await adminOrder(owner, id)).old_gold_payouts[0];
    const done = await settle(id, payout.id, { method: 'gold_returned' });
    expect(done.status).toBe(200);
    expect(done.body.payout).toMatchObject({ method: 'gold_returned', reference: null });
  });
});

describe('a parcel of an order paid partly with old gold, brought back by the courier', () => {
  it('once inspected, reverses the whole invoice, refunds the card money and owes the old gold back', async () => {
    const { id } = await paidOrderWithGold();
    expect((await testGold(id, 10.5, owner.cookieHeaders)).status).toBe(200);
    const booked = await bookCall(owner, id);
    expect(booked.status).toBe(201);
    await sandboxEvent(owner, { awb: booked.body.shipment.awb, event: 'rto_delivered' });
    const order = await orderRow(id);
    expect(order.status).toBe('returned_to_origin');

    const inspected = await callRoute(inspectRoute, `/api/v1/admin/orders/${id}/rto-inspection`, {
      method: 'POST',
      params: { id: String(id) },
      headers: owner.cookieHeaders,
    });
    expect(inspected.status).toBe(200);
    expect(inspected.body.refund.amount).toBe((order.totalPaise - 10_500) / 100);

    const db = await getDb();
    const docs = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, id));
    const invoice = docs.find((d) => d.kind === 'invoice')!;
    const notes = docs.filter((d) => d.kind === 'credit_note');
    expect(notes.map((n) => n.document.totals.totalPaise)).toEqual([invoice.document.totals.totalPaise]);
    expect((await adminOrder(owner, id)).old_gold_payouts).toEqual([
      expect.objectContaining({ amount: 105, return_id: null, settled_at: null }),
    ]);
  });
});
