// GSTR-1 as the GST portal's offline tool imports it (JSON), for one return period (a calendar month, India
// time), from the same figures as the GST report and its CSV: B2CL invoices and their CDNUR credit notes one by
// one, B2CS and the HSN summary as the report sums them (Table 12 split into its B2B and B2C tabs), and Table 13
// from the invoice and credit-note series.
import 'server-only';
import { and, asc, gte, lt } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { taxDocuments } from '@/lib/server/db/schema';
import { authorize, type StaffActor } from '@/lib/server/access';
import { readShopSettings } from '@/lib/server/settings';
import {
  GSTR1_DOC_TYPES,
  GSTR1_JSON_HASH,
  GSTR1_JSON_VERSION,
  gstr1Date,
  hsnTabOf,
  type Gstr1HsnRow,
  type Gstr1Item,
  type Gstr1Json,
} from '@/lib/shared/gst/gstr1';
import { paiseToRupees } from '@/lib/shared/money';
import { periodDays } from '@/lib/shared/schemas/admin-gst-schema';
import { istDayStart } from '@/lib/shared/shop-time';
import { b2csSummary, hsnSummary, sumAmounts, type DocumentFigures } from './gst-figures';
import { documentsOf } from './gst-report';
import { sandboxShop } from './sales-report';

const pos = (f: Pick<DocumentFigures, 'placeOfSupply'>) => f.placeOfSupply.stateCode ?? '97';
/** Magnitudes: GSTR-1 reports a credit note's figures as positive numbers under its own table. */
const abs = (paise: number) => paiseToRupees(Math.abs(paise));

/** A document's rows (one per HSN) as GSTR-1 items, one per rate. */
function itemsOf(rows: readonly DocumentFigures[]): Gstr1Item[] {
  const byRate = new Map<number, DocumentFigures[]>();
  for (const row of rows) byRate.set(row.rate, [...(byRate.get(row.rate) ?? []), row]);
  return [...byRate].map(([rate, group], i) => {
    const sum = sumAmounts(group);
    return { num: i + 1, itm_det: { rt: rate, txval: abs(sum.taxable), iamt: abs(sum.igst), csamt: 0 } };
  });
}

/** One tab of Table 12: the HSN summary of the rows that go to it, numbered from 1. */
function hsnTab(rows: readonly DocumentFigures[], tab: ReturnType<typeof hsnTabOf>): Gstr1HsnRow[] {
  return hsnSummary(rows.filter((r) => hsnTabOf(r.table) === tab)).map((h, i) => ({
    num: i + 1,
    hsn_sc: h.hsn,
    desc: h.description,
    uqc: h.uqc,
    qty: h.quantity,
    rt: h.rate,
    txval: paiseToRupees(h.taxable),
    iamt: paiseToRupees(h.igst),
    camt: paiseToRupees(h.cgst),
    samt: paiseToRupees(h.sgst),
    csamt: 0,
  }));
}

/** The rows of each document of a table, by document number, in the order issued. */
function byDocument(rows: readonly DocumentFigures[], table: DocumentFigures['table']): DocumentFigures[][] {
  const docs = new Map<string, DocumentFigures[]>();
  for (const row of rows) if (row.table === table) docs.set(row.number, [...(docs.get(row.number) ?? []), row]);
  return [...docs.values()];
}

/** Table 13: each series (kind, prefix and financial year) of the period, first to last number issued in it. */
async function documentsIssued(from: string, to: string, reported: readonly DocumentFigures[]) {
  const db = await getDb();
  const rows = await db
    .select({ kind: taxDocuments.kind, number: taxDocuments.number, sequence: taxDocuments.sequence })
    .from(taxDocuments)
    .where(and(gte(taxDocuments.issuedAt, istDayStart(from)), lt(taxDocuments.issuedAt, istDayStart(to, 1))))
    .orderBy(asc(taxDocuments.sequence));
  const counted = new Set(reported.map((r) => r.number));
  return (Object.keys(GSTR1_DOC_TYPES) as (keyof typeof GSTR1_DOC_TYPES)[]).flatMap((kind) => {
    const series = new Map<string, typeof rows>();
    for (const row of rows.filter((r) => r.kind === kind)) {
      const key = row.number.slice(0, row.number.lastIndexOf('/'));
      series.set(key, [...(series.get(key) ?? []), row]);
    }
    if (series.size === 0) return [];
    const docs = [...series.values()].map((list, i) => {
      const first = list[0]!;
      const last = list[list.length - 1]!;
      const totnum = last.sequence - first.sequence + 1;
      // A number of the range not reported (a sandbox order's document in a live shop) counts as cancelled.
      const net = list.filter((r) => counted.has(r.number)).length;
      return { num: i + 1, from: first.number, to: last.number, totnum, cancel: totnum - net, net_issue: net };
    });
    return [{ ...GSTR1_DOC_TYPES[kind], docs }];
  });
}

export async function gstr1Report(actor: StaffActor, period: string): Promise<Gstr1Json> {
  authorize(actor, 'reports');
  const { from, to } = periodDays(period);
  const figures = await documentsOf(from, to, sandboxShop());
  const { seller } = await readShopSettings(await getDb());
  return {
    gstin: seller?.gstin ?? '',
    fp: period,
    version: GSTR1_JSON_VERSION,
    hash: GSTR1_JSON_HASH,
    b2cl: Object.values(
      byDocument(figures, 'B2CL').reduce<Record<string, Gstr1Json['b2cl'][number]>>((acc, rows) => {
        const first = rows[0]!;
        const place = pos(first);
        acc[place] ??= { pos: place, inv: [] };
        acc[place].inv.push({
          inum: first.number,
          idt: gstr1Date(first.date),
          val: abs(first.documentValue),
          itms: itemsOf(rows),
        });
        return acc;
      }, {}),
    ),
    b2cs: b2csSummary(figures).map((g) => ({
      sply_ty: g.intraState ? 'INTRA' : 'INTER',
      pos: pos(g),
      typ: 'OE',
      rt: g.rate,
      txval: paiseToRupees(g.taxable),
      iamt: paiseToRupees(g.igst),
      camt: paiseToRupees(g.cgst),
      samt: paiseToRupees(g.sgst),
      csamt: 0,
    })),
    cdnur: byDocument(figures, 'CDNUR').map((rows) => {
      const first = rows[0]!;
      return {
        typ: 'B2CL',
        ntty: 'C',
        nt_num: first.number,
        nt_dt: gstr1Date(first.date),
        val: abs(first.documentValue),
        pos: pos(first),
        itms: itemsOf(rows),
      };
    }),
    hsn: { hsn_b2b: hsnTab(figures, 'hsn_b2b'), hsn_b2c: hsnTab(figures, 'hsn_b2c') },
    doc_issue: { doc_det: await documentsIssued(from, to, figures) },
  };
}
