// The tax invoice is issued when the order ships (goods are invoiced at removal), not at payment: the payment's
// confirmation is a receipt. Issued documents are kept as issued: every download is the same bytes, from the
// moment the invoice exists through delivery and later refunds. Hallmarked gold ships only with a HUID for each
// piece; a wrong HUID is corrected by a credit note reversing the invoice and a new invoice, never an edit.
// Credit notes reverse exactly what they credit, and every document is mailed to the buyer as it is issued.
import { and, asc, eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { getDb } from '@/lib/server/db';
import { mailOutbox, orderItems, products, productVariants, taxDocuments } from '@/lib/server/db/schema';
import { needsHuid } from '@/lib/server/orders/ship-order';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { silenceMailLog } from '@/test-support/accounts-api';
import {
  ADDRESS,
  createOrderCall,
  installSandboxProvider,
  orderBody,
  payInSandbox,
  productsWithStock,
  setStock,
} from '@/test-support/checkout-fixtures';
import { fixedPiece } from '@/test-support/cod-fixture';
import { shipOrderCall } from '@/test-support/ship-order-call';
import { pdfText } from '@/test-support/pdf-text';
import { GET as invoicePdf } from './[id]/invoice.pdf/route';
import { GET as documentPdf } from './[id]/documents/[documentId]/route';
import { POST as move } from '../admin/orders/[id]/status/route';
import { POST as refundRoute } from '../admin/orders/[id]/refunds/route';
import { POST as huidRoute } from '../admin/orders/[id]/huids/route';

installSandboxProvider();
silenceMailLog();
let staff: StaffAccount;
let owner: StaffAccount;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
  owner = await createStaff('owner');
});

type Shopper = Awaited<ReturnType<typeof createShopper>>;
const JAIPUR = { ...ADDRESS, city: 'Jaipur', state: 'Rajasthan', postal_code: '302006' };

async function paidOrder(shopper: Shopper, quantity = 1, address = JAIPUR, productIndex = 0): Promise<number> {
  const products = await productsWithStock(productIndex + 1, 50);
  const placed = await createOrderCall(
    shopper.cookieHeaders,
    orderBody([{ product: products[productIndex]!, quantity }], { shipping_address: address }),
  );
  expect(placed.status).toBe(201);
  expect((await payInSandbox(shopper.cookieHeaders, placed.body)).status).toBe(200);
  return placed.body.id as number;
}

async function download(shopper: Shopper, orderId: number): Promise<Response> {
  return invoicePdf(
    new NextRequest(`http://localhost:3000/api/v1/orders/${orderId}/invoice.pdf`, { headers: shopper.cookieHeaders }),
    { params: Promise.resolve({ id: String(orderId) }) },
  );
}

async function documentBytes(shopper: Shopper, orderId: number, documentId: number): Promise<Buffer> {
  const response = await documentPdf(new NextRequest('http://localhost:3000/x', { headers: shopper.cookieHeaders }), {
    params: Promise.resolve({ id: String(orderId), documentId: String(documentId) }),
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const moveTo = (orderId: number, body: Record<string, unknown>) =>
  callRoute(move, `/api/v1/admin/orders/${orderId}/status`, {
    method: 'POST',
    params: { id: String(orderId) },
    body,
    headers: staff.cookieHeaders,
  });

const refund = (orderId: number, amount: number, key: string) =>
  callRoute(refundRoute, `/api/v1/admin/orders/${orderId}/refunds`, {
    method: 'POST',
    params: { id: String(orderId) },
    body: { amount, reason: 'Goodwill' },
    headers: { ...owner.cookieHeaders, 'idempotency-key': key },
  });

async function documentsOf(orderId: number) {
  return (await getDb())
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.id));
}

async function mailsTo(email: string) {
  return (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.id));
}

async function hallmark(productIndex: number): Promise<void> {
  const [product] = (await productsWithStock(productIndex + 1, 50)).slice(productIndex);
  await (
    await getDb()
  )
    .update(products)
    .set({ hallmarked: true, metal: '22K Gold', purity: '22K' })
    .where(eq(products.id, product!.id));
}

