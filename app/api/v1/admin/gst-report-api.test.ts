// The GST report (issue 32): orders made here (within the shop's state and across, a making-charges coupon,
// an invoice above the B2CL limit, refunds, a cancelled paid order) and every figure of the report checked
// against the invoices and credit notes themselves, in paise: rows per document and HSN, signs, rows that
// add up, the HSN summary as the sum of the rows, the B2C tables as GSTR-1 groups them, IST days, the CSV.
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders, products, taxDocuments, type TaxDocumentRow } from '@/lib/server/db/schema';
import { shopToday } from '@/lib/shared/shop-time';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { callRoute, seedCatalogue } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { createStaff, type StaffAccount } from '@/test-support/create-staff';
import { silenceMailLog } from '@/test-support/accounts-api';
import { ADDRESS, createOrderCall, installSandboxProvider, orderBody } from '@/test-support/checkout-fixtures';
import { payInSandbox, productsWithStock, setStock, type TestProduct } from '@/test-support/checkout-fixtures';
import { POST as addItem } from '@/app/api/v1/cart/add_item/route';
import { POST as applyCoupon } from '@/app/api/v1/cart/apply_coupon/route';
import { POST as createCoupon } from './coupons/route';
import { POST as move } from './orders/[id]/status/route';
import { POST as refundRoute } from './orders/[id]/refunds/route';
import { GET as gstRoute } from './reports/gst/route';

installSandboxProvider();
silenceMailLog();

const JAIPUR = {
  ...ADDRESS,
  full_name: 'Meera Joshi',
  address_line_1: '4 Civil Lines',
  city: 'Jaipur',
  state: 'Rajasthan',
  postal_code: '302006',
};
const AMOUNT_KEYS = ['taxable_value', 'cgst', 'sgst', 'igst', 'total'] as const;
const paise = (rupees: number) => Math.round(rupees * 100);
const today = shopToday();

let owner: StaffAccount;
let staff: StaffAccount;
const made: Record<string, number> = {};

type Shopper = Awaited<ReturnType<typeof createShopper>>;

async function paid(shopper: Shopper, body: ReturnType<typeof orderBody>): Promise<number> {
  const placed = await createOrderCall(shopper.cookieHeaders, body);
  expect(placed.status).toBe(201);
  expect((await payInSandbox(shopper.cookieHeaders, placed.body)).status).toBe(200);
  return placed.body.id as number;
}

async function refund(orderId: number, amount: number) {
  const given = await callRoute(refundRoute, `/api/v1/admin/orders/${orderId}/refunds`, {
    method: 'POST',
    params: { id: String(orderId) },
    body: { amount, reason: 'Goodwill' },
    headers: { ...owner.cookieHeaders, 'idempotency-key': `gst-${orderId}-${amount}` },
  });
  expect(given.status).toBe(201);
}

beforeAll(async () => {
  await seedCatalogue();
  owner = await createStaff('owner');
  staff = await createStaff('staff');
  const db = await getDb();
  const [ring, studs, costly, plainInter] = await productsWithStock(4, 50);
  // One imitation piece (HSN 7117), so one invoice has lines of two HSNs.
  await db.update(products).set({ hsnCode: '7117' }).where(eq(products.id, studs!.id));
  // ₹1,50,000: above the B2CL limit (₹1,00,000 since August 2024) when it goes to another state.
  await db
    .update(products)
    .set({ pricePaise: 15_000_000, pricingKind: 'fixed', priceBreakup: null })
    .where(eq(products.id, costly!.id));
  const dear: TestProduct = { ...costly!, pricePaise: 15_000_000 };
  const [gold] = await db
    .select({ id: products.id, name: products.name, pricePaise: products.pricePaise })
    .from(products)
    .where(and(eq(products.active, true), eq(products.pricingKind, 'weight'), sql`cardinality(${products.sizes}) = 0`))
    .orderBy(asc(products.id))
    .limit(1);
  await setStock(gold!.id, 50);
  const coupon = await callRoute(createCoupon, '/api/v1/admin/coupons', {
    method: 'POST',
    headers: owner.cookieHeaders,
    body: { code: 'MAKE20G', percent: 20, applies_to: 'making_charges' },
  });
  expect(coupon.status).toBe(201);

  // Within Rajasthan (the shop's state): two HSNs, then a ₹100 refund (money only).
  const twoHsns = [
    { product: ring!, quantity: 2 },
    { product: studs!, quantity: 1 },
  ];
  made.intra = await paid(await createShopper(), orderBody(twoHsns, { shipping_address: JAIPUR }));
  await refund(made.intra, 100);
  // To Karnataka with 20 % off the making charges.
  const shopper = await createShopper();
  const headers = shopper.cookieHeaders;
  const line = { product_id: gold!.id, quantity: 1 };
  const added = await callRoute(addItem, '/x', { method: 'POST', body: line, headers });
  expect(added.status).toBe(200);
  const applied = await callRoute(applyCoupon, '/x', { method: 'POST', body: { code: 'MAKE20G' }, headers });
  expect(applied.status).toBe(200);
  const withCoupon = { coupon_code: 'MAKE20G', total_amount: applied.body.total };
  made.coupon = await paid(shopper, orderBody([{ product: gold!, quantity: 1 }], withCoupon));
  // To Karnataka above the B2CL limit, then ₹10,000 back: a credit note for Table 9B.
  made.large = await paid(await createShopper(), orderBody([{ product: dear, quantity: 1 }]));
  await refund(made.large, 10_000);
  // A small one to Karnataka, and a paid order cancelled by the shop (refunded in full, pieces back).
  made.inter = await paid(await createShopper(), orderBody([{ product: plainInter!, quantity: 1 }]));
  const three = [{ product: ring!, quantity: 3 }];
  made.cancelled = await paid(await createShopper(), orderBody(three, { shipping_address: JAIPUR }));
  const cancel = await callRoute(move, '/x', {
    method: 'POST',
    params: { id: String(made.cancelled) },
    body: { status: 'cancelled' },
    headers: owner.cookieHeaders,
  });
  expect(cancel.status).toBe(200);
  // An invoice issued at 01:30 on 2 March in India (20:00 UTC on 1 March): that IST day's only document.
  made.march = await paid(await createShopper(), orderBody([{ product: plainInter!, quantity: 1 }]));
  const lateNight = new Date('2026-03-01T20:00:00Z');
  await db.update(taxDocuments).set({ issuedAt: lateNight }).where(eq(taxDocuments.orderId, made.march));
}, 180_000);

