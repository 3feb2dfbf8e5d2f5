// The invoice PDF's tables: the tax lines, the jewellery details (weight, purity, making, stones) and the totals
// (invoice-pdf.ts).
import 'server-only';
import { EXCHANGE_MESSAGES as OLD_GOLD } from '@/lib/shared/messages/exchange';
import type { InvoiceDocument } from '@/lib/shared/gst/invoice-document';
import { beforeGst, beforeGstTotals, type InvoiceTaxLine } from '@/lib/shared/gst/invoice-tax';
import { gstRatePercent } from '@/lib/shared/money/gst';
import { jewelleryForQuantity, lineColumns } from '@/lib/shared/gst/jewellery-detail';
import { INVOICE_MESSAGES as T } from '@/lib/shared/messages/invoice';
import { money, PAGE, MUTED, RULE, Doc, Align, line, wrapped } from './invoice-pdf-drawing';

/** Old gold in exchange, then each stored value spent, come off what is payable, below the tax, not off the
 *  taxable value; the amount payable after them closes the table. */
function paidWith(d: InvoiceDocument): [string, string, boolean][] {
  const payable = d.storedValue?.amountPayablePaise ?? d.oldGold?.amountPayablePaise;
  if (payable === undefined) return [];
  return [
    ...(d.oldGold
      ? [
          [
            OLD_GOLD.invoiceLine(String(d.oldGold.weightGrams), d.oldGold.purity),
            `−${money(d.oldGold.valuePaise)}`,
            false,
          ] as [string, string, boolean],
        ]
      : []),
    ...(d.storedValue?.lines ?? []).map(
      (use) => [T.paidBy(use.label), `−${money(use.amountPaise)}`, false] as [string, string, boolean],
    ),
    [OLD_GOLD.amountPayable, money(payable), true],
  ];
}

export type Column = { title: string; width: number; align: Align; value: (l: InvoiceTaxLine, i: number) => string };

export function columns(d: InvoiceDocument): Column[] {
  const tax: Column[] = d.intraState
    ? [
        { title: `CGST ${gstRatePercent(true)}%`, width: 50, align: 'right', value: (l) => money(l.cgstPaise) },
        { title: `SGST ${gstRatePercent(true)}%`, width: 50, align: 'right', value: (l) => money(l.sgstPaise) },
      ]
    : [{ title: `IGST ${gstRatePercent()}%`, width: 100, align: 'right', value: (l) => money(l.igstPaise) }];
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
    // Taxable value and its taxes; the lines' round-offs are one line of the totals below.
    { title: T.amount, width: 57.28, align: 'right', value: (l) => money(l.totalPaise - (l.roundOffPaise ?? 0)) },
  ];
}

