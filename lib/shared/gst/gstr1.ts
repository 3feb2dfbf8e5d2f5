// How GSTR-1 sorts a shop's sales to consumers (buyers without a GSTIN), for the GST report.
// Inter-state invoices above the B2CL limit are reported one by one (Table 5, and their credit notes in
// Table 9B "CDNUR"); every other sale to a consumer is summed by place of supply and rate (Table 7, B2CS,
// net of its credit notes). The limit was ₹2,50,000 until 31 July 2024 and is ₹1,00,000 from 1 August 2024
// (Notification 12/2024-Central Tax, Rule 59(4)); an invoice is judged by the limit of its own date.

export const B2CL_LIMIT_CHANGED_ON = '2024-08-01';
export const B2CL_LIMIT_PAISE_BEFORE = 25_000_000;
export const B2CL_LIMIT_PAISE = 10_000_000;

/** The B2CL limit for an invoice issued on an IST day (YYYY-MM-DD): its value must be above it. */
export function b2clLimitPaise(day: string): number {
  return day < B2CL_LIMIT_CHANGED_ON ? B2CL_LIMIT_PAISE_BEFORE : B2CL_LIMIT_PAISE;
}

/** The GSTR-1 table a document goes to. B2B and CDNR only for a buyer who gave a GSTIN. */
export type Gstr1Table = 'B2B' | 'B2CL' | 'B2CS' | 'CDNR' | 'CDNUR';

/** Unit quantity code of the HSN summary: jewellery is counted in pieces. */
export const HSN_UQC = 'NOS';

/** Rupees in GSTR-1's JSON: numbers with at most two decimals. */
type Rupees = number;

/**
 * The offline tool's JSON schema the file follows: Table 12 in two tabs (hsn_b2b, hsn_b2c), as the portal has
 * read it since the May 2025 tax period (GSTN advisory of 25 May 2025). The tool writes the literal "hash" in
 * `hash`; the portal computes its own on upload.
 */
export const GSTR1_JSON_VERSION = 'GST3.2.4';
export const GSTR1_JSON_HASH = 'hash';

/** One HSN and rate of Table 12. */
export type Gstr1HsnRow = {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: Rupees;
  iamt: Rupees;
  camt: Rupees;
  samt: Rupees;
  csamt: Rupees;
};

/** Table 12's tab of a GSTR-1 table: B2B for buyers with a GSTIN, B2C for every sale to an unregistered buyer. */
export function hsnTabOf(table: Gstr1Table): 'hsn_b2b' | 'hsn_b2c' {
  return table === 'B2B' || table === 'CDNR' ? 'hsn_b2b' : 'hsn_b2c';
}

/** One rate's figures of an invoice or note (GSTR-1's itm_det); IGST only, as B2CL and CDNUR are inter-state. */
export type Gstr1Item = { num: number; itm_det: { rt: number; txval: Rupees; iamt: Rupees; csamt: Rupees } };

/**
 * The JSON the GST portal's offline tool imports for GSTR-1 (the tables this shop files: sales to consumers).
 * Dates are DD-MM-YYYY, places of supply two-digit state codes, amounts rupees as numbers.
 */
export type Gstr1Json = {
  gstin: string;
  /** The return period, MMYYYY. */
  fp: string;
  version: typeof GSTR1_JSON_VERSION;
  hash: typeof GSTR1_JSON_HASH;
  /** Table 5: inter-state invoices to consumers above the B2CL limit, by place of supply. */
  b2cl: { pos: string; inv: { inum: string; idt: string; val: Rupees; itms: Gstr1Item[] }[] }[];
  /** Table 7: every other sale to consumers, summed by supply type, place of supply and rate, net of notes. */
  b2cs: {
    sply_ty: 'INTRA' | 'INTER';
    pos: string;
    typ: 'OE';
    rt: number;
    txval: Rupees;
    iamt: Rupees;
    camt: Rupees;
    samt: Rupees;
    csamt: Rupees;
  }[];
  /** Table 9B: credit notes against B2CL invoices. */
  cdnur: {
    typ: 'B2CL';
    ntty: 'C';
    nt_num: string;
    nt_dt: string;
    val: Rupees;
    pos: string;
    itms: Gstr1Item[];
  }[];
  /** Table 12: by HSN, net of credit notes, in two tabs: sales to registered buyers, and to everyone else. */
  hsn: { hsn_b2b: Gstr1HsnRow[]; hsn_b2c: Gstr1HsnRow[] };
  /** Table 13: the documents issued in the period, per series: first and last number, how many, how many cancelled. */
  doc_issue: {
    doc_det: {
      doc_num: number;
      doc_typ: string;
      docs: { num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number }[];
    }[];
  };
};

/** Table 13's document kinds, numbered as the offline tool numbers them. */
export const GSTR1_DOC_TYPES = {
  invoice: { doc_num: 1, doc_typ: 'Invoices for outward supply' },
  credit_note: { doc_num: 5, doc_typ: 'Credit Note' },
} as const;

/** '2026-10-05' as GSTR-1 writes a date: '05-10-2026'. */
export const gstr1Date = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