const report = (query: string, headers: Record<string, string> = owner.cookieHeaders) =>
  callRoute(gstRoute, `/api/v1/admin/reports/gst?${query}`, { headers });

async function documents(): Promise<TaxDocumentRow[]> {
  return (await getDb()).select().from(taxDocuments).orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.id));
}

/** What a document should give, worked out here from its lines: per HSN, in paise, a credit note negative. */
function expectedRows(doc: TaxDocumentRow) {
  const sign = doc.kind === 'credit_note' ? -1 : 1;
  const signed = (n: number) => sign * n + 0;
  const byHsn = new Map<string, { taxable: number; cgst: number; sgst: number; igst: number; total: number }>();
  for (const l of doc.document.lines) {
    const s = byHsn.get(l.hsn) ?? { taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 };
    byHsn.set(l.hsn, {
      taxable: s.taxable + l.taxablePaise,
      cgst: s.cgst + l.cgstPaise,
      sgst: s.sgst + l.sgstPaise,
      igst: s.igst + l.igstPaise,
      total: s.total + l.totalPaise,
    });
  }
  return [...byHsn].map(([hsn, s]) => ({
    number: doc.number,
    hsn,
    taxable: signed(s.taxable),
    cgst: signed(s.cgst),
    sgst: signed(s.sgst),
    igst: signed(s.igst),
    total: signed(s.total),
  }));
}

type Row = Record<(typeof AMOUNT_KEYS)[number], number> & { number: string; hsn: string; [key: string]: unknown };
const inPaise = (r: Row) => ({
  number: r.number,
  hsn: r.hsn,
  taxable: paise(r.taxable_value),
  cgst: paise(r.cgst),
  sgst: paise(r.sgst),
  igst: paise(r.igst),
  total: paise(r.total),
});
const sum = (rows: Row[], pick: (r: Row) => number) => rows.reduce((a, r) => a + paise(pick(r)), 0);