export function drawTable(doc: Doc, d: InvoiceDocument, top: number): number {
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

export const grams = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
export const orDash = (paise: number | null) => (paise === null ? '—' : money(paise));
const signed = (paise: number | null) => (paise === null ? '—' : `${paise < 0 ? '−' : ''}${money(Math.abs(paise))}`);

/** The jeweller's columns of each line (its pieces' make-up as ordered), under the tax table. */
export function drawJewellery(doc: Doc, d: InvoiceDocument, top: number): number {
  if (!d.lines.some((l) => l.jewellery)) return top;
  const cols: { title: string; width: number; align: Align; value: (l: InvoiceTaxLine, i: number) => string }[] = [
    { title: '#', width: 16, align: 'left', value: (_l, i) => String(i + 1) },
    {
      title: T.netWeight,
      width: 62,
      align: 'right',
      value: (l) =>
        l.jewellery?.netWeightMg != null
          ? `${grams.format(jewelleryForQuantity(l.jewellery, l.quantity).netWeightGrams!)} g`
          : '—',
    },
    { title: T.purity, width: 48, align: 'center', value: (l) => l.jewellery?.purity ?? '—' },
    { title: T.ratePerGram, width: 70, align: 'right', value: (l) => orDash(l.jewellery?.ratePaisePerGram ?? null) },
    // The money columns add up to the line's taxable value (lineColumns), the difference a round-off.
    { title: T.metalValue, width: 82, align: 'right', value: (l) => orDash(lineColumns(l)?.metalValuePaise ?? null) },
    { title: T.makingCharges, width: 70, align: 'right', value: (l) => orDash(lineColumns(l)?.makingPaise ?? null) },
    { title: T.stoneCharges, width: 65, align: 'right', value: (l) => orDash(lineColumns(l)?.stonePaise ?? null) },
    { title: T.engraving, width: 60, align: 'right', value: (l) => orDash(lineColumns(l)?.engravingPaise ?? null) },
    { title: T.roundOff, width: 50.28, align: 'right', value: (l) => signed(lineColumns(l)?.roundOffPaise ?? null) },
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

/** The totals' two columns, label and amount, and the space kept between them. */
const TOTALS = { label: 140, value: 90, gap: 8 };

export function drawTotals(doc: Doc, d: InvoiceDocument, top: number): number {
  const x = PAGE.width - PAGE.margin - TOTALS.label - TOTALS.value;
  const exGst = beforeGstTotals(d.lines);
  const roundOff = d.totals.roundOffPaise;
  // Documents that keep their round-off apart show the price and the coupon as the shopper saw them (the
  // discount is the coupon's amount); older ones print as they always did.
  const opening: [string, string, boolean][] =
    roundOff === undefined
      ? [
          [T.totalValue, money(exGst.valuePaise), false],
          ...(exGst.discountPaise > 0
            ? [[T.totalDiscount, `−${money(exGst.discountPaise)}`, false] as [string, string, boolean]]
            : []),
        ]
      : [
          [T.totalPrice, money(d.totals.grossPaise), false],
          ...(d.totals.discountPaise > 0
            ? [[T.couponDiscount, `−${money(d.totals.discountPaise)}`, false] as [string, string, boolean]]
            : []),
        ];
  const rows: [string, string, boolean][] = [
    ...opening,
    // What the coupon took off, named on a line of its own; the label runs across both columns.
    ...(d.discountLabel ? [[d.discountLabel, '', false] as [string, string, boolean]] : []),
    [T.totalTaxable, money(d.totals.taxablePaise), false],
    ...(d.intraState
      ? ([
          [`CGST @ ${gstRatePercent(true)}%`, money(d.totals.cgstPaise), false],
          [`SGST @ ${gstRatePercent(true)}%`, money(d.totals.sgstPaise), false],
        ] as [string, string, boolean][])
      : ([[`IGST @ ${gstRatePercent()}%`, money(d.totals.igstPaise), false]] as [string, string, boolean][])),
    ...(roundOff === undefined
      ? []
      : [[T.roundOff, `${roundOff < 0 ? '−' : ''}${money(Math.abs(roundOff))}`, false] as [string, string, boolean]]),
    [d.kind === 'invoice' ? T.invoiceTotal : T.creditTotal, money(d.totals.totalPaise), true],
    ...paidWith(d),
  ];
  let y = top + 6;
  for (const [label, value, strong] of rows) {
    const style = { bold: strong, size: strong ? 10 : 8.5 };
    // A label wraps inside its own column, clear of the amount's, however long (old gold's weight and purity);
    // one with no amount (the coupon's, which may hold '₹') runs across both.
    const labelHeight = value
      ? wrapped(doc, label, x, y, TOTALS.label - TOTALS.gap, style)
      : line(doc, label, x, y, TOTALS.label + TOTALS.value, style);
    const valueHeight = line(doc, value, x + TOTALS.label, y, TOTALS.value, { ...style, align: 'right' });
    y += Math.max(labelHeight, valueHeight) + 1;
  }
  y += 4;
  y += wrapped(doc, `${T.inWords}: ${d.totalInWords}`, PAGE.margin, y, PAGE.width - 2 * PAGE.margin, { bold: true });
  return y;
}
