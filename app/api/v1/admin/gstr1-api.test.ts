// GSTR-1 as the GST portal's offline tool reads it: the month's figures from the same documents as the GST
// report, so its totals equal the report's (and its CSV's), with Table 13 from the invoice and credit-note series.
import { callRoute } from '@/test-support/call-route';
import { createShopper } from '@/test-support/create-shopper';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { periodDays, periodOf } from '@/lib/shared/schemas/admin-gst-schema';
import { documents, made, owner, paise, report, setUpGstReport, staff, today } from '@/test-support/gst-report-fixture';
import { GSTR1_JSON_VERSION, type Gstr1Json } from '@/lib/shared/gst/gstr1';
import type { B2csRow, GstReport, HsnSummaryRow } from '@/lib/shared/back-office/gst-report-types';
import { GET as gstr1Route } from './reports/gstr1/route';

setUpGstReport();

const gstr1 = (query: string, headers: Record<string, string> = owner.cookieHeaders) =>
  callRoute(gstr1Route, `/api/v1/admin/reports/gstr1?${query}`, { headers });

type Amounts = { txval: number; iamt?: number; camt?: number; samt?: number };
const total = (rows: Amounts[], key: keyof Amounts) => rows.reduce((a, r) => a + paise(r[key] ?? 0), 0);

