// A credit note's quantities say what came back: a refund of money only (goodwill, a price
// adjustment) credits the value with quantity 0 on its lines, as a GST credit note for a value adjustment
// does; a cancelled paid order credits its pieces, once, even after an earlier goodwill refund. Read from the
// frozen document, the PDF, and the GST report, which must agree with them.
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { taxDocuments } from '@/lib/server/db/schema';
import { shopToday } from '@/lib/shared/shop-time';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { silenceMailLog } from '@/test-support/accounts-api';
import { createOrderCall, installSandboxProvider, orderBody } from '@/test-support/checkout-fixtures';
import { payInSandbox, productsWithStock } from '@/test-support/checkout-fixtures';
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
  const at = text.indexOf(description);
  expect(at).toBeGreaterThan(-1);
  const row = new RegExp(`${hsn} (\\d+) ₹`).exec(text.slice(at + description.length));
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
  await giveBack(id, 100);
  const [note] = await creditNotes(id);
  const [line] = note!.document.lines;
  expect(note!.document.lines).toHaveLength(1);
  expect(line).toMatchObject({ quantity: 0, totalPaise: 100_00 });
  expect(await printedQuantity(shopper, id, note!.id, line!)).toBe(0);
  expect(await reportQuantity(note!.number)).toBe(0);
});

it('credits every piece of a cancelled paid order once, after an earlier goodwill refund of value only', async () => {
  const { shopper, id } = await paidOrder(2);
  await giveBack(id, 100);
  const body = { status: 'cancelled' };
  const params = { id: String(id) };
  const cancel = await callRoute(move, '/x', { method: 'POST', params, body, headers: owner.cookieHeaders });
  expect(cancel.status).toBe(200);
  const [goodwill, cancelled] = await creditNotes(id);
  expect(goodwill!.document.lines.map((l) => l.quantity)).toEqual([0]);
  const [line] = cancelled!.document.lines;
  expect(line!.quantity).toBe(2);
  expect(await printedQuantity(shopper, id, cancelled!.id, line!)).toBe(2);
  expect(await reportQuantity(cancelled!.number)).toBe(-2);
  expect(await reportQuantity(goodwill!.number)).toBe(0);
});
