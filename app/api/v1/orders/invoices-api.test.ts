// GST tax invoices and credit notes: a shipped order gets one, numbered in a series with no gaps even when
// orders ship together (PostgreSQL in CI), the PDF says everything Rule 46 asks, only the order's own shopper
// (or the back office) can fetch it, the shipped mail carries it, HUIDs entered at shipping are printed on it,
// and a refund issues a credit note against it.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { mailOutbox, orderItems, products, taxDocuments } from '@/lib/server/db/schema';
import { deliverQueuedMail } from '@/lib/server/mail/queued-mail';
import { financialYear } from '@/lib/shared/gst/invoice-tax';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { fakeSmtpServer } from '@/test-support/fake-smtp';
import {
  createOrderCall,
  installSandboxProvider,
  orderBody,
  payInSandbox,
  productsWithStock,
} from '@/test-support/checkout-fixtures';
import { GET as invoicePdf } from './[id]/invoice.pdf/route';
import { GET as documentPdf } from './[id]/documents/[documentId]/route';
import { GET as readOrder } from './[id]/route';
import { GET as adminInvoicePdf } from '../admin/orders/[id]/invoice.pdf/route';
import { POST as move } from '../admin/orders/[id]/status/route';
import { POST as refundRoute } from '../admin/orders/[id]/refunds/route';
import { pdfText } from '@/test-support/pdf-text';
import { shipOrderCall } from '@/test-support/ship-order-call';

installSandboxProvider();
let staff: StaffAccount;
let owner: StaffAccount;

beforeAll(async () => {
  await seedCatalogue();
  staff = await createStaff('staff');
  owner = await createStaff('owner');
});

type Shopper = Awaited<ReturnType<typeof createShopper>>;

async function placeOrder(shopper: Shopper, quantity = 1): Promise<{ id: number; razorpay_order_id: string }> {
  const [product] = await productsWithStock(1, 50);
  const placed = await createOrderCall(shopper.cookieHeaders, orderBody([{ product, quantity }]));
  expect(placed.status).toBe(201);
  return placed.body as { id: number; razorpay_order_id: string };
}

const pay = (shopper: Shopper, order: { id: number; razorpay_order_id: string }) =>
  payInSandbox(shopper.cookieHeaders, order);
const ship = (id: number) => shipOrderCall(id, staff.cookieHeaders);

const fetchPdf = async (route: typeof invoicePdf, id: number, headers: Record<string, string>) => {
  const response = await route(
    new (await import('next/server')).NextRequest(`http://localhost:3000/api/v1/orders/${id}/invoice.pdf`, { headers }),
    { params: Promise.resolve({ id: String(id) }) },
  );
  return response;
};

