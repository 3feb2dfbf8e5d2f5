// A tax invoice or credit note as a PDF (pdfkit), drawn only from the document kept when it was issued.
// The standard PDF fonts have no rupee sign, so the text is set in Noto Sans from @fontsource: its Latin
// files for the words and its Latin Extended files, which hold '₹', for that sign.
import 'server-only';
import PDFDocument from 'pdfkit';
import type { MailAttachmentRef, TaxDocumentRow } from '@/lib/server/db/schema';
import type { InvoiceDocument } from '@/lib/shared/gst/invoice-document';
import { INVOICE_MESSAGES as T } from '@/lib/shared/messages/invoice';
import { fontBuffers, date, PAGE, MUTED, line, wrapped, partyBlock } from './invoice-pdf-drawing';
import { drawTable, drawJewellery, drawTotals } from './invoice-pdf-tables';

function render(d: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: `${d.kind === 'invoice' ? T.invoiceTitle : T.creditTitle} ${d.number}`, Author: d.supplier.name },
  });
  for (const [name, buffer] of Object.entries(fontBuffers())) doc.registerFont(name, buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.margin;
  y += line(doc, d.kind === 'invoice' ? T.invoiceTitle : T.creditTitle, left, y, width, {
    bold: true,
    size: 15,
    align: 'center',
  });
  y += line(doc, T.originalForRecipient, left, y, width, { size: 7.5, align: 'center', color: MUTED });
  if (d.testMode) y += line(doc, T.testMode, left, y, width, { bold: true, align: 'center', color: '#b00020' });
  y += 8;

  const half = width / 2 - 8;
  const supplierHeight = partyBlock(doc, T.supplier, d.supplier, left, y, half);
  const facts: [string, string][] = [
    [d.kind === 'invoice' ? T.invoiceNumber : T.creditNumber, d.number],
    [d.kind === 'invoice' ? T.invoiceDate : T.creditDate, date(d.issuedAt)],
    ...(d.kind === 'credit_note' && d.invoiceNumber
      ? ([[T.againstInvoice, `${d.invoiceNumber} (${date(d.invoiceDate ?? d.issuedAt)})`]] as [string, string][])
      : []),
    ...(d.kind === 'credit_note' && d.reason ? ([[T.reason, d.reason]] as [string, string][]) : []),
    [T.orderNumber, `#${d.orderId} (${date(d.orderDate)})`],
    [T.placeOfSupply, `${d.placeOfSupply.state}${d.placeOfSupply.stateCode ? ` (${d.placeOfSupply.stateCode})` : ''}`],
    [T.reverseCharge, d.reverseCharge],
  ];
  let fy = y;
  for (const [label, value] of facts) {
    line(doc, label, left + half + 16, fy, 110, { color: MUTED });
    fy += wrapped(doc, value, left + half + 126, fy, half - 110, { bold: true });
  }
  y = Math.max(y + supplierHeight, fy) + 10;

  const billHeight = partyBlock(doc, T.billTo, d.billTo, left, y, half);
  const shipHeight = partyBlock(doc, T.shipTo, d.shipTo, left + half + 16, y, half);
  y += Math.max(billHeight, shipHeight) + 12;

  y = drawTable(doc, d, y);
  y = drawJewellery(doc, d, y);
  y = drawTotals(doc, d, y);
  y += 10;
  y += wrapped(doc, `${T.reverseChargeSentence}: ${d.reverseCharge}`, left, y, width);
  if (d.lines.some((l) => l.huids.length > 0))
    y += wrapped(doc, T.huidNote, left, y, width, { color: MUTED, size: 7.5 });
  y += 24;
  line(doc, `${T.forSupplier} ${d.supplier.name}`, left, y, width, { align: 'right', bold: true });
  y += 14;
  line(doc, T.signatory, left, y, width, { align: 'right', color: MUTED, size: 7.5 });
  line(doc, T.computerGenerated, left, PAGE.height - PAGE.margin - 10, width, {
    align: 'center',
    color: MUTED,
    size: 7,
  });
  doc.end();
  return done;
}

export function renderTaxDocument(document: InvoiceDocument): Promise<Buffer> {
  return render(document);
}

/** 'AJ-26-27-000123.pdf': the number with its slashes made safe for a file name. */
export function taxDocumentFilename(number: string): string {
  return `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

export function invoiceAttachment(row: Pick<TaxDocumentRow, 'id' | 'number'>): MailAttachmentRef {
  return { taxDocumentId: row.id, filename: taxDocumentFilename(row.number) };
}
