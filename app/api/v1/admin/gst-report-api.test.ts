// The GST report: orders made in the set-up (test-support/gst-report-fixture.ts) and every figure of
// the report checked against the invoices and credit notes themselves, in paise: rows per document and HSN, signs,
// rows that add up, the HSN summary as the sum of the rows, the B2C tables as GSTR-1 groups them, IST days, CSV.
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { shopToday } from '@/lib/shared/shop-time';
import {
  AMOUNT_KEYS,
  paise,
  today,
  made,
  report,
  documents,
  expectedRows,
  type Row,
  inPaise,
  sum,
  setUpGstReport,
} from '@/test-support/gst-report-fixture';

setUpGstReport();

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
      const taxes = paise(row.cgst) + paise(row.sgst) + paise(row.igst);
      expect(paise(row.taxable_value) + taxes + paise(row.round_off as number)).toBe(paise(row.total));
      expect(row.cgst).toBe(row.sgst);
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
      const taxes = paise(h.cgst) + paise(h.sgst) + paise(h.igst);
      expect(paise(h.taxable_value) + taxes + paise(h.round_off as number)).toBe(paise(h.total));
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
        'place_of_supply,supply,gstr1_table,hsn,rate,quantity,taxable_value,cgst,sgst,igst,round_off,total,document_value',
    );
    expect(lines).toHaveLength(body.documents.length + 1);
    const credit = body.documents.find((r: Row) => r.order_id === made.intra && r.document_type === 'credit_note');
    const line = lines.find((l) => l.startsWith(`credit_note,${credit.number},`))!;
    // A negative amount is a number, not a formula: no apostrophe before the minus sign.
    expect(line.split(',').slice(13, 19)).toEqual(AMOUNT_KEYS.map((key) => (credit[key] as number).toFixed(2)));
    const hsn = (await report(`from=${today}&to=${today}&format=csv&section=hsn`)).body as string;
    expect(hsn.split('\r\n')[0]).toBe('hsn,description,uqc,quantity,rate,taxable_value,cgst,sgst,igst,round_off,total');
    const first = body.hsn_summary[0];
    const firstAmounts = AMOUNT_KEYS.map((key) => (first[key] as number).toFixed(2));
    const firstRow = ['7113', 'Jewellery of precious metal', 'NOS', first.quantity, 3, ...firstAmounts];
    expect(hsn.split('\r\n')[1]).toBe(firstRow.join(','));
    const b2cCsv = (await report(`from=${today}&to=${today}&format=csv&section=b2c`)).body as string;
    const b2c = b2cCsv.trim().split('\r\n');
    expect(b2c.map((l) => l.split(',')[0])).toEqual(['gstr1_table', 'B2CS', 'B2CS', 'B2CL', 'CDNUR']);
  });
});
