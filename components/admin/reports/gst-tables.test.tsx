// The GST report page's tables say what each figure is, keep the paise, write a credit note's
// amounts with a minus sign, end with the totals the API gave, and scroll inside a labelled region.
import { renderToStaticMarkup } from 'react-dom/server';
import type { GstDocumentRow, GstReport } from '@/lib/shared/back-office/gst-report-types';
import { ADMIN_GST_MESSAGES as M } from '@/lib/shared/messages/admin-gst';
import { GstTables } from './gst-tables';

const amounts = { taxable_value: 2232.91, cgst: 0, sgst: 0, igst: 66.99, round_off: 0, total: 2299.9 };
const invoice: GstDocumentRow = {
  document_type: 'invoice',
  number: 'AJ/26-27/000004',
  date: '2026-11-27',
  order_id: 4,
  original_invoice_number: null,
  customer_name: 'Asha Verma',
  place_of_supply: { state_code: '29', state: 'Karnataka' },
  supply: 'inter_state',
  gstr1_table: 'B2CS',
  hsn: '7113',
  rate: 3,
  quantity: 1,
  document_value: 2299.9,
  ...amounts,
};
const credit: GstDocumentRow = {
  ...invoice,
  document_type: 'credit_note',
  number: 'AJC/26-27/00001',
  original_invoice_number: invoice.number,
  quantity: 0,
  taxable_value: -97.09,
  igst: -2.91,
  total: -100,
  document_value: -100,
};
const net = { taxable_value: 2135.82, cgst: 0, sgst: 0, igst: 64.08, round_off: 0, total: 2199.9 };
const report: GstReport = {
  from: '2026-11-01',
  to: '2026-11-30',
  time_zone: 'Asia/Kolkata',
  includes_test_documents: false,
  b2cl_limit: 100_000,
  documents: [invoice, credit],
  document_totals: net,
  hsn_summary: [{ hsn: '7113', description: 'Jewellery of precious metal', uqc: 'NOS', quantity: 1, rate: 3, ...net }],
  hsn_totals: net,
  b2c: {
    b2cs: [{ place_of_supply: invoice.place_of_supply, supply: 'inter_state', rate: 3, ...net }],
    b2cs_totals: net,
    b2cl: [],
    cdnur: [],
  },
};

it('shows the three tables with their totals, credit notes negative, in labelled regions', () => {
  const html = renderToStaticMarkup(<GstTables report={report} />);
  for (const title of [M.documentsTitle, M.hsnTitle, M.b2csTitle]) {
    expect(html).toContain(`role="region" aria-label="${title}"`);
  }
  expect(html).toContain(M.b2clTitle('₹1,00,000'));
  expect(html).toContain(M.none);
  expect(html).toContain('href="/admin/orders/4"');
  expect(html).toContain('₹2,232.91');
  expect(html).toContain('\u2212₹100.00');
  expect(html).toContain('\u2212₹97.09');
  expect(html).toContain(M.creditNote);
  // The net total: the documents' totals row, the HSN row and its total, the B2CS row and its total.
  expect(html.match(/₹2,199.90/g)).toHaveLength(5);
  expect(html).toContain('29 Karnataka');
  expect(html).toContain(M.interState);
});
