// The shop's money units and their one rounding: integer paise inside, rupees at the API edge, basis points for
// rates. Every conversion between paise and rupees, and every half-up division of money, is written here once.

/** The one definition of the shop's money units: paise in a rupee, and basis points in a whole (100 %). */
export const PAISE_PER_RUPEE = 100;
export const BASIS_POINTS = 10_000;

/**
 * The most any one amount the API accepts may be, in rupees (₹1 crore): a price, a refund, a coupon, a courier's
 * COD amount, an order's total. Beyond it is a 400 naming the field. Every money column is bigint paise, which
 * holds far more (₹10 crore and beyond), so sums of bounded amounts never overflow.
 */
export const MAX_AMOUNT_RUPEES = 1_00_00_000;

/** Half-up rounding of a non-negative ratio of integers, exact for the sizes money reaches here (GST on a line,
 *  a share of a discount): what every division of paise rounds by. */
export function divRound(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / PAISE_PER_RUPEE;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

/** Rupees to the nearest paisa (a figure worked out in floating rupees, made a sum of money again). */
export function roundToPaisa(rupees: number): number {
  return paiseToRupees(rupeesToPaise(rupees));
}

/** Whether an amount in rupees is a whole number of paise (at most two decimals, within float noise). */
export function hasWholePaise(rupees: number): boolean {
  const paise = rupees * PAISE_PER_RUPEE;
  return Math.abs(paise - Math.round(paise)) < 1e-6;
}

/** A percent as basis points (12.5 % is 1,250), as rates and making charges in percent are stored. */
export function percentToBp(percent: number): number {
  return Math.round(percent * (BASIS_POINTS / 100));
}

/** Basis points as the percent the API and the screen show (1,250 is 12.5). */
export function bpToPercent(bp: number): number {
  return bp / (BASIS_POINTS / 100);
}

/** A percent as a fraction of the whole (12.5 % is 0.125). */
export function percentFraction(percent: number): number {
  return percent / 100;
}

/** To the nearest whole rupee, in paise: Indian shops show whole rupees. */
export function roundToRupee(paise: number): number {
  return Math.round(paise / PAISE_PER_RUPEE) * PAISE_PER_RUPEE;
}

/**
 * A whole percent of an amount in paise, rounded to the nearest rupee and never more than the amount; 100 % or
 * more is all of it (100 % of ₹0.30 is not the ₹0 it rounds to). A coupon's percent off the order.
 */
export function percentOffPaise(paise: number, percent: number): number {
  if (percent >= 100) return paise;
  return Math.min(paise, roundToRupee((paise * percent) / 100));
}
