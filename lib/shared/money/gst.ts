// The one place the shop's GST is worked out, in integer paise: the price breakup, the cart, the invoice, the
// credit notes and the GST report all come here. Jewellery (HSN 7113, 7117) is taxed at 3 %: within the shop's
// own state as CGST and SGST, each worked out once at half the rate on the taxable value (so they are always
// equal), to another state as IGST at the full rate. What that leaves between the taxes and the price is a
// round-off of a paisa or so, printed on its own line, never folded into a tax or the taxable value.
import { BASIS_POINTS, divRound } from './units';

/** GST on jewellery, in basis points (3 %). The only name of the rate; percents for print come from it. */
export const GST_RATE_BP = 300;

/** The rate as printed: 3 for the whole rate, 1.5 for CGST's or SGST's half. */
export function gstRatePercent(half = false): number {
  return GST_RATE_BP / (half ? 200 : 100);
}

/** GST at the full rate on a value before tax (a piece by weight, a making charge). */
export function gstOnValue(taxablePaise: number): number {
  return divRound(taxablePaise * GST_RATE_BP, BASIS_POINTS);
}

/** The value before GST inside an amount that includes it, and the rest of the amount. */
export function gstInside(inclusivePaise: number): { taxablePaise: number; gstPaise: number } {
  const taxablePaise = divRound(inclusivePaise * BASIS_POINTS, BASIS_POINTS + GST_RATE_BP);
  return { taxablePaise, gstPaise: inclusivePaise - taxablePaise };
}

export type TaxSplit = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** The price less taxable value and taxes: positive when the price is above them. */
  roundOffPaise: number;
};

/** An amount that includes GST, split as an invoice prints it. A negative amount splits as its opposite. */
export function splitGst(inclusivePaise: number, intraState: boolean): TaxSplit {
  if (inclusivePaise < 0) {
    const s = splitGst(-inclusivePaise, intraState);
    const neg = (n: number) => -n + 0;
    return {
      taxablePaise: neg(s.taxablePaise),
      cgstPaise: neg(s.cgstPaise),
      sgstPaise: neg(s.sgstPaise),
      igstPaise: neg(s.igstPaise),
      roundOffPaise: neg(s.roundOffPaise),
    };
  }
  return taxOnValue(gstInside(inclusivePaise).taxablePaise, inclusivePaise, intraState);
}

/** A taxable value already known (a piece by weight's breakup) taxed as an invoice prints it; the round-off is
 *  what the amount charged leaves over the value and its taxes (the breakup's rounding to the rupee). */
export function taxOnValue(taxablePaise: number, inclusivePaise: number, intraState: boolean): TaxSplit {
  const half = intraState ? divRound(taxablePaise * GST_RATE_BP, 2 * BASIS_POINTS) : 0;
  const igstPaise = intraState ? 0 : gstOnValue(taxablePaise);
  return {
    taxablePaise,
    cgstPaise: half,
    sgstPaise: half,
    igstPaise,
    roundOffPaise: inclusivePaise - taxablePaise - 2 * half - igstPaise,
  };
}
