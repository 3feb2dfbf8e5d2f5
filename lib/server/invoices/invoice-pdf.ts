// A tax invoice or credit note as a PDF (pdfkit), drawn only from the document kept when it was issued.
// The standard PDF fonts have no rupee sign, so the text is set in Noto Sans from @fontsource: its Latin
// files for the words and its Latin Extended files, which hold '₹', for that sign.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { getDb } from '@/lib/server/db';
import { taxDocuments, type MailAttachmentRef, type TaxDocumentRow } from '@/lib/server/db/schema';
import type { InvoiceDocument, InvoiceParty } from '@/lib/shared/gst/invoice-document';
import {
  beforeGst,
  beforeGstTotals,
  GST_RATE_PERCENT,
  HALF_GST_RATE_PERCENT,
  type InvoiceTaxLine,
} from '@/lib/shared/gst/invoice-tax';
import { jewelleryForQuantity } from '@/lib/shared/gst/jewellery-detail';
import { INVOICE_MESSAGES as T } from '@/lib/shared/messages/invoice';

const FONT_DIR = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  'node_modules',
  '@fontsource',
  'noto-sans',
  'files',
);
const FONT_FILES = {
  regular: 'noto-sans-latin-400-normal.woff',
  bold: 'noto-sans-latin-700-normal.woff',
  regularExt: 'noto-sans-latin-ext-400-normal.woff',
  boldExt: 'noto-sans-latin-ext-700-normal.woff',
} as const;
type FontName = keyof typeof FONT_FILES;

let fonts: Record<FontName, Buffer> | undefined;
function fontBuffers(): Record<FontName, Buffer> {
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, fs.readFileSync(path.join(FONT_DIR, file))]),
  ) as Record<FontName, Buffer>;
  return fonts;
}

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (paise: number) => `₹${rupees.format(paise / 100)}`;
const date = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));

const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const INK = '#222222';
const MUTED = '#555555';
const RULE = '#bbbbbb';

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right' | 'center';

/** One line of text in a box, the rupee sign in the font that has it. Answers the line's height. */
function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  options: { bold?: boolean; size?: number; align?: Align; color?: string } = {},
): number {
  const size = options.size ?? 8.5;
  const [base, ext]: [FontName, FontName] = options.bold ? ['bold', 'boldExt'] : ['regular', 'regularExt'];
  const runs = text
    .split(/(₹)/)
    .filter(Boolean)
    .map((run) => ({ run, font: run === '₹' ? ext : base }));
  const widths = runs.map(({ run, font }) => doc.font(font).fontSize(size).widthOfString(run));
  const total = widths.reduce((a, b) => a + b, 0);
  let cursor = options.align === 'right' ? x + width - total : options.align === 'center' ? x + (width - total) / 2 : x;
  doc.fillColor(options.color ?? INK);
  runs.forEach(({ run, font }, i) => {
    doc.font(font).fontSize(size).text(run, cursor, y, { lineBreak: false });
    cursor += widths[i]!;
  });
  return size * 1.35;
}

/** Text that may wrap (names, addresses, words): no rupee sign occurs in it. Answers its height. */
function wrapped(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  options: { bold?: boolean; size?: number; color?: string } = {},
): number {
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(options.size ?? 8.5)
    .fillColor(options.color ?? INK);
  const height = doc.heightOfString(text, { width });
  doc.text(text, x, y, { width });
  return height;
}

function partyBlock(doc: Doc, title: string, party: InvoiceParty, x: number, y: number, width: number): number {
  let h = line(doc, title, x, y, width, { bold: true, color: MUTED, size: 7.5 });
  h += wrapped(doc, party.name, x, y + h, width, { bold: true });
  for (const text of party.address) h += wrapped(doc, text, x, y + h, width);
  h += wrapped(
    doc,
    `${T.state}: ${party.state}${party.stateCode ? ` (${T.code} ${party.stateCode})` : ''}`,
    x,
    y + h,
    width,
  );
  if (party.gstin) h += wrapped(doc, `${T.gstin}: ${party.gstin}`, x, y + h, width, { bold: true });
  if (party.phone) h += wrapped(doc, `${T.phone}: ${party.phone}`, x, y + h, width);
  return h;
}