describe('a shipped order', () => {
  it("gets a tax invoice whose PDF has every Rule 46 field, for its shopper's eyes only", async () => {
    const shopper = await createShopper();
    const order = await placeOrder(shopper, 2);
    // Not shipped yet: no invoice.
    const early = await fetchPdf(invoicePdf, order.id, shopper.cookieHeaders);
    expect(early.status).toBe(404);
    expect(await early.json()).toEqual({ message: expect.any(String), error_code: expect.any(String) });

    expect((await pay(shopper, order)).status).toBe(200);
    expect((await ship(order.id)).status).toBe(200);
    const view = await callRoute(readOrder, `/api/v1/orders/${order.id}`, {
      headers: shopper.cookieHeaders,
      params: { id: String(order.id) },
    });
    const [invoice] = view.body.order.tax_documents;
    const fy = financialYear(new Date());
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(new RegExp(`^AJ/${fy}/\\d{6}$`)),
      total: view.body.order.total_price,
    });
    expect(invoice.number.length).toBeLessThanOrEqual(16);

    const response = await fetchPdf(invoicePdf, order.id, shopper.cookieHeaders);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toContain(`${invoice.number.replaceAll('/', '-')}.pdf`);
    const text = await pdfText(await response.arrayBuffer());
    const item = view.body.order.order_items[0];
    for (const field of [
      'TAX INVOICE',
      'Aabha Crafts Private Limited', // supplier's legal name
      '118 Johari Bazaar Road', // and address
      'GSTIN: 08AAHCA4721K1ZM',
      'State: Rajasthan (code 08)',
      invoice.number,
      'Invoice date',
      'Asha Verma', // customer, billing and delivery address with state name and code
      '12 MG Road',
      'State: Karnataka (code 29)',
      'Place of supply',
      'Karnataka (29)',
      item.product_name.slice(0, 20),
      'HSN',
      'Qty',
      'Taxable value',
      'IGST 3%', // Jaipur to Bengaluru: across states
      'Amount in words: Rupees',
      'Whether tax is payable under reverse charge: No',
      'Authorised signatory',
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toContain('CGST');
    expect(text).toContain(
      `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(view.body.order.total_price)}`,
    );
    // The buyer's download is the original alone (Rule 48's duplicate and triplicate are the shop's).
    expect(text).toContain('ORIGINAL FOR RECIPIENT');
    expect(text).not.toContain('DUPLICATE FOR TRANSPORTER');

    // Someone else's order is not found; without a session, 401.
    const stranger = await createShopper();
    expect((await fetchPdf(invoicePdf, order.id, stranger.cookieHeaders)).status).toBe(404);
    expect((await fetchPdf(invoicePdf, order.id, {})).status).toBe(401);
    const byDocument = await documentPdf(
      new (await import('next/server')).NextRequest('http://localhost:3000/x', { headers: stranger.cookieHeaders }),
      {
        params: Promise.resolve({ id: String(order.id), documentId: String(invoice.id) }),
      },
    );
    expect(byDocument.status).toBe(404);
    // The back office reads any order's invoice.
    const staffCopy = await callRoute(adminInvoicePdf, `/api/v1/admin/orders/${order.id}/invoice.pdf`, {
      headers: staff.cookieHeaders,
      params: { id: String(order.id) },
    });
    expect(staffCopy.status).toBe(200);
    // The owner's download holds all three copies of the one invoice.
    const copies = await pdfText(
      await (await fetchPdf(adminInvoicePdf as typeof invoicePdf, order.id, staff.cookieHeaders)).arrayBuffer(),
    );
    expect(copies).toMatch(/ORIGINAL FOR RECIPIENT.*DUPLICATE FOR TRANSPORTER.*TRIPLICATE FOR SUPPLIER/);
    expect(copies.split(invoice.number).length - 1).toBe(3);
  });

  it('splits the tax into CGST and SGST when the delivery is in the shop’s own state', async () => {
    const shopper = await createShopper();
    const [product] = await productsWithStock(1, 50);
    const placed = await createOrderCall(
      shopper.cookieHeaders,
      orderBody([{ product, quantity: 1 }], {
        shipping_address: {
          full_name: 'Meera Joshi',
          email: 'm@example.com',
          phone: '98290 11111',
          address_line_1: '4 Civil Lines',
          address_line_2: '',
          city: 'Jaipur',
          state: 'Rajasthan',
          postal_code: '302006',
          country: 'India',
        },
      }),
    );
    expect(placed.status).toBe(201);
    expect((await pay(shopper, placed.body)).status).toBe(200);
    expect((await ship(placed.body.id)).status).toBe(200);
    const text = await pdfText(await (await fetchPdf(invoicePdf, placed.body.id, shopper.cookieHeaders)).arrayBuffer());
    expect(text).toContain('CGST 1.5%');
    expect(text).toContain('SGST 1.5%');
    expect(text).not.toContain('IGST');
  });

  it('numbers invoices of orders shipped together consecutively, with no gap', async () => {
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => createShopper()));
    const orders = [];
    for (const shopper of shoppers) orders.push(await placeOrder(shopper));
    const paid = await Promise.all(orders.map((order, i) => pay(shoppers[i]!, order)));
    expect(paid.map((r) => r.status)).toEqual(Array(8).fill(200));
    const shipped = await Promise.all(orders.map((order) => ship(order.id)));
    expect(shipped.map((r) => r.status)).toEqual(Array(8).fill(200));
    const db = await getDb();
    const rows = await db
      .select({ sequence: taxDocuments.sequence, number: taxDocuments.number })
      .from(taxDocuments)
      .where(eq(taxDocuments.kind, 'invoice'));
    const sequences = rows.map((r) => r.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
  });

  it('sends the invoice with the shipped email, as a PDF attachment', async () => {
    // Paid before the fake server listens, so the first message it receives is the shipped one.
    const shopper = await createShopper();
    const order = await placeOrder(shopper);
    expect((await pay(shopper, order)).status).toBe(200);
    const smtp = await fakeSmtpServer();
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    try {
      expect((await ship(order.id)).status).toBe(200);
      const db = await getDb();
      const queued = await db.select().from(mailOutbox).where(eq(mailOutbox.to, shopper.user.email));
      const confirmation = queued.find((m) => m.subject.includes('on its way'));
      // Delivered after the commit, or by the next sweep; make sure it went.
      if (confirmation)
        await deliverQueuedMail([
          {
            id: confirmation.id,
            mail: {
              to: confirmation.to,
              subject: confirmation.subject,
              text: confirmation.text,
              html: confirmation.html,
              logSubject: confirmation.subject,
              attachments: confirmation.attachments,
            },
          },
        ]);
      const message = (await smtp.received).toString();
      expect(message).toContain('Content-Type: application/pdf');
      expect(message).toMatch(/filename="?AJ-\d\d-\d\d-\d{6}\.pdf/);
      expect(message).toContain('GST tax invoice');
    } finally {
      smtp.close();
      delete process.env.SMTP_URL;
    }
  });

  it('prints the HUIDs the shop enters when shipping, and refuses HUIDs that do not fit the order', async () => {
    const shopper = await createShopper();
    const db = await getDb();
    const [product] = await productsWithStock(1, 50);
    await db
      .update(products)
      .set({ hallmarked: true, metal: '22K Gold', purity: '22K' })
      .where(eq(products.id, product.id));
    const placed = await createOrderCall(shopper.cookieHeaders, orderBody([{ product, quantity: 2 }]));
    expect(placed.status).toBe(201);
    const order = placed.body as { id: number; razorpay_order_id: string };
    expect((await pay(shopper, order)).status).toBe(200);
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const ship = (huids: unknown) =>
      callRoute(move, `/api/v1/admin/orders/${order.id}/status`, {
        method: 'POST',
        params: { id: String(order.id) },
        body: { status: 'shipped', courier: 'Blue Dart', tracking_number: 'BD123', huids },
        headers: staff.cookieHeaders,
      });
    expect(line.hallmarked).toBe(true);
    const wrongCount = await ship([{ order_item_id: line.id, huids: ['AB12CD'] }]);
    expect(wrongCount.status).toBe(400);
    expect(wrongCount.body.errors.huids[0]).toContain('Enter 2 HUIDs');
    const badShape = await ship([{ order_item_id: line.id, huids: ['AB12', 'ZZ99YY'] }]);
    expect(badShape.status).toBe(400);
    const shipped = await ship([{ order_item_id: line.id, huids: ['ab12cd', 'ZZ99YY'] }]);
    expect(shipped.status).toBe(200);
    const text = await pdfText(await (await fetchPdf(invoicePdf, order.id, shopper.cookieHeaders)).arrayBuffer());
    expect(text).toContain('HUID: AB12CD, ZZ99YY');
  });

  it('gets a credit note from its own series against the invoice when money is given back', async () => {
    const shopper = await createShopper();
    const order = await placeOrder(shopper);
    expect((await pay(shopper, order)).status).toBe(200);
    expect((await ship(order.id)).status).toBe(200);
    const refund = await callRoute(refundRoute, `/api/v1/admin/orders/${order.id}/refunds`, {
      method: 'POST',
      params: { id: String(order.id) },
      body: { amount: 100, reason: 'Clasp replaced' },
      headers: { ...owner.cookieHeaders, 'idempotency-key': `refund-key-credit-note-${order.id}` },
    });
    expect(refund.status).toBe(201);
    const view = await callRoute(readOrder, `/api/v1/orders/${order.id}`, {
      headers: shopper.cookieHeaders,
      params: { id: String(order.id) },
    });
    const [invoice, credit] = view.body.order.tax_documents;
    expect(credit).toMatchObject({
      kind: 'credit_note',
      number: expect.stringMatching(/^AJC\/\d\d-\d\d\/\d{5}$/),
      total: 100,
    });
    const response = await documentPdf(
      new (await import('next/server')).NextRequest('http://localhost:3000/x', { headers: shopper.cookieHeaders }),
      {
        params: Promise.resolve({ id: String(order.id), documentId: String(credit.id) }),
      },
    );
    expect(response.status).toBe(200);
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(invoice.number);
    expect(text).toContain('Clasp replaced');
    expect(text).toContain('Rupees One Hundred only');
  });
});
