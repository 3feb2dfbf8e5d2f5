// The GST report's tables: its documents, the HSN summary, and the B2C summary (B2CS groups; B2CL invoices
// and their credit notes one by one).
import Link from 'next/link';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { B2csRow, GstDocumentRow, GstReport } from '@/lib/shared/back-office/gst-report-types';
import type { HsnSummaryRow, PlaceOfSupply } from '@/lib/shared/back-office/gst-report-types';
import { ADMIN_GST_MESSAGES as M } from '@/lib/shared/messages/admin-gst';
import { formatRupees } from '@/lib/shared/money';
import { GstAmountTable, type GstColumn } from './gst-amount-table';

const C = M.columns;
const place = (p: PlaceOfSupply) => (p.state_code ? `${p.state_code} ${p.state}` : p.state);
const supply = (s: 'intra_state' | 'inter_state') => (s === 'intra_state' ? M.intraState : M.interState);

const DOCUMENT_COLUMNS: GstColumn<GstDocumentRow>[] = [
  {
    label: C.number,
    cell: (d) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Link href={`/admin/orders/${d.order_id}`}>{d.number}</Link>
        {d.document_type === 'credit_note' ? <Chip size="small" variant="outlined" label={M.creditNote} /> : null}
      </Stack>
    ),
  },
  { label: C.date, cell: (d) => <span style={{ whiteSpace: 'nowrap' }}>{d.date}</span> },
  { label: C.customer, cell: (d) => d.customer_name },
  { label: C.placeOfSupply, cell: (d) => place(d.place_of_supply) },
  { label: C.table, cell: (d) => d.gstr1_table },
  { label: C.hsn, cell: (d) => d.hsn },
  { label: C.quantity, cell: (d) => d.quantity, numeric: true },
];

const HSN_COLUMNS: GstColumn<HsnSummaryRow>[] = [
  { label: C.hsn, cell: (h) => h.hsn },
  { label: C.description, cell: (h) => h.description },
  { label: C.uqc, cell: (h) => h.uqc },
  { label: C.quantity, cell: (h) => h.quantity, numeric: true },
  { label: C.rate, cell: (h) => `${h.rate}%`, numeric: true },
];

const B2CS_COLUMNS: GstColumn<B2csRow>[] = [
  { label: C.placeOfSupply, cell: (g) => place(g.place_of_supply) },
  { label: C.supply, cell: (g) => supply(g.supply) },
  { label: C.rate, cell: (g) => `${g.rate}%`, numeric: true },
];

function Titled({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack component="section" spacing={1} aria-label={title}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

const documentKey = (d: GstDocumentRow) => `${d.number}|${d.hsn}|${d.rate}`;

export function GstTables({ report }: { report: GstReport }) {
  const large = [...report.b2c.b2cl, ...report.b2c.cdnur];
  const largeTitle = M.b2clTitle(formatRupees(report.b2cl_limit));
  return (
    <Stack spacing={4}>
      <Titled title={M.documentsTitle}>
        <GstAmountTable
          label={M.documentsTitle}
          columns={DOCUMENT_COLUMNS}
          rows={report.documents}
          rowKey={documentKey}
          totals={report.document_totals}
        />
      </Titled>
      <Titled title={M.hsnTitle}>
        <GstAmountTable
          label={M.hsnTitle}
          columns={HSN_COLUMNS}
          rows={report.hsn_summary}
          rowKey={(h) => `${h.hsn}|${h.rate}`}
          totals={report.hsn_totals}
        />
      </Titled>
      <Titled title={M.b2csTitle}>
        <GstAmountTable
          label={M.b2csTitle}
          columns={B2CS_COLUMNS}
          rows={report.b2c.b2cs}
          rowKey={(g) => `${g.place_of_supply.state_code ?? g.place_of_supply.state}|${g.supply}|${g.rate}`}
          totals={report.b2c.b2cs_totals}
        />
      </Titled>
      <Titled title={largeTitle}>
        <GstAmountTable label={largeTitle} columns={DOCUMENT_COLUMNS} rows={large} rowKey={documentKey} />
      </Titled>
    </Stack>
  );
}