describe('GSTR-1 JSON', () => {
  it('has the offline tool keys, numbers as numbers, and the GST report’s totals for the month', async () => {
    const period = periodOf(today);
    const res = await gstr1(`period=${period}`);
    expect(res.status).toBe(200);
    const body = res.body;
    expect(Object.keys(body)).toEqual(['gstin', 'fp', 'version', 'hash', 'b2cl', 'b2cs', 'cdnur', 'hsn', 'doc_issue']);
    expect(body.gstin).toBe('08AAHCA4721K1ZM');
    expect(body.fp).toBe(period);
    // The offline tool's schema since the May 2025 period: Table 12 in a B2B and a B2C tab.
    expect(body).toMatchObject({ version: GSTR1_JSON_VERSION, hash: 'hash' });
    expect(Object.keys(body.hsn)).toEqual(['hsn_b2b', 'hsn_b2c']);

    const { from, to } = periodDays(period);
    const csv = (await report(`from=${from}&to=${to}`)).body;
    // B2CS: the report's B2CS groups, one for one.
    expect(body.b2cs).toEqual(
      (csv as GstReport).b2c.b2cs.map((g: B2csRow) => ({
        sply_ty: g.supply === 'intra_state' ? 'INTRA' : 'INTER',
        pos: g.place_of_supply.state_code,
        typ: 'OE',
        rt: 3,
        txval: g.taxable_value,
        iamt: g.igst,
        camt: g.cgst,
        samt: g.sgst,
        csamt: 0,
      })),
    );
    for (const row of body.b2cs) if (row.sply_ty === 'INTRA') expect(row.camt).toBe(row.samt);
    // B2CL: the large invoice to Karnataka; CDNUR: its credit note, amounts as positive numbers.
    const [large] = csv.b2c.b2cl;
    expect(body.b2cl).toEqual([
      {
        pos: '29',
        inv: [
          {
            inum: large.number,
            idt: `${large.date.slice(8, 10)}-${large.date.slice(5, 7)}-${large.date.slice(0, 4)}`,
            val: large.document_value,
            itms: [{ num: 1, itm_det: { rt: 3, txval: large.taxable_value, iamt: large.igst, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(body.cdnur).toHaveLength(1);
    expect(body.cdnur[0]).toMatchObject({ typ: 'B2CL', ntty: 'C', pos: '29', val: 10_000 });
    // Totals: B2CS + B2CL − CDNUR equal the report's document totals, and the HSN table its HSN totals.
    const json = body as Gstr1Json;
    const b2clItems = json.b2cl.flatMap((p) => p.inv.flatMap((i) => i.itms.map((t) => t.itm_det)));
    const cdnurItems = json.cdnur.flatMap((n) => n.itms.map((t) => t.itm_det));
    const taxable = total(body.b2cs, 'txval') + total(b2clItems, 'txval') - total(cdnurItems, 'txval');
    expect(taxable).toBe(paise(csv.document_totals.taxable_value));
    const igst = total(body.b2cs, 'iamt') + total(b2clItems, 'iamt') - total(cdnurItems, 'iamt');
    expect(igst).toBe(paise(csv.document_totals.igst));
    expect(total(body.b2cs, 'camt')).toBe(paise(csv.document_totals.cgst));
    expect(total(body.b2cs, 'samt')).toBe(paise(csv.document_totals.sgst));
    // Every sale of the month is to a consumer: all of Table 12 is in its B2C tab, the B2B tab empty.
    expect(json.hsn.hsn_b2b).toEqual([]);
    expect(json.hsn.hsn_b2c.length).toBeGreaterThan(0);
    expect(json.hsn.hsn_b2c.map((h) => [h.num, h.hsn_sc, h.qty, h.txval, h.iamt, h.camt, h.samt])).toEqual(
      (csv as GstReport).hsn_summary.map((h: HsnSummaryRow, i) => [
        i + 1,
        h.hsn,
        h.quantity,
        h.taxable_value,
        h.igst,
        h.cgst,
        h.sgst,
      ]),
    );
    const hsnRows = [...json.hsn.hsn_b2b, ...json.hsn.hsn_b2c];
    expect(total(hsnRows, 'txval')).toBe(paise(csv.hsn_totals.taxable_value));
    expect(total(hsnRows, 'iamt')).toBe(paise(csv.hsn_totals.igst));
    expect(total(hsnRows, 'camt')).toBe(paise(csv.hsn_totals.cgst));
    expect(total(hsnRows, 'samt')).toBe(paise(csv.hsn_totals.sgst));
    for (const h of hsnRows)
      for (const v of [h.qty, h.rt, h.txval, h.iamt, h.camt, h.samt]) expect(typeof v).toBe('number');
  });

  it('gives Table 13 from the invoice and credit-note series of the month', async () => {
    const period = periodOf(today);
    const { body } = await gstr1(`period=${period}`);
    const { from, to } = periodDays(period);
    const inMonth = (await documents()).filter((d) => {
      const day = new Date(d.issuedAt.getTime() + 330 * 60_000).toISOString().slice(0, 10);
      return day >= from && day <= to;
    });
    const series = (kind: 'invoice' | 'credit_note') => {
      const list = inMonth.filter((d) => d.kind === kind).sort((a, b) => a.sequence - b.sequence);
      const totnum = list[list.length - 1]!.sequence - list[0]!.sequence + 1;
      return { num: 1, from: list[0]!.number, to: list[list.length - 1]!.number, totnum, cancel: 0, net_issue: totnum };
    };
    expect(body.doc_issue.doc_det).toEqual([
      { doc_num: 1, doc_typ: 'Invoices for outward supply', docs: [series('invoice')] },
      { doc_num: 5, doc_typ: 'Credit Note', docs: [series('credit_note')] },
    ]);
  });

  it('reports an earlier month by its own documents: the March invoice alone in 032026', async () => {
    const { body } = await gstr1('period=032026');
    const [march] = (await documents()).filter((d) => d.orderId === made.march);
    expect(body.fp).toBe('032026');
    expect(body.b2cs).toHaveLength(1);
    expect(paise(body.b2cs[0].txval)).toBe(march!.document.totals.taxablePaise);
    expect(body.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [{ num: 1, from: march!.number, to: march!.number, totnum: 1, cancel: 0, net_issue: 1 }],
      },
    ]);
    const empty = (await gstr1('period=012020')).body;
    expect(empty).toMatchObject({
      b2cl: [],
      b2cs: [],
      cdnur: [],
      hsn: { hsn_b2b: [], hsn_b2c: [] },
      doc_issue: { doc_det: [] },
    });
  });

  it.each([
    ['', 'no period'],
    ['period=132026', 'month 13'],
    ['period=2026-10', 'a date'],
    ['period=00202', 'short'],
  ])('answers 400 naming the period for %s (%s)', async (query) => {
    const res = await gstr1(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: expect.stringContaining('period'),
      error_code: ERROR_CODES.validationFailed,
    });
  });

  it('is for those who may read the GST report', async () => {
    expect((await gstr1(`period=${periodOf(today)}`, staff.cookieHeaders)).status).toBe(200);
    expect((await gstr1(`period=${periodOf(today)}`, (await createShopper()).cookieHeaders)).status).toBe(403);
    expect((await gstr1(`period=${periodOf(today)}`, {})).status).toBe(401);
  });
});
