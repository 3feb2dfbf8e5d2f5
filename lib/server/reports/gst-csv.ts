// The GST report as CSV, one table per file: the document rows (default), the HSN summary, or the B2C
// summary (B2CS groups, then B2CL invoices and their CDNUR credit notes one by one). Rupees with two decimals;
// a credit note's amounts negative.
import 'server-only';
import type { StaffActor } from '@/lib/server/access';
import type { GstAmounts, GstDocumentRow, GstReport } from '@/lib/shared/back-office/gst-report-types';
import type { GstReportSection } from '@/lib/shared/schemas/admin-gst-schema';
import { gstReport } from './gst-report';
import { csvCell } from '@/lib/server/csv';

/** Rupees: a number, written as it is (a credit note's minus sign is not a formula to guard against). */
type Rupees = { rupees: number };
type Cell = string | number | Rupees;
const AMOUNT_COLUMNS = ['taxable_value', 'cgst', 'sgst', 'igst', 'round_off', 'total'];
const money = (rupees: number): Rupees => ({ rupees });
const amounts = (a: GstAmounts): Cell[] => [a.taxable_value, a.cgst, a.sgst, a.igst, a.round_off, a.total].map(money);
const cellText = (cell: Cell) =>
  typeof cell === 'number' ? String(cell) : typeof cell === 'string' ? csvCell(cell) : cell.rupees.toFixed(2);

const DOCUMENT_COLUMNS = [
  'document_type',
  'number',
  'date',
  'order_id',
  'original_invoice_number',
  'customer_name',
  'place_of_supply_code',
  'place_of_supply',
  'supply',
  'gstr1_table',
  'hsn',
  'rate',
  'quantity',
  ...AMOUNT_COLUMNS,
  'document_value',
];
const documentCells = (d: GstDocumentRow): Cell[] => [
  d.document_type,
  d.number,
  d.date,
  d.order_id,
  d.original_invoice_number ?? '',
  d.customer_name,
  d.place_of_supply.state_code ?? '',
  d.place_of_supply.state,
  d.supply,
  d.gstr1_table,
  d.hsn,
  d.rate,
  d.quantity,
  ...amounts(d),
  money(d.document_value),
];

const HSN_COLUMNS = ['hsn', 'description', 'uqc', 'quantity', 'rate', ...AMOUNT_COLUMNS];

const B2C_COLUMNS = [
  'gstr1_table',
  'place_of_supply_code',
  'place_of_supply',
  'supply',
  'rate',
  'document_number',
  'document_date',
  'original_invoice_number',
  'document_value',
  ...AMOUNT_COLUMNS,
];
const oneByOne = (d: GstDocumentRow): Cell[] => [
  d.gstr1_table,
  d.place_of_supply.state_code ?? '',
  d.place_of_supply.state,
  d.supply,
  d.rate,
  d.number,
  d.date,
  d.original_invoice_number ?? '',
  money(d.document_value),
  ...amounts(d),
];

function sectionOf(report: GstReport, section: GstReportSection): { columns: string[]; rows: Cell[][] } {
  if (section === 'hsn') {
    const rows = report.hsn_summary.map((h) => [h.hsn, h.description, h.uqc, h.quantity, h.rate, ...amounts(h)]);
    return { columns: HSN_COLUMNS, rows };
  }
  if (section === 'b2c') {
    // A B2CS group has no document: its number, date, invoice and value columns stay empty.
    const b2cs = report.b2c.b2cs.map((g): Cell[] => [
      'B2CS',
      g.place_of_supply.state_code ?? '',
      g.place_of_supply.state,
      g.supply,
      g.rate,
      ...['', '', '', ''],
      ...amounts(g),
    ]);
    const oneByOneRows = [...report.b2c.b2cl, ...report.b2c.cdnur].map(oneByOne);
    return { columns: B2C_COLUMNS, rows: [...b2cs, ...oneByOneRows] };
  }
  return { columns: DOCUMENT_COLUMNS, rows: report.documents.map(documentCells) };
}

export async function gstReportCsv(
  actor: StaffActor,
  query: { from: string; to: string; section: GstReportSection },
): Promise<{ filename: string; csv: string }> {
  const report = await gstReport(actor, query);
  const { columns, rows } = sectionOf(report, query.section);
  const lines = rows.map((cells) => cells.map(cellText).join(','));
  const filename = `gst-${query.section}-${query.from}-to-${query.to}.csv`;
  return { filename, csv: [columns.join(','), ...lines].join('\r\n') + '\r\n' };
}