describe('the tax invoice, issued at dispatch', () => {
  it('is not issued at payment: the confirmation is a receipt, and the invoice waits for shipping', async () => {
    const shopper = await createShopper();
    const orderId = await paidOrder(shopper);
    expect(await documentsOf(orderId)).toEqual([]);
    const early = await download(shopper, orderId);
    expect(early.status).toBe(404);
    expect((await early.json()).message).toBe('The tax invoice is issued when the order is shipped.');
    const [confirmation] = await mailsTo(shopper.user.email);
    expect(confirmation!.subject).toContain('confirmed');
    expect(confirmation!.text).toContain('this email is your receipt');
    expect(confirmation!.attachments).toEqual([]);
    // Processing does not invoice either.
    expect((await moveTo(orderId, { status: 'processing' })).status).toBe(200);
    expect(await documentsOf(orderId)).toEqual([]);
  });

  it('downloads byte-identical from shipping through delivery and a later refund, and is mailed when shipped', async () => {
    const shopper = await createShopper();
    const orderId = await paidOrder(shopper);
    expect((await shipOrderCall(orderId, staff.cookieHeaders)).status).toBe(200);
    const [invoice] = await documentsOf(orderId);
    expect(invoice).toMatchObject({ kind: 'invoice' });
    expect(invoice!.pdf).toBeInstanceOf(Buffer);
    const atShipping = Buffer.from(await (await download(shopper, orderId)).arrayBuffer());
    expect(atShipping.equals(invoice!.pdf!)).toBe(true);
    const text = await pdfText(atShipping);
    expect(text).toContain(invoice!.number);
    expect(text).toContain('Round-off');

    const shipped = (await mailsTo(shopper.user.email)).find((m) => m.subject.includes('on its way'));
    expect(shipped!.text).toContain(`GST tax invoice ${invoice!.number} is attached`);
    expect(shipped!.attachments).toEqual([{ taxDocumentId: invoice!.id, filename: expect.stringMatching(/\.pdf$/) }]);

    // A second later (pdfkit stamps the time it draws), after delivery and after a refund: the same bytes.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await moveTo(orderId, { status: 'delivered' })).status).toBe(200);
    const afterDelivery = Buffer.from(await (await download(shopper, orderId)).arrayBuffer());
    expect(afterDelivery.equals(atShipping)).toBe(true);
    expect((await refund(orderId, 100, `dispatch-${orderId}`)).status).toBe(201);
    const later = Buffer.from(await (await download(shopper, orderId)).arrayBuffer());
    expect(later.equals(atShipping)).toBe(true);
    expect((await documentBytes(shopper, orderId, invoice!.id)).equals(atShipping)).toBe(true);
  });

  it('prints CGST equal to SGST on every line within the state, with the round-off on its own line', async () => {
    const shopper = await createShopper();
    const orderId = await paidOrder(shopper, 3);
    expect((await shipOrderCall(orderId, staff.cookieHeaders)).status).toBe(200);
    const [invoice] = await documentsOf(orderId);
    const doc = invoice!.document;
    expect(doc.intraState).toBe(true);
    for (const line of [...doc.lines, doc.totals]) {
      expect(line.cgstPaise).toBe(line.sgstPaise);
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.roundOffPaise!).toBe(line.totalPaise);
    }
  });

  it('is issued for a cash-on-delivery order when it ships, before the cash is collected', async () => {
    const shopper = await createShopper();
    const product = await fixedPiece(true);
    await setStock(product.id, 50);
    const placed = await createOrderCall(
      shopper.cookieHeaders,
      orderBody([{ product, quantity: 1 }], { shipping_address: JAIPUR, payment_method: 'cod' }),
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body.id as number;
    expect(await documentsOf(orderId)).toEqual([]);
    expect((await shipOrderCall(orderId, staff.cookieHeaders)).status).toBe(200);
    const [invoice] = await documentsOf(orderId);
    expect(invoice).toMatchObject({ kind: 'invoice' });
    const shipped = (await mailsTo(shopper.user.email)).find((m) => m.subject.includes('on its way'));
    expect(shipped!.attachments).toHaveLength(1);
    expect((await moveTo(orderId, { status: 'delivered' })).status).toBe(200);
    const docs = await documentsOf(orderId);
    expect(docs).toHaveLength(1);
    expect(docs[0]!.pdf!.equals(invoice!.pdf!)).toBe(true);
  });
});

