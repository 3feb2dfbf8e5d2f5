// A tax invoice or credit note as a PDF (pdfkit), drawn only from the document kept when it was issued.
// The standard PDF fonts have no rupee sign, so the text is set in Noto Sans from @fontsource: its Latin
// files for the words and its Latin Extended files, which hold '₹', for that sign.
import 'server-only';
import PDFDocument from 'pdfkit';
import type { MailAttachmentRef, TaxDocumentRow } from '@/lib/server/db/schema';
import type { InvoiceDocument } from '@/lib/shared/gst/invoice-document';
import { INVOICE_MESSAGES as T } from '@/lib/shared/messages/invoice';
import { fontBuffers, date, PAGE, MUTED, line, wrapped, partyBlock, type Doc } from './invoice-pdf-drawing';
import { drawTable, drawJewellery, drawTotals } from './invoice-pdf-tables';

/**
 * The copies Rule 48 asks of an invoice for goods: the original for the recipient, the duplicate for the
 * transporter, the triplicate for the supplier. The buyer's download and mail carry the original only.
 */
export const INVOICE_COPIES = [T.originalForRecipient, T.duplicateForTransporter, T.triplicateForSupplier] as const;
export type InvoiceCopy = (typeof INVOICE_COPIES)[number];

function render(d: InvoiceDocument, copies: readonly InvoiceCopy[]): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    // Dated by the document's issue, not the drawing: a copy drawn again reads the same bytes.
    info: {
      Title: `${d.kind === 'invoice' ? T.invoiceTitle : T.creditTitle} ${d.number}`,
      Author: d.supplier.name,
      CreationDate: new Date(d.issuedAt),
    },
  });
  for (const [name, buffer] of Object.entries(fontBuffers())) doc.registerFont(name, buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  copies.forEach((copy, i) => {
    if (i > 0) doc.addPage();
    drawCopy(doc, d, copy);
  });
  doc.end();
  return done;
}

/** One copy of the document from a fresh page, marked as whose copy it is. */
function drawCopy(doc: Doc, d: InvoiceDocument, copy: InvoiceCopy): void {
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.margin;
  y += line(doc, d.kind === 'invoice' ? T.invoiceTitle : T.creditTitle, left, y, width, {
    bold: true,
    size: 15,
    align: 'center',
  });
  y += line(doc, copy, left, y, width, { size: 7.5, align: 'center', color: MUTED });
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
  const shipHeight = partyBlock(doc, T.shipTo, d.shipTo, left + half + 16, y, half, false);
  y += Math.max(billHeight, shipHeight) + 12;

  y = drawTable(doc, d, y);
  y = drawJewellery(doc, d, y);
  y = drawTotals(doc, d, y);
  y += 10;
  y += wrapped(doc, `${T.reverseChargeSentence}: ${d.reverseCharge}`, left, y, width);
  if (d.lines.some((l) => l.huids.length > 0))
    y += wrapped(doc, T.huidNote, left, y, width, { color: MUTED, size: 7.5 });
  drawSignatory(doc, d, y + 18);
  line(doc, T.computerGenerated, left, PAGE.height - PAGE.margin - 10, width, {
    align: 'center',
    color: MUTED,
    size: 7,
  });
}

/** Rule 46(q): signed for the supplier, by the signatory named in the shop's settings where there is one. */
function drawSignatory(doc: Doc, d: InvoiceDocument, top: number): void {
  const width = 220;
  const x = PAGE.width - PAGE.margin - width;
  let y = top;
  if (y + 70 > PAGE.height - PAGE.margin - 14) {
    doc.addPage();
    y = PAGE.margin;
  }
  y += line(doc, `${T.forSupplier} ${d.supplier.name}`, x, y, width, { align: 'right', bold: true });
  // Room to sign a printed copy, and the line signed on.
  y += 26;
  doc
    .moveTo(x + 60, y)
    .lineTo(x + width, y)
    .strokeColor(MUTED)
    .lineWidth(0.5)
    .stroke();
  y += 3;
  if (d.supplier.signatory) y += line(doc, d.supplier.signatory, x, y, width, { align: 'right' });
  line(doc, T.signatory, x, y, width, { align: 'right', color: MUTED, size: 7.5 });
}

export function renderTaxDocument(
  document: InvoiceDocument,
  copies: readonly InvoiceCopy[] = [T.originalForRecipient],
): Promise<Buffer> {
  return render(document, copies);
}

/** 'AJ-26-27-000123.pdf': the number with its slashes made safe for a file name. */
export function taxDocumentFilename(number: string): string {
  return `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

export function invoiceAttachment(row: Pick<TaxDocumentRow, 'id' | 'number'>): MailAttachmentRef {
  return { taxDocumentId: row.id, filename: taxDocumentFilename(row.number) };
}
