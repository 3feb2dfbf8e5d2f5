// A tax invoice's lines (Rule 46 of the CGST Rules): each line's value as sold (GST included), less its share
// of the order's discount, split into taxable value, tax and round-off by money/gst.ts. Every step is in paise
// and the lines add up exactly to the order's total: the discount is shared out by largest remainder, and
// what the taxes leave of a line's amount is its round-off. A credit note's lines reverse the invoice's: the
// credit that completes a line gives back exactly what is left of each of its figures.
import { gstInside, splitGst, taxOnValue } from '@/lib/shared/money/gst';

/**
 * How one piece of a line was made up when it was ordered (per piece: milligrams and paise), for the columns
 * a jeweller's bill carries. Null fields are not known for the piece (a fixed price has no metal value).
 */
export type JewelleryDetail = {
  netWeightMg: number | null;
  purity: string | null;
  ratePaisePerGram: number | null;
  metalValuePaise: number | null;
  makingPaise: number | null;
  stonePaise: number | null;
  /** The engraving's price before GST; absent on documents issued before it had a column. */
  engravingPaise?: number;
};

export type InvoiceInputLine = {
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  huids: string[];
  jewellery?: JewelleryDetail;
};

/** A line's amounts, and the invoice's totals of them. */
export type InvoiceTotals = {
  /** Price × quantity, GST included, before the discount. */
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Value before GST and the discount (a piece by weight: its breakup's, engraving included); absent on
   *  lines taxed from their price and on documents issued before it was kept. */
  valueBeforeGstPaise?: number;
  /** Total less taxable value and taxes (a paisa or so, up to half a rupee a piece by weight, whose breakup
   *  rounds its price to the rupee); absent on documents issued before it was kept apart. */
  roundOffPaise?: number;
  totalPaise: number;
};

export type InvoiceTaxLine = InvoiceInputLine &
  InvoiceTotals & {
    /** A credit note's line: the index of the invoice line it credits. */
    invoiceLine?: number;
  };

/** Shares an amount over weights in proportion, whole paise, adding up exactly (largest remainder first). */
export function shareOut(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/** One piece's value before GST from its jewellery columns (metal, making, stones, engraving), or null
 *  when a column is unknown (a fixed price). */
export function piecesValueBeforeGst(j: JewelleryDetail): number | null {
  if (j.metalValuePaise === null || j.makingPaise === null || j.stonePaise === null) return null;
  return j.metalValuePaise + j.makingPaise + j.stonePaise + (j.engravingPaise ?? 0);
}

/** `shares`: each line's part of the discount when the order kept it (a making-charges coupon falls on some lines only). */
export function invoiceTaxLines(
  lines: readonly InvoiceInputLine[],
  discountPaise: number,
  intraState: boolean,
  shares?: readonly number[],
): InvoiceTaxLine[] {
  const gross = lines.map((l) => l.unitPricePaise * l.quantity);
  const discounts = shares && shares.length === lines.length ? [...shares] : shareOut(discountPaise, gross);
  return lines.map((line, i) => {
    const totalPaise = gross[i]! - discounts[i]!;
    const perPiece = line.jewellery ? piecesValueBeforeGst(line.jewellery) : null;
    if (perPiece === null)
      return {
        ...line,
        grossPaise: gross[i]!,
        discountPaise: discounts[i]!,
        ...splitGst(totalPaise, intraState),
        totalPaise,
      };
    // A piece by weight is taxed on its breakup's value, so the invoice's GST is the one its page showed.
    const valueBeforeGstPaise = perPiece * line.quantity;
    const taxablePaise = valueBeforeGstPaise - gstInside(discounts[i]!).taxablePaise;
    return {
      ...line,
      grossPaise: gross[i]!,
      discountPaise: discounts[i]!,
      valueBeforeGstPaise,
      ...taxOnValue(taxablePaise, totalPaise, intraState),
      totalPaise,
    };
  });
}

type Figures = Omit<InvoiceTotals, 'roundOffPaise'> & { roundOffPaise: number };
const FIGURES = [
  'grossPaise',
  'discountPaise',
  'taxablePaise',
  'cgstPaise',
  'sgstPaise',
  'igstPaise',
  'roundOffPaise',
  'totalPaise',
] as const;

function figuresOf(line: InvoiceTotals): Figures {
  return { ...line, roundOffPaise: line.roundOffPaise ?? 0 };
}

/**
 * A credit note's figures for one invoice line: `sharePaise` of its total, taxed as the invoice taxed it. When
 * this credit and the earlier ones (`creditedBefore`) come to the whole line, the figures are what is left of
 * the invoice line's, so a line credited in full nets to zero in every column.
 */
export function creditFigures(
  invoiceLine: InvoiceTotals,
  creditedBefore: readonly InvoiceTotals[],
  sharePaise: number,
  intraState: boolean,
): Figures {
  const line = figuresOf(invoiceLine);
  const before = creditedBefore.map(figuresOf);
  const already = (key: (typeof FIGURES)[number]) => before.reduce((a, l) => a + l[key], 0);
  if (already('totalPaise') + sharePaise === line.totalPaise) {
    return Object.fromEntries(FIGURES.map((key) => [key, line[key] - already(key)])) as Figures;
  }
  return { grossPaise: sharePaise, discountPaise: 0, ...splitGst(sharePaise, intraState), totalPaise: sharePaise };
}

export function invoiceTotals(lines: readonly InvoiceTaxLine[]): InvoiceTotals {
  const sum = (pick: (l: InvoiceTaxLine) => number) => lines.reduce((a, l) => a + pick(l), 0);
  return {
    grossPaise: sum((l) => l.grossPaise),
    discountPaise: sum((l) => l.discountPaise),
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    roundOffPaise: sum((l) => l.roundOffPaise ?? 0),
    totalPaise: sum((l) => l.totalPaise),
  };
}

/**
 * A line's value and discount before GST, so that value − discount is its taxable value exactly. Worked out
 * from what every kept document has (its GST-inclusive value and its taxable value), so documents issued
 * before these columns existed print the same way.
 */
export function beforeGst(line: Pick<InvoiceTotals, 'grossPaise' | 'taxablePaise' | 'valueBeforeGstPaise'>): {
  valuePaise: number;
  discountPaise: number;
} {
  const valuePaise = line.valueBeforeGstPaise ?? Math.max(gstInside(line.grossPaise).taxablePaise, line.taxablePaise);
  return { valuePaise, discountPaise: valuePaise - line.taxablePaise };
}

export function beforeGstTotals(
  lines: readonly Pick<InvoiceTotals, 'grossPaise' | 'taxablePaise' | 'valueBeforeGstPaise'>[],
): {
  valuePaise: number;
  discountPaise: number;
} {
  return lines
    .map(beforeGst)
    .reduce((a, b) => ({ valuePaise: a.valuePaise + b.valuePaise, discountPaise: a.discountPaise + b.discountPaise }), {
      valuePaise: 0,
      discountPaise: 0,
    });
}

/** The financial year (1 April to 31 March, in India) of an instant, as '26-27'. */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const two = (y: number) => String(y % 100).padStart(2, '0');
  return `${two(year)}-${two(year + 1)}`;
}

export const INVOICE_PREFIX_PATTERN = /^[A-Z0-9]{1,3}$/;

/** 'AJ/26-27/000123' for an invoice; 'AJC/26-27/00012' for a credit note: at most 16 characters (Rule 46). */
export function documentNumber(kind: 'invoice' | 'credit_note', prefix: string, fy: string, sequence: number): string {
  return kind === 'invoice'
    ? `${prefix}/${fy}/${String(sequence).padStart(6, '0')}`
    : `${prefix}C/${fy}/${String(sequence).padStart(5, '0')}`;
}