type Column = { title: string; width: number; align: Align; value: (l: InvoiceTaxLine, i: number) => string };

function columns(d: InvoiceDocument): Column[] {
  const tax: Column[] = d.intraState
    ? [
        { title: `CGST ${HALF_GST_RATE_PERCENT}%`, width: 50, align: 'right', value: (l) => money(l.cgstPaise) },
        { title: `SGST ${HALF_GST_RATE_PERCENT}%`, width: 50, align: 'right', value: (l) => money(l.sgstPaise) },
      ]
    : [{ title: `IGST ${GST_RATE_PERCENT}%`, width: 100, align: 'right', value: (l) => money(l.igstPaise) }];
  return [
    { title: '#', width: 16, align: 'left', value: (_l, i) => String(i + 1) },
    { title: T.description, width: 112, align: 'left', value: (l) => l.description },
    { title: T.hsn, width: 32, align: 'left', value: (l) => l.hsn },
    { title: T.quantity, width: 24, align: 'right', value: (l) => String(l.quantity) },
    // Before GST, so that value − discount is the taxable value; the amount is the line with its GST.
    { title: T.value, width: 70, align: 'right', value: (l) => money(beforeGst(l).valuePaise) },
    { title: T.discount, width: 50, align: 'right', value: (l) => money(beforeGst(l).discountPaise) },
    { title: T.taxable, width: 62, align: 'right', value: (l) => money(l.taxablePaise) },
    ...tax,
    { title: T.amount, width: 57.28, align: 'right', value: (l) => money(l.totalPaise) },
  ];
}

function drawTable(doc: Doc, d: InvoiceDocument, top: number): number {
  const cols = columns(d);
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const header = (y: number) => {
    doc.rect(left, y, right - left, 16).fill('#f1ece4');
    let x = left;
    for (const c of cols) {
      line(doc, c.title, x + 2, y + 4, c.width - 4, { bold: true, size: 7, align: c.align });
      x += c.width;
    }
    return y + 18;
  };
  let y = header(top);
  d.lines.forEach((l, i) => {
    const descWidth = cols[1]!.width - 4;
    doc.font('regular').fontSize(8.5);
    const extra = l.huids.length > 0 ? `\n${T.huid}: ${l.huids.join(', ')}` : '';
    const height = Math.max(14, doc.heightOfString(l.description + extra, { width: descWidth }) + 4);
    if (y + height > PAGE.height - 200) {
      doc.addPage();
      y = header(PAGE.margin);
    }
    let x = left;
    for (const [index, c] of cols.entries()) {
      if (index === 1) {
        wrapped(doc, l.description, x + 2, y + 2, descWidth);
        if (extra)
          wrapped(
            doc,
            extra.trim(),
            x + 2,
            y + 2 + doc.heightOfString(l.description, { width: descWidth }),
            descWidth,
            { size: 7.5, color: MUTED },
          );
      } else line(doc, c.value(l, i), x + 2, y + 2, c.width - 4, { align: c.align, size: 8 });
      x += c.width;
    }
    y += height;
    doc.moveTo(left, y).lineTo(right, y).strokeColor(RULE).lineWidth(0.5).stroke();
    y += 2;
  });
  return y;
}

const grams = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const orDash = (paise: number | null) => (paise === null ? '—' : money(paise));