describe('the GST report', () => {
  it('has a row per document and HSN, from the documents, credit notes negative, each adding up', async () => {
    const res = await report(`from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    const docs = (await documents()).filter((d) => shopToday(d.issuedAt) === today);
    // Five invoices; credit notes for the intra-state refund, the B2CL refund and the cancellation.
    expect(docs.filter((d) => d.kind === 'invoice')).toHaveLength(5);
    expect(docs.filter((d) => d.kind === 'credit_note')).toHaveLength(3);
    const rows = res.body.documents as Row[];
    expect(rows.map(inPaise)).toEqual(docs.flatMap(expectedRows));
    for (const row of rows) {
      expect(paise(row.taxable_value) + paise(row.cgst) + paise(row.sgst) + paise(row.igst)).toBe(paise(row.total));
      expect(row.date).toBe(today);
      const doc = docs.find((d) => d.number === row.number)!;
      const { billTo, placeOfSupply } = doc.document;
      expect(row).toMatchObject({ document_type: doc.kind, order_id: doc.orderId, customer_name: billTo.name });
      expect(row.rate).toBe(3);
      expect(row.place_of_supply).toEqual({ state_code: placeOfSupply.stateCode, state: placeOfSupply.state });
      expect(Math.sign(row.total)).toBe(doc.kind === 'invoice' ? 1 : -1);
      const value = doc.document.totals.totalPaise;
      expect(paise(row.document_value as number)).toBe(doc.kind === 'invoice' ? value : -value);
    }
    // The two-HSN invoice is two rows; within Rajasthan CGST and SGST, to Karnataka IGST.
    const intraInvoice = docs.find((d) => d.orderId === made.intra && d.kind === 'invoice')!;
    const intraRows = rows.filter((r) => r.number === intraInvoice.number);
    expect(intraRows.map((r) => [r.hsn, r.quantity, r.supply])).toEqual([
      ['7113', 2, 'intra_state'],
      ['7117', 1, 'intra_state'],
    ]);
    expect(intraRows.every((r) => r.cgst > 0 && r.sgst > 0 && r.igst === 0)).toBe(true);
    expect(intraRows[0]!.place_of_supply).toEqual({ state_code: '08', state: 'Rajasthan' });
    const couponRow = rows.find((r) => r.order_id === made.coupon)!;
    const [couponOrder] = await (await getDb()).select().from(orders).where(eq(orders.id, made.coupon));
    expect(couponOrder!.couponAppliesTo).toBe('making_charges');
    expect(paise(couponRow.total)).toBe(couponOrder!.totalPaise);
    const karnataka = { state_code: '29', state: 'Karnataka' };
    expect(couponRow).toMatchObject({ supply: 'inter_state', cgst: 0, sgst: 0, place_of_supply: karnataka });
    expect(couponRow.igst).toBeGreaterThan(0);
    // The credit notes: the ₹100 refund is money only (no pieces), the cancellation gives its 3 pieces back.
    const credits = rows.filter((r) => r.document_type === 'credit_note');
    const goodwill = credits.filter((r) => r.order_id === made.intra);
    expect(sum(goodwill, (r) => r.total)).toBe(-10_000);
    expect(goodwill.every((r) => r.quantity === 0 && r.original_invoice_number === intraInvoice.number)).toBe(true);
    expect(credits.find((r) => r.order_id === made.cancelled)!.quantity).toBe(-3);
    // Totals are the rows' sums.
    for (const key of AMOUNT_KEYS) expect(paise(res.body.document_totals[key])).toBe(sum(rows, (r) => r[key]));
    expect(res.body).toMatchObject({ from: today, to: today, time_zone: 'Asia/Kolkata' });
    expect(res.body.includes_test_documents).toBe(true);
    expect(res.body.b2cl_limit).toBe(100_000);
  });

  it('sums the HSN summary from the rows, net of credit notes, in pieces', async () => {
    const { body } = await report(`from=${today}&to=${today}`);
    const rows = body.documents as Row[];
    expect(body.hsn_summary.map((h: Row) => h.hsn)).toEqual(['7113', '7117']);
    for (const h of body.hsn_summary as Row[]) {
      const mine = rows.filter((r) => r.hsn === h.hsn);
      expect(h).toMatchObject({ uqc: 'NOS', rate: 3, quantity: mine.reduce((a, r) => a + (r.quantity as number), 0) });
      for (const key of AMOUNT_KEYS) expect(paise(h[key])).toBe(sum(mine, (r) => r[key]));
      expect(paise(h.taxable_value) + paise(h.cgst) + paise(h.sgst) + paise(h.igst)).toBe(paise(h.total));
    }
    expect(body.hsn_summary[0].description).toBe('Jewellery of precious metal');
    expect(paise(body.hsn_totals.total)).toBe(paise(body.document_totals.total));
  });

  it('groups B2C sales as GSTR-1 does: B2CS by state, supply and rate; B2CL and its credit note apart', async () => {
    const { body } = await report(`from=${today}&to=${today}`);
    const rows = body.documents as Row[];
    const large = rows.filter((r) => r.order_id === made.large);
    expect(large.map((r) => [r.document_type, r.gstr1_table])).toEqual([
      ['invoice', 'B2CL'],
      ['credit_note', 'CDNUR'],
    ]);
    expect(body.b2c.b2cl.map((r: Row) => r.number)).toEqual([large[0]!.number]);
    expect(body.b2c.cdnur.map((r: Row) => r.number)).toEqual([large[1]!.number]);
    expect(paise(body.b2c.cdnur[0].total)).toBe(-1_000_000);
    // Everything else is B2CS, summed per place of supply: Rajasthan within the state, Karnataka across.
    const b2cs = rows.filter((r) => r.order_id !== made.large);
    expect(b2cs.every((r) => r.gstr1_table === 'B2CS')).toBe(true);
    expect(body.b2c.b2cs.map((g: Row) => [g.place_of_supply, g.supply, g.rate])).toEqual([
      [{ state_code: '08', state: 'Rajasthan' }, 'intra_state', 3],
      [{ state_code: '29', state: 'Karnataka' }, 'inter_state', 3],
    ]);
    for (const group of body.b2c.b2cs as Row[]) {
      const code = (r: Row) => (r.place_of_supply as { state_code: string }).state_code;
      const mine = b2cs.filter((r) => code(r) === code(group));
      for (const key of AMOUNT_KEYS) expect(paise(group[key])).toBe(sum(mine, (r) => r[key]));
    }
    expect(paise(body.b2c.b2cs_totals.total)).toBe(sum(b2cs, (r) => r.total));
  });

  it('counts days in India: an invoice of 01:30 IST on 2 March is on 2 March, not 1 March', async () => {
    const second = await report('from=2026-03-02&to=2026-03-02');
    expect(second.body.documents.map((r: Row) => r.order_id)).toEqual([made.march]);
    expect(second.body.documents[0].date).toBe('2026-03-02');
    expect((await report('from=2026-03-01&to=2026-03-01')).body.documents).toEqual([]);
    const wide = await report(`from=2026-03-01&to=${today}`);
    expect(wide.body.documents.length).toBe((await documents()).flatMap(expectedRows).length);
  });

  it('gives each table as CSV: the documents, the HSN summary, the B2C summary', async () => {
    const { body } = await report(`from=${today}&to=${today}`);
    const csv = await report(`from=${today}&to=${today}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const disposition = `attachment; filename="gst-documents-${today}-to-${today}.csv"`;
    expect(csv.headers.get('content-disposition')).toBe(disposition);
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe(
      'document_type,number,date,order_id,original_invoice_number,customer_name,place_of_supply_code,' +
        'place_of_supply,supply,gstr1_table,hsn,rate,quantity,taxable_value,cgst,sgst,igst,total,document_value',
    );
    expect(lines).toHaveLength(body.documents.length + 1);
    const credit = body.documents.find((r: Row) => r.order_id === made.intra && r.document_type === 'credit_note');
    const line = lines.find((l) => l.startsWith(`credit_note,${credit.number},`))!;
    // A negative amount is a number, not a formula: no apostrophe before the minus sign.
    expect(line.split(',').slice(13, 18)).toEqual(AMOUNT_KEYS.map((key) => (credit[key] as number).toFixed(2)));
    const hsn = (await report(`from=${today}&to=${today}&format=csv&section=hsn`)).body as string;
    expect(hsn.split('\r\n')[0]).toBe('hsn,description,uqc,quantity,rate,taxable_value,cgst,sgst,igst,total');
    const first = body.hsn_summary[0];
    const firstAmounts = AMOUNT_KEYS.map((key) => (first[key] as number).toFixed(2));
    const firstRow = ['7113', 'Jewellery of precious metal', 'NOS', first.quantity, 3, ...firstAmounts];
    expect(hsn.split('\r\n')[1]).toBe(firstRow.join(','));
    const b2cCsv = (await report(`from=${today}&to=${today}&format=csv&section=b2c`)).body as string;
    const b2c = b2cCsv.trim().split('\r\n');
    expect(b2c.map((l) => l.split(',')[0])).toEqual(['gstr1_table', 'B2CS', 'B2CS', 'B2CL', 'CDNUR']);
  });
});

describe('refusals', () => {
  it.each([
    ['no dates', ''],
    ['no to', 'from=2026-03-01'],
    ['no from', 'to=2026-03-01'],
    ['a date that is not one', 'from=2026-02-30&to=2026-03-01'],
    ['words', 'from=yesterday&to=today'],
    ['another format', 'from=2026-03-01&to=2026-03-02&format=xml'],
    ['another section', 'from=2026-03-01&to=2026-03-02&format=csv&section=b2b'],
    ['a reversed range', 'from=2026-03-05&to=2026-03-01'],
    ['more than a year', 'from=2025-01-01&to=2026-01-02'],
  ])('answers 400 with a message and an error code for %s', async (_, query) => {
    const res = await report(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: expect.any(String), error_code: ERROR_CODES.validationFailed });
  });

  it('takes 366 days, lets staff with reports read it, refuses a shopper (403) and no session (401)', async () => {
    expect((await report('from=2025-03-02&to=2026-03-02')).status).toBe(200);
    expect((await report(`from=${today}&to=${today}`, staff.cookieHeaders)).status).toBe(200);
    const shopper = await createShopper();
    const refused = await report(`from=${today}&to=${today}`, shopper.cookieHeaders);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: expect.any(String), error_code: ADMIN_ERROR_CODES.forbidden });
    const anonymous = await report(`from=${today}&to=${today}&format=csv`, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: expect.any(String), error_code: ERROR_CODES.unauthenticated });
  });
});
