// The invoice PDF's drawing parts: the fonts (Noto Sans, which holds '₹'), the page and its inks, money and
// dates as printed, and a line, a wrapped paragraph and a party's address block (invoice-pdf.ts).
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { InvoiceParty } from '@/lib/shared/gst/invoice-document';
import { INVOICE_MESSAGES as T } from '@/lib/shared/messages/invoice';
import { paiseToRupees } from '@/lib/shared/money';

export const FONT_DIR = path.join(
  /*turbopackIgnore: true*/ process.cwd(),
  'node_modules',
  '@fontsource',
  'noto-sans',
  'files',
);
export const FONT_FILES = {
  regular: 'noto-sans-latin-400-normal.woff',
  bold: 'noto-sans-latin-700-normal.woff',
  regularExt: 'noto-sans-latin-ext-400-normal.woff',
  boldExt: 'noto-sans-latin-ext-700-normal.woff',
} as const;
export type FontName = keyof typeof FONT_FILES;

export let fonts: Record<FontName, Buffer> | undefined;
export function fontBuffers(): Record<FontName, Buffer> {
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, fs.readFileSync(path.join(FONT_DIR, file))]),
  ) as Record<FontName, Buffer>;
  return fonts;
}

export const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const money = (paise: number) => `₹${rupees.format(paiseToRupees(paise))}`;
export const date = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(new Date(iso));

export const PAGE = { width: 595.28, height: 841.89, margin: 36 };
export const INK = '#222222';
export const MUTED = '#555555';
export const RULE = '#bbbbbb';

export type Doc = PDFKit.PDFDocument;
export type Align = 'left' | 'right' | 'center';

/** One line of text in a box, the rupee sign in the font that has it. Answers the line's height. */
export function line(
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
export function wrapped(
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

/** `withPan`: the buyer's PAN (or Form 60) is printed once, in the block billed, not again where it ships. */
export function partyBlock(
  doc: Doc,
  title: string,
  party: InvoiceParty,
  x: number,
  y: number,
  width: number,
  withPan = true,
): number {
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
  if (withPan && party.pan) h += wrapped(doc, `${T.pan}: ${party.pan}`, x, y + h, width);
  else if (withPan && party.form60) h += wrapped(doc, `${T.pan}: ${T.panForm60}`, x, y + h, width);
  if (party.phone) h += wrapped(doc, `${T.phone}: ${party.phone}`, x, y + h, width);
  return h;
}
