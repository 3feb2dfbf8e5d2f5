// A credit note's quantities say what came back: a refund of money only (goodwill, a price
// adjustment) credits the value with quantity 0 on its lines, as a GST credit note for a value adjustment
// does; a cash-on-delivery parcel refused at the door (invoiced when it shipped) credits its pieces, and a paid
// order cancelled before shipping was never invoiced, so nothing is credited. Read from the frozen document, the
// PDF, and the GST report, which must agree with them.
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { taxDocuments } from '@/lib/server/db/schema';
import { shopToday } from '@/lib/shared/shop-time';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { silenceMailLog } from '@/test-support/accounts-api';
import { createOrderCall, installSandboxProvider, orderBody } from '@/test-support/checkout-fixtures';
import { payInSandbox, productsWithStock, setStock } from '@/test-support/checkout-fixtures';
import { fixedPiece } from '@/test-support/cod-fixture';
import { shipOrderCall } from '@/test-support/ship-order-call';
import { pdfText } from '@/test-support/pdf-text';
import { GET as documentPdf } from './[id]/documents/[documentId]/route';
import { POST as move } from '../admin/orders/[id]/status/route';
import { POST as refundRoute } from '../admin/orders/[id]/refunds/route';
import { GET as gstRoute } from '../admin/reports/gst/route';

installSandboxProvider();
silenceMailLog();

let owner: StaffAccount;

beforeAll(async () => {
  await seedCatalogue();
  owner = await createStaff('owner');
}, 120_000);

type Shopper = Awaited<ReturnType<typeof createShopper>>;

async function paidOrder(quantity: number): Promise<{ shopper: Shopper; id: number }> {
  const shopper = await createShopper();
  const [product] = await productsWithStock(1, 50);
  const placed = await createOrderCall(shopper.cookieHeaders, orderBody([{ product: product!, quantity }]));
  expect(placed.status).toBe(201);
  expect((await payInSandbox(shopper.cookieHeaders, placed.body)).status).toBe(200);
  return { shopper, id: placed.body.id as number };
}

const ship = (id: number) => shipOrderCall(id, owner.cookieHeaders);

async function giveBack(id: number, amount: number) {
  const given = await callRoute(refundRoute, '/x', {
    method: 'POST',
    params: { id: String(id) },
    body: { amount, reason: 'Goodwill' },
    headers: { ...owner.cookieHeaders, 'idempotency-key': `credit-qty-${id}-${amount}` },
  });
  expect(given.status).toBe(201);
}

async function creditNotes(id: number) {
  const db = await getDb();
  const ofOrder = and(eq(taxDocuments.orderId, id), eq(taxDocuments.kind, 'credit_note'));
  return db.select().from(taxDocuments).where(ofOrder).orderBy(asc(taxDocuments.id));
}

/** The printed row of the note's only line: "1 <description> <hsn> <quantity> ₹…". */
type Line = { description: string; hsn: string };

async function printedQuantity(shopper: Shopper, id: number, documentId: number, line: Line): Promise<number> {
  const { description, hsn } = line;
  const { NextRequest } = await import('next/server');
  const response = await documentPdf(new NextRequest('http://localhost:3000/x', { headers: shopper.cookieHeaders }), {
    params: Promise.resolve({ id: String(id), documentId: String(documentId) }),
  });
  expect(response.status).toBe(200);
  const text = await pdfText(await response.arrayBuffer());
  // A long description wraps in its cell: its first words are enough to find the row.
  const start = description.slice(0, 12);
  const at = text.indexOf(start);
  expect(at).toBeGreaterThan(-1);
  const row = new RegExp(`${hsn} (\\d+) ₹`).exec(text.slice(at + start.length));
  expect(row).not.toBeNull();
  return Number(row![1]);
}

async function reportQuantity(number: string): Promise<number> {
  const today = shopToday();
  const path = `/api/v1/admin/reports/gst?from=${today}&to=${today}&format=json`;
  const report = await callRoute(gstRoute, path, { headers: owner.cookieHeaders });
  expect(report.status).toBe(200);
  const rows = (report.body.documents as { number: string; quantity: number }[]).filter((r) => r.number === number);
  expect(rows.length).toBeGreaterThan(0);
  return rows.reduce((sum, r) => sum + r.quantity, 0);
}

it('credits the value of a money-only refund with quantity 0: no pieces came back', async () => {
  const { shopper, id } = await paidOrder(2);
  expect((await ship(id)).status).toBe(200);
  await giveBack(id, 100);
  const [note] = await creditNotes(id);
  const [line] = note!.document.lines;
  expect(note!.document.lines).toHaveLength(1);
  expect(line).toMatchObject({ quantity: 0, totalPaise: 100_00 });
  expect(await printedQuantity(shopper, id, note!.id, line!)).toBe(0);
  expect(await reportQuantity(note!.number)).toBe(0);
});

it('credits every piece of a cash-on-delivery parcel refused at the door, once', async () => {
  const shopper = await createShopper();
  const product = await fixedPiece(true);
  await setStock(product.id, 50);
  const placed = await createOrderCall(
    shopper.cookieHeaders,
    orderBody([{ product, quantity: 2 }], { payment_method: 'cod' }),
  );
  expect(placed.status).toBe(201);
  const id = placed.body.id as number;
  expect((await ship(id)).status).toBe(200);
  const params = { id: String(id) };
  const cancel = await callRoute(move, '/x', {
    method: 'POST',
    params,
    body: { status: 'cancelled' },
    headers: owner.cookieHeaders,
  });
  expect(cancel.status).toBe(200);
  const [refused] = await creditNotes(id);
  const [line] = refused!.document.lines;
  expect(line!.quantity).toBe(2);
  expect(refused!.document.reason).toBe('Refused at delivery: goods returned');
  expect(await printedQuantity(shopper, id, refused!.id, line!)).toBe(2);
  expect(await reportQuantity(refused!.number)).toBe(-2);
  expect(await creditNotes(id)).toHaveLength(1);
});

it('credits nothing for a paid order cancelled before shipping: it was never invoiced', async () => {
  const { id } = await paidOrder(2);
  const cancel = await callRoute(move, '/x', {
    method: 'POST',
    params: { id: String(id) },
    body: { status: 'cancelled' },
    headers: owner.cookieHeaders,
  });
  expect(cancel.status).toBe(200);
  expect(await (await getDb()).select().from(taxDocuments).where(eq(taxDocuments.orderId, id))).toEqual([]);
});