describe('HUIDs when shipping hallmarked gold', () => {
  it('are required for each piece, the refusal naming the line', async () => {
    await hallmark(1);
    const shopper = await createShopper();
    const orderId = await paidOrder(shopper, 2, JAIPUR, 1);
    const [line] = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const ship = (huids?: unknown) =>
      moveTo(orderId, { status: 'shipped', courier: 'Blue Dart', tracking_number: 'BD1', ...(huids ? { huids } : {}) });
    const none = await ship();
    expect(none.status).toBe(400);
    expect(none.body.error_code).toBe('VALIDATION_FAILED');
    expect(none.body.errors.huids[0]).toBe(
      `Enter the HUID of each piece of ${line!.productName}: hallmarked gold ships only with its HUIDs`,
    );
    const one = await ship([{ order_item_id: line!.id, huids: ['AB12CD'] }]);
    expect(one.status).toBe(400);
    expect(one.body.errors.huids[0]).toBe(`Enter 2 HUIDs for ${line!.productName}, one for each piece`);
    // Nothing moved and nothing was issued by the refusals.
    expect(await documentsOf(orderId)).toEqual([]);
    const both = await ship([{ order_item_id: line!.id, huids: ['AB12CD', 'ZZ99YY'] }]);
    expect(both.status).toBe(200);
    const [invoice] = await documentsOf(orderId);
    expect(invoice!.document.lines[0]!.huids).toEqual(['AB12CD', 'ZZ99YY']);
    expect(await pdfText(invoice!.pdf!)).toContain('AB12CD, ZZ99YY');
  });

  it('name the size in the refusal when two sizes of one ring are ordered', async () => {
    const db = await getDb();
    const [ring] = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(
        and(
          eq(products.active, true),
          sql`cardinality(${products.sizes}) >= 2`,
          sql`coalesce(${products.metalRateKey}, 'gold') like 'gold%'`,
        ),
      )
      .orderBy(asc(products.id))
      .limit(1);
    await db.update(products).set({ hallmarked: true }).where(eq(products.id, ring!.id));
    await db.update(productVariants).set({ stockQuantity: 20 }).where(eq(productVariants.productId, ring!.id));
    const sizes = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, ring!.id))
      .orderBy(asc(productVariants.id))
      .limit(2);
    const shopper = await createShopper();
    const placed = await createOrderCall(shopper.cookieHeaders, {
      shipping_address: JAIPUR,
      currency: 'INR',
      cart_items: sizes.map((v) => ({ product_id: ring!.id, quantity: 1, price: v.pricePaise / 100, size: v.size })),
      total_amount: sizes.reduce((a, v) => a + v.pricePaise, 0) / 100,
    });
    expect(placed.status).toBe(201);
    expect((await payInSandbox(shopper.cookieHeaders, placed.body)).status).toBe(200);
    const orderId = placed.body.id as number;
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    const needing = lines.filter((l) => needsHuid(l));
    expect(needing).toHaveLength(2);
    expect(needing[0]!.size).not.toBe(needing[1]!.size);
    const second = needing[needing.length - 1]!;
    const firstOnly = needing.slice(0, -1).map((l) => ({ order_item_id: l.id, huids: ['AA11BB'] }));
    const refused = await moveTo(orderId, {
      status: 'shipped',
      courier: 'Blue Dart',
      tracking_number: 'BD3',
      ...(firstOnly.length ? { huids: firstOnly } : {}),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.huids[0]).toBe(
      `Enter the HUID of each piece of ${ring!.name}, size ${second.size}: hallmarked gold ships only with its HUIDs`,
    );
  });

  it('are corrected only by a credit note reversing the invoice and a new invoice, both mailed', async () => {
    await hallmark(1);
    const shopper = await createShopper();
    const orderId = await paidOrder(shopper, 1, JAIPUR, 1);
    const [line] = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const correct = (huids: string[]) =>
      callRoute(huidRoute, `/api/v1/admin/orders/${orderId}/huids`, {
        method: 'POST',
        params: { id: String(orderId) },
        body: { huids: [{ order_item_id: line!.id, huids }] },
        headers: staff.cookieHeaders,
      });
    // Before shipping there is no invoice to correct.
    expect((await correct(['QQ11QQ'])).status).toBe(409);
    const shipped = await moveTo(orderId, {
      status: 'shipped',
      courier: 'Blue Dart',
      tracking_number: 'BD2',
      huids: [{ order_item_id: line!.id, huids: ['WR0NG1'] }],
    });
    expect(shipped.status).toBe(200);
    const [first] = await documentsOf(orderId);
    const firstBytes = await documentBytes(shopper, orderId, first!.id);
    expect((await correct(['bad'])).status).toBe(400);
    const corrected = await correct(['R1GHT2']);
    expect(corrected.status).toBe(201);
    const [original, credit, reissued] = await documentsOf(orderId);
    expect(original!.id).toBe(first!.id);
    expect(original!.replacedAt).not.toBeNull();
    expect(original!.document).toEqual(first!.document);
    expect((await documentBytes(shopper, orderId, original!.id)).equals(firstBytes)).toBe(true);
    expect(credit).toMatchObject({ kind: 'credit_note', refundId: null });
    expect(credit!.document.invoiceNumber).toBe(original!.number);
    for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'roundOffPaise', 'totalPaise'] as const)
      expect(credit!.document.totals[key]).toBe(original!.document.totals[key]);
    expect(reissued).toMatchObject({ kind: 'invoice', replacedAt: null });
    expect(reissued!.number).not.toBe(original!.number);
    expect(reissued!.document.lines[0]!.huids).toEqual(['R1GHT2']);
    // The invoice download is now the new one.
    const now = Buffer.from(await (await download(shopper, orderId)).arrayBuffer());
    expect(now.equals(reissued!.pdf!)).toBe(true);
    const mails = await mailsTo(shopper.user.email);
    expect(mails.filter((m) => m.attachments.some((a) => a.taxDocumentId === credit!.id))).toHaveLength(1);
    expect(mails.filter((m) => m.attachments.some((a) => a.taxDocumentId === reissued!.id))).toHaveLength(1);
  });
});

