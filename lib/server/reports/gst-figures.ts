// The GST report's arithmetic, in paise, from the frozen documents alone (nothing is re-priced): each
// document's lines summed per HSN and rate (GSTR-1 reports a document once per rate, and the HSN summary per
// HSN), credit notes negative, then the HSN summary and the B2C tables as sums of those rows. Each line of a
// document already has taxable + taxes + round-off = its total, so every sum of lines does too.
import 'server-only';
import type { TaxDocumentRow } from '@/lib/server/db/schema';
import type { InvoiceDocument } from '@/lib/shared/gst/invoice-document';
import { b2clLimitPaise, HSN_UQC, type Gstr1Table } from '@/lib/shared/gst/gstr1';
import { gstRatePercent } from '@/lib/shared/money/gst';
import { HSN_CODES } from '@/lib/shared/money/breakup';
import { shopToday } from '@/lib/shared/shop-time';

export type Amounts = { taxable: number; cgst: number; sgst: number; igst: number; roundOff: number; total: number };

export type DocumentFigures = Amounts & {
  kind: TaxDocumentRow['kind'];
  number: string;
  date: string;
  orderId: number;
  originalInvoice: string | null;
  customer: string;
  placeOfSupply: InvoiceDocument['placeOfSupply'];
  intraState: boolean;
  table: Gstr1Table;
  hsn: string;
  rate: number;
  quantity: number;
  documentValue: number;
};

export type HsnFigures = Amounts & { hsn: string; description: string; uqc: string; quantity: number; rate: number };
export type B2csFigures = Amounts & {
  placeOfSupply: InvoiceDocument['placeOfSupply'];
  intraState: boolean;
  rate: number;
};

export const ZERO: Amounts = { taxable: 0, cgst: 0, sgst: 0, igst: 0, roundOff: 0, total: 0 };

export function addAmounts(a: Amounts, b: Amounts): Amounts {
  return {
    taxable: a.taxable + b.taxable,
    cgst: a.cgst + b.cgst,
    sgst: a.sgst + b.sgst,
    igst: a.igst + b.igst,
    roundOff: a.roundOff + b.roundOff,
    total: a.total + b.total,
  };
}

export const sumAmounts = (rows: readonly Amounts[]): Amounts => rows.reduce<Amounts>(addAmounts, ZERO);

/** An invoice above the B2CL limit of its day, to another state, for a buyer without a GSTIN. */
function isB2cl(invoice: InvoiceDocument): boolean {
  const limit = b2clLimitPaise(shopToday(new Date(invoice.issuedAt)));
  return !invoice.billTo.gstin && !invoice.intraState && invoice.totals.totalPaise > limit;
}

function tableOf(doc: InvoiceDocument, invoice: InvoiceDocument | null): Gstr1Table {
  if (doc.kind === 'invoice') return doc.billTo.gstin ? 'B2B' : isB2cl(doc) ? 'B2CL' : 'B2CS';
  if (doc.billTo.gstin) return 'CDNR';
  return invoice && isB2cl(invoice) ? 'CDNUR' : 'B2CS';
}

export type DocumentInput = {
  row: TaxDocumentRow;
  /** A credit note's invoice (to tell a B2CL one); null for an invoice. */
  invoice: InvoiceDocument | null;
};

/**
 * One row per HSN and rate of the document, in the order the HSNs first appear; a credit note's negative. Each
 * counts the pieces its lines carry, as printed: a note for pieces back (a return, a cancelled order, a parcel
 * back undelivered, an invoice reversed to be replaced) carries them, a value-only note carries 0.
 */
export function documentFigures({ row, invoice }: DocumentInput): DocumentFigures[] {
  const doc = row.document;
  // A credit note's figures are negative; a zero stays 0 (never -0).
  const sign = (paise: number) => (row.kind === 'credit_note' ? -paise : paise) + 0;
  const byHsn = new Map<string, Amounts & { quantity: number }>();
  for (const line of doc.lines) {
    const seen = byHsn.get(line.hsn) ?? { ...ZERO, quantity: 0 };
    const amounts = {
      taxable: line.taxablePaise,
      cgst: line.cgstPaise,
      sgst: line.sgstPaise,
      igst: line.igstPaise,
      roundOff: line.roundOffPaise ?? 0,
      total: line.totalPaise,
    };
    byHsn.set(line.hsn, { ...addAmounts(seen, amounts), quantity: seen.quantity + line.quantity });
  }
  const common = {
    kind: row.kind,
    number: row.number,
    date: shopToday(row.issuedAt),
    orderId: row.orderId,
    originalInvoice: doc.invoiceNumber ?? null,
    customer: doc.billTo.name,
    placeOfSupply: doc.placeOfSupply,
    intraState: doc.intraState,
    table: tableOf(doc, invoice),
    // Every piece is jewellery at the one rate; a frozen document keeps amounts, not rates.
    rate: gstRatePercent(),
    documentValue: sign(doc.totals.totalPaise),
  };
  return [...byHsn].map(([hsn, a]) => ({
    ...common,
    hsn,
    quantity: sign(a.quantity),
    taxable: sign(a.taxable),
    cgst: sign(a.cgst),
    sgst: sign(a.sgst),
    igst: sign(a.igst),
    roundOff: sign(a.roundOff),
    total: sign(a.total),
  }));
}

function amountsOf(row: Amounts): Amounts {
  return {
    taxable: row.taxable,
    cgst: row.cgst,
    sgst: row.sgst,
    igst: row.igst,
    roundOff: row.roundOff,
    total: row.total,
  };
}

/** Table 12: per HSN and rate, net of credit notes. */
export function hsnSummary(rows: readonly DocumentFigures[]): HsnFigures[] {
  const groups = new Map<string, HsnFigures>();
  for (const row of rows) {
    const key = `${row.hsn}|${row.rate}`;
    const seen = groups.get(key) ?? {
      ...ZERO,
      hsn: row.hsn,
      description: HSN_CODES[row.hsn as keyof typeof HSN_CODES] ?? '',
      uqc: HSN_UQC,
      quantity: 0,
      rate: row.rate,
    };
    groups.set(key, { ...seen, ...addAmounts(seen, amountsOf(row)), quantity: seen.quantity + row.quantity });
  }
  return [...groups.values()].sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rate - b.rate);
}

/** Table 7: B2CS rows summed per place of supply, intra- or inter-state, and rate. */
export function b2csSummary(rows: readonly DocumentFigures[]): B2csFigures[] {
  const groups = new Map<string, B2csFigures>();
  for (const row of rows) {
    if (row.table !== 'B2CS') continue;
    const key = `${row.placeOfSupply.stateCode ?? row.placeOfSupply.state}|${row.intraState}|${row.rate}`;
    const seen = groups.get(key) ?? {
      ...ZERO,
      placeOfSupply: row.placeOfSupply,
      intraState: row.intraState,
      rate: row.rate,
    };
    groups.set(key, { ...seen, ...addAmounts(seen, amountsOf(row)) });
  }
  const code = (g: B2csFigures) => g.placeOfSupply.stateCode ?? g.placeOfSupply.state;
  return [...groups.values()].sort((a, b) => code(a).localeCompare(code(b)) || a.rate - b.rate);
}
