// The GST report's answer (GET /api/v1/admin/reports/gst?format=json). Amounts in rupees; a credit note's
// are negative. On every row taxable_value + cgst + sgst + igst = total, to the paisa.
import type { Gstr1Table } from '@/lib/shared/gst/gstr1';

export type PlaceOfSupply = { state_code: string | null; state: string };

/** total = taxable_value + the taxes + round_off (what the documents' round-off lines add or take, a paisa or so). */
export type GstAmounts = {
  taxable_value: number;
  cgst: number;
  sgst: number;
  igst: number;
  round_off: number;
  total: number;
};

/** One invoice or credit note, one row per HSN and rate among its lines. */
export type GstDocumentRow = GstAmounts & {
  document_type: 'invoice' | 'credit_note';
  number: string;
  /** The IST day of issue, YYYY-MM-DD. */
  date: string;
  order_id: number;
  /** A credit note's invoice. */
  original_invoice_number: string | null;
  customer_name: string;
  place_of_supply: PlaceOfSupply;
  supply: 'intra_state' | 'inter_state';
  gstr1_table: Gstr1Table;
  hsn: string;
  rate: number;
  /** Pieces: sold (invoice), or given back (a credit note for a return or a cancelled order; 0 for money only). */
  quantity: number;
  /** The whole document's value, GST included (what decides B2CL). */
  document_value: number;
};

export type HsnSummaryRow = GstAmounts & {
  hsn: string;
  description: string;
  uqc: string;
  quantity: number;
  rate: number;
};

export type B2csRow = GstAmounts & {
  place_of_supply: PlaceOfSupply;
  supply: 'intra_state' | 'inter_state';
  rate: number;
};

export type GstReport = {
  from: string;
  to: string;
  time_zone: string;
  /** True while the shop runs in the payment sandbox: its test orders' documents count. */
  includes_test_documents: boolean;
  /** The B2CL limit in rupees for invoices of the range's last day. */
  b2cl_limit: number;
  documents: GstDocumentRow[];
  document_totals: GstAmounts;
  hsn_summary: HsnSummaryRow[];
  hsn_totals: GstAmounts;
  b2c: {
    /** Table 7: intra-state sales and inter-state ones up to the limit, net of their credit notes. */
    b2cs: B2csRow[];
    b2cs_totals: GstAmounts;
    /** Table 5: inter-state invoices above the limit, one by one. */
    b2cl: GstDocumentRow[];
    /** Table 9B: credit notes against B2CL invoices. */
    cdnur: GstDocumentRow[];
  };
};