describe('credit notes', () => {
  it('reverse exactly what they credit: refunds in parts net a fully refunded invoice to 0.00', async () => {
    const shopper = await createShopper();
    const orderId = await paidOrder(shopper, 3);
    expect((await shipOrderCall(orderId, staff.cookieHeaders)).status).toBe(200);
    const [invoice] = await documentsOf(orderId);
    const total = invoice!.document.totals.totalPaise;
    const part = 33_333; // an odd amount, so the shares have odd paise
    expect((await refund(orderId, part / 100, `part-a-${orderId}`)).status).toBe(201);
    expect((await refund(orderId, (total - part) / 100, `part-b-${orderId}`)).status).toBe(201);
    const credits = (await documentsOf(orderId)).filter((d) => d.kind === 'credit_note');
    expect(credits).toHaveLength(2);
    for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'roundOffPaise', 'totalPaise'] as const) {
      const credited = credits.reduce((a, c) => a + c.document.totals[key]!, 0);
      expect(invoice!.document.totals[key]! - credited).toBe(0);
    }
    for (const c of credits) for (const l of c.document.lines) expect(l.cgstPaise).toBe(l.sgstPaise);
    // Each credit note is kept as issued and mailed to the buyer with its PDF.
    const mails = await mailsTo(shopper.user.email);
    for (const c of credits) {
      expect(c.pdf).toBeInstanceOf(Buffer);
      expect(mails.filter((m) => m.attachments.some((a) => a.taxDocumentId === c.id))).toHaveLength(1);
    }
  });
});
