// A tax invoice's lines (Rule 46 of the CGST Rules): each line's value as sold (GST included), less its share
// of the order's discount, split into taxable value and tax. Within the shop's own state the tax is CGST and
// SGST, half each; to another state it is IGST. Every step is in paise and rounds so that the lines add up
// exactly to the order's total: the discount is shared out by largest remainder, and each line's tax is what
// is left of its amount after the taxable value is rounded.
import { gstInside, GST_RATE_BP } from '@/lib/shared/pricing/price-breakup';

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
  totalPaise: number;
};

export type InvoiceTaxLine = InvoiceInputLine & InvoiceTotals;

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
    const { taxablePaise, gstPaise } = gstInside(totalPaise);
    const cgstPaise = intraState ? Math.floor(gstPaise / 2) : 0;
    const sgstPaise = intraState ? gstPaise - cgstPaise : 0;
    return {
      ...line,
      grossPaise: gross[i]!,
      discountPaise: discounts[i]!,
      taxablePaise,
      cgstPaise,
      sgstPaise,
      igstPaise: intraState ? 0 : gstPaise,
      totalPaise,
    };
  });
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
    totalPaise: sum((l) => l.totalPaise),
  };
}

/**
 * A line's value and discount before GST, so that value − discount is its taxable value exactly. Worked out
 * from what every kept document has (its GST-inclusive value and its taxable value), so documents issued
 * before these columns existed print the same way.
 */
export function beforeGst(line: Pick<InvoiceTotals, 'grossPaise' | 'taxablePaise'>): {
  valuePaise: number;
  discountPaise: number;
} {
  const valuePaise = Math.max(gstInside(line.grossPaise).taxablePaise, line.taxablePaise);
  return { valuePaise, discountPaise: valuePaise - line.taxablePaise };
}

export function beforeGstTotals(lines: readonly Pick<InvoiceTotals, 'grossPaise' | 'taxablePaise'>[]): {
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

/** The rates printed in the tax columns: 1.5 % + 1.5 % within the state, 3 % across states. */
export const GST_RATE_PERCENT = GST_RATE_BP / 100;
export const HALF_GST_RATE_PERCENT = GST_RATE_BP / 200;

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
