// The GST report: every tax invoice and credit note issued in an IST day range, as the owner's
// accountant files them in GSTR-1, read from the documents as they were issued (tax_documents.document).
// Documents of sandbox orders count only while the shop itself runs in the sandbox, as in the sales report.
import 'server-only';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { taxDocuments } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { b2clLimitPaise } from '@/lib/shared/gst/gstr1';
import type { InvoiceDocument } from '@/lib/shared/gst/invoice-document';
import { paiseToRupees } from '@/lib/shared/money';
import type { GstAmounts, GstDocumentRow, GstReport } from '@/lib/shared/back-office/gst-report-types';
import { GST_REPORT_MAX_DAYS, GST_REPORT_MESSAGES } from '@/lib/shared/schemas/admin-gst-schema';
import { daysBetween, istDayStart, SHOP_TIME_ZONE } from '@/lib/shared/shop-time';
import { b2csSummary, documentFigures, hsnSummary, sumAmounts } from './gst-figures';
import type { Amounts, DocumentFigures, HsnFigures } from './gst-figures';
import { sandboxShop } from './sales-report';

function rangeError(message: string): DomainError {
  return new DomainError(ERROR_CODES.validationFailed, message, { errors: { from: [message] } });
}

const rupeesOf = (a: Amounts): GstAmounts => ({
  taxable_value: paiseToRupees(a.taxable),
  cgst: paiseToRupees(a.cgst),
  sgst: paiseToRupees(a.sgst),
  igst: paiseToRupees(a.igst),
  round_off: paiseToRupees(a.roundOff),
  total: paiseToRupees(a.total),
});

const placeOf = (p: InvoiceDocument['placeOfSupply']) => ({ state_code: p.stateCode, state: p.state });
const supplyOf = (intraState: boolean): GstDocumentRow['supply'] => (intraState ? 'intra_state' : 'inter_state');

function documentRow(f: DocumentFigures): GstDocumentRow {
  return {
    document_type: f.kind,
    number: f.number,
    date: f.date,
    order_id: f.orderId,
    original_invoice_number: f.originalInvoice,
    customer_name: f.customer,
    place_of_supply: placeOf(f.placeOfSupply),
    supply: supplyOf(f.intraState),
    gstr1_table: f.table,
    hsn: f.hsn,
    rate: f.rate,
    quantity: f.quantity,
    ...rupeesOf(f),
    document_value: paiseToRupees(f.documentValue),
  };
}

const hsnRow = (h: HsnFigures) => ({
  hsn: h.hsn,
  description: h.description,
  uqc: h.uqc,
  quantity: h.quantity,
  rate: h.rate,
  ...rupeesOf(h),
});

/** The documents of the range, each row as the arithmetic needs it, in the order they were issued. */
export async function documentsOf(from: string, to: string, withTestOrders: boolean): Promise<DocumentFigures[]> {
  const db = await getDb();
  const found = await db
    .select({ row: taxDocuments })
    .from(taxDocuments)
    .where(and(gte(taxDocuments.issuedAt, istDayStart(from)), lt(taxDocuments.issuedAt, istDayStart(to, 1))))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.id));
  const kept = found.filter(({ row }) => withTestOrders || !row.document.testMode);
  const orderIds = [...new Set(kept.filter(({ row }) => row.kind === 'credit_note').map(({ row }) => row.orderId))];
  const invoices = orderIds.length
    ? await db
        .select()
        .from(taxDocuments)
        .where(and(eq(taxDocuments.kind, 'invoice'), inArray(taxDocuments.orderId, orderIds)))
    : [];
  const invoiceOf = new Map(invoices.map((i) => [i.orderId, i.document]));
  return kept.flatMap(({ row }) =>
    documentFigures({ row, invoice: row.kind === 'credit_note' ? (invoiceOf.get(row.orderId) ?? null) : null }),
  );
}

/** The report of documents issued from and to (IST days, both inclusive), a year at most. */
export async function gstReport(actor: StaffActor, range: { from: string; to: string }): Promise<GstReport> {
  authorize(actor, 'reports');
  const { from, to } = range;
  if (from > to) throw rangeError(GST_REPORT_MESSAGES.reversed);
  if (daysBetween(from, to) > GST_REPORT_MAX_DAYS) throw rangeError(GST_REPORT_MESSAGES.tooLong);
  const withTestOrders = sandboxShop();
  const figures = await documentsOf(from, to, withTestOrders);
  const documents = figures.map(documentRow);
  const hsn = hsnSummary(figures);
  const b2cs = b2csSummary(figures);
  return {
    from,
    to,
    time_zone: SHOP_TIME_ZONE,
    includes_test_documents: withTestOrders,
    b2cl_limit: paiseToRupees(b2clLimitPaise(to)),
    documents,
    document_totals: rupeesOf(sumAmounts(figures)),
    hsn_summary: hsn.map(hsnRow),
    hsn_totals: rupeesOf(sumAmounts(hsn)),
    b2c: {
      b2cs: b2cs.map((g) => ({
        place_of_supply: placeOf(g.placeOfSupply),
        supply: supplyOf(g.intraState),
        rate: g.rate,
        ...rupeesOf(g),
      })),
      b2cs_totals: rupeesOf(sumAmounts(b2cs)),
      b2cl: documents.filter((d) => d.gstr1_table === 'B2CL'),
      cdnur: documents.filter((d) => d.gstr1_table === 'CDNUR'),
    },
  };
}
