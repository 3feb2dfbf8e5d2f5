// Rule 114B: an order above ₹2,00,000 needs the buyer's PAN (checked, upper-cased) or their Form 60 declaration.
// Exactly ₹2,00,000 does not ("above"); the PAN is kept on the order, shown masked to the shopper and the shop,
// and a Form 60 order tells the owner to collect the form.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders, products, taxDocuments } from '@/lib/server/db/schema';
import { INVOICE_MESSAGES } from '@/lib/shared/messages/invoice';
import { pdfText } from '@/test-support/pdf-text';
import { shipOrderCall } from '@/test-support/ship-order-call';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import {
  countOrders,
  createOrderCall,
  installSandboxProvider,
  orderBody,
  payInSandbox,
  productsWithStock,
  type TestProduct,
} from '@/test-support/checkout-fixtures';
import { GET as myOrders } from '../orders/route';
import { GET as adminOrder } from '../admin/orders/[id]/route';
import { POST as form60Received } from '../admin/orders/[id]/form-60/route';

installSandboxProvider();
let piece: TestProduct;
let staff: StaffAccount;

beforeAll(async () => {
  await seedCatalogue();
  [piece] = await productsWithStock(1, 500);
  staff = await createStaff('staff');
});

/** One piece at exactly this price (paise), ordered by a new shopper (nothing else unpaid on the account). */
async function orderAt(pricePaise: number, extra: Record<string, unknown> = {}) {
  const db = await getDb();
  await db.update(products).set({ pricePaise, priceBreakup: null }).where(eq(products.id, piece.id));
  const shopper = await createShopper();
  const body = orderBody([{ product: { ...piece, pricePaise }, quantity: 1 }], extra);
  return { shopper, answer: await createOrderCall(shopper.cookieHeaders, body) };
}

async function stored(orderId: number) {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return { pan: row.buyerPan, form60: row.form60 };
}

describe('the ₹2,00,000 threshold', () => {
  it.each([
    ['₹1,99,999.99', 19_999_999],
    ['exactly ₹2,00,000', 20_000_000],
    ['₹4,000', 400_000],
  ])('%s needs no PAN', async (_name, paise) => {
    const { answer } = await orderAt(paise);
    expect(answer.status).toBe(201);
    expect(answer.body.amount).toBe(paise);
    expect(await stored(answer.body.id)).toEqual({ pan: null, form60: false });
  });

  it('₹2,00,000.01 without a PAN is 422 naming PAN, and no order is written', async () => {
    const before = await countOrders();
    const { answer } = await orderAt(20_000_001);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      error_code: ORDER_ERROR_CODES.panRequired,
      message: expect.stringContaining('PAN'),
    });
    expect(answer.body.errors.pan[0]).toContain('PAN');
    expect(await countOrders()).toBe(before);
  });

  it('₹2,00,000.01 with a PAN typed in lower case and spaces keeps it upper-cased, and shows it masked', async () => {
    const { shopper, answer } = await orderAt(20_000_001, { pan: ' abcde 1234f ' });
    expect(answer.status).toBe(201);
    expect(await stored(answer.body.id)).toEqual({ pan: 'ABCDE1234F', form60: false });
    expect(answer.body.order).toMatchObject({ pan_masked: 'ABCDE****F', form_60: false });
    const mine = await callRoute(myOrders, '/api/v1/orders', { headers: shopper.cookieHeaders });
    expect(mine.body.orders[0]).toMatchObject({ id: answer.body.id, pan_masked: 'ABCDE****F' });
    expect(JSON.stringify(mine.body)).not.toContain('ABCDE1234F');
    const id = String(answer.body.id);
    const shop = await callRoute(adminOrder, `/api/v1/admin/orders/${id}`, {
      headers: staff.cookieHeaders,
      params: { id },
    });
    expect(shop.status).toBe(200);
    expect(shop.body.order ?? shop.body).toMatchObject({ pan_masked: 'ABCDE****F' });
    expect(JSON.stringify(shop.body)).not.toContain('ABCDE1234F');
  });

  it('refuses a PAN of the wrong shape with 400, whatever the total', async () => {
    for (const pan of ['ABCD1234F', 'ABCDE12345', '12345ABCDE', 'ABCDE1234FF']) {
      const { answer } = await orderAt(400_000, { pan });
      expect(answer.status).toBe(400);
      expect(answer.body.error_code).toBe(ERROR_CODES.validationFailed);
    }
  });

  it('takes Form 60 instead of a PAN above the threshold, and flags it for the owner', async () => {
    const { answer } = await orderAt(25_000_000, { form_60: true });
    expect(answer.status).toBe(201);
    expect(await stored(answer.body.id)).toEqual({ pan: null, form60: true });
    expect(answer.body.order).toMatchObject({ pan_masked: null, form_60: true });
  });

  it('notes Form 60 in the buyer block of the tax invoice', async () => {
    const { shopper, answer } = await orderAt(25_000_000, { form_60: true });
    expect((await payInSandbox(shopper.cookieHeaders, answer.body)).status).toBe(200);
    // It ships only once the signed Form 60 is recorded as received.
    expect((await shipOrderCall(answer.body.id, staff.cookieHeaders)).status).toBe(409);
    const received = await callRoute(form60Received, `/api/v1/admin/orders/${answer.body.id}/form-60`, {
      method: 'POST',
      params: { id: String(answer.body.id) },
      headers: staff.cookieHeaders,
    });
    expect(received.status).toBe(200);
    expect((await shipOrderCall(answer.body.id, staff.cookieHeaders)).status).toBe(200);
    const [invoice] = await (await getDb()).select().from(taxDocuments).where(eq(taxDocuments.orderId, answer.body.id));
    expect(invoice!.document.billTo.form60).toBe(true);
    expect(await pdfText(invoice!.pdf!)).toContain(`${INVOICE_MESSAGES.pan}: ${INVOICE_MESSAGES.panForm60}`);
  });

  it('keeps no PAN for an order that does not need one', async () => {
    const { answer } = await orderAt(20_000_000, { pan: 'ABCDE1234F' });
    expect(answer.status).toBe(201);
    expect(await stored(answer.body.id)).toEqual({ pan: null, form60: false });
  });
});