/** The jeweller's columns of each line (its pieces' make-up as ordered), under the tax table. */
function drawJewellery(doc: Doc, d: InvoiceDocument, top: number): number {
  if (!d.lines.some((l) => l.jewellery)) return top;
  const cols: { title: string; width: number; align: Align; value: (l: InvoiceTaxLine, i: number) => string }[] = [
    { title: '#', width: 16, align: 'left', value: (_l, i) => String(i + 1) },
    {
      title: T.netWeight,
      width: 72,
      align: 'right',
      value: (l) =>
        l.jewellery?.netWeightMg != null
          ? `${grams.format(jewelleryForQuantity(l.jewellery, l.quantity).netWeightGrams!)} g`
          : '—',
    },
    { title: T.purity, width: 60, align: 'center', value: (l) => l.jewellery?.purity ?? '—' },
    { title: T.ratePerGram, width: 75, align: 'right', value: (l) => orDash(l.jewellery?.ratePaisePerGram ?? null) },
    {
      title: T.metalValue,
      width: 100,
      align: 'right',
      value: (l) => (l.jewellery ? orDash(jewelleryForQuantity(l.jewellery, l.quantity).metalValuePaise) : '—'),
    },
    {
      title: T.makingCharges,
      width: 100,
      align: 'right',
      value: (l) => (l.jewellery ? orDash(jewelleryForQuantity(l.jewellery, l.quantity).makingPaise) : '—'),
    },
    {
      title: T.stoneCharges,
      width: 100.28,
      align: 'right',
      value: (l) => (l.jewellery ? orDash(jewelleryForQuantity(l.jewellery, l.quantity).stonePaise) : '—'),
    },
  ];
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  let y = top + 8;
  if (y + 40 + d.lines.length * 14 > PAGE.height - 200) {
    doc.addPage();
    y = PAGE.margin;
  }
  y += line(doc, T.jewelleryTitle(d.kind), left, y, right - left, { bold: true, size: 8 });
  doc.rect(left, y, right - left, 16).fill('#f1ece4');
  let x = left;
  for (const c of cols) {
    line(doc, c.title, x + 2, y + 4, c.width - 4, { bold: true, size: 7, align: c.align });
    x += c.width;
  }
  y += 18;
  d.lines.forEach((l, i) => {
    x = left;
    for (const c of cols) {
      line(doc, c.value(l, i), x + 2, y + 2, c.width - 4, { align: c.align, size: 8 });
      x += c.width;
    }
    y += 14;
    doc.moveTo(left, y).lineTo(right, y).strokeColor(RULE).lineWidth(0.5).stroke();
    y += 2;
  });
  return y + wrapped(doc, T.jewelleryNote, left, y + 2, right - left, { color: MUTED, size: 7.5 }) + 2;
}

function drawTotals(doc: Doc, d: InvoiceDocument, top: number): number {
  const x = PAGE.width - PAGE.margin - 230;
  const exGst = beforeGstTotals(d.lines);
  const rows: [string, string, boolean][] = [
    [T.totalValue, money(exGst.valuePaise), false],
    ...(exGst.discountPaise > 0
      ? [[T.totalDiscount, `−${money(exGst.discountPaise)}`, false] as [string, string, boolean]]
      : []),
    // What the coupon took off, named on a line of its own (issue 30); the label runs across both columns.
    ...(d.discountLabel ? [[d.discountLabel, '', false] as [string, string, boolean]] : []),
    [T.totalTaxable, money(d.totals.taxablePaise), false],
    ...(d.intraState
      ? ([
          [`CGST @ ${HALF_GST_RATE_PERCENT}%`, money(d.totals.cgstPaise), false],
          [`SGST @ ${HALF_GST_RATE_PERCENT}%`, money(d.totals.sgstPaise), false],
        ] as [string, string, boolean][])
      : ([[`IGST @ ${GST_RATE_PERCENT}%`, money(d.totals.igstPaise), false]] as [string, string, boolean][])),
    [d.kind === 'invoice' ? T.invoiceTotal : T.creditTotal, money(d.totals.totalPaise), true],
  ];
  let y = top + 6;
  for (const [label, value, strong] of rows) {
    line(doc, label, x, y, 140, { bold: strong, size: strong ? 10 : 8.5 });
    y += line(doc, value, x + 140, y, 90, { bold: strong, size: strong ? 10 : 8.5, align: 'right' }) + 1;
  }
  y += 4;
  y += wrapped(doc, `${T.inWords}: ${d.totalInWords}`, PAGE.margin, y, PAGE.width - 2 * PAGE.margin, { bold: true });
  return y;
}

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

/** The PDF of a kept document, by id (mail attachments are drawn when sent). */
export async function taxDocumentPdf(id: number): Promise<Buffer> {
  const db = await getDb();
  const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
  if (!row) throw new Error(`tax document ${id} is gone`);
  return render(row.document);
}
