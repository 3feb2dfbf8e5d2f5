// Money is integer paise inside, rupees at the API edge, and en-IN grouping on screen (₹1,00,000).

/**
 * Indian digit grouping of a string of digits: the last three, then pairs ('100000' → '1,00,000'). Written
 * out rather than asked of Intl.NumberFormat('en-IN', { currency: 'INR' }), which prints the same (money.test.ts
 * compares them) but whose construction loads the locale's data: on a phone, a product card's first price
 * cost over 100 ms of blocked main thread while the page started.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * A non-negative number with exactly `digits` decimals, grouped the Indian way (1,00,000.50; a weight's
 * 1,234.500 g). Rounded half up on the number as it is written (1.005 → 1.01), as Intl does, by shifting the
 * written digits rather than multiplying, which would round 1.005 × 100 to 100.49999…. (A number written with
 * an exponent, below a millionth, is multiplied instead.)
 */
export function formatIndianFixed(value: number, digits: number): string {
  const scale = 10 ** digits;
  const shifted = Number(`${value}e${digits}`);
  const units = Math.round(Number.isNaN(shifted) ? value * scale : shifted);
  const whole = groupIndian(Math.floor(units / scale).toFixed(0));
  return digits > 0 ? `${whole}.${String(units % scale).padStart(digits, '0')}` : whole;
}

/** ₹ and the grouped amount of a non-negative number of rupees: whole, or with two digits of paise. */
function formatMagnitude(rupees: number): string {
  return `₹${Number.isInteger(rupees) ? groupIndian(rupees.toFixed(0)) : formatIndianFixed(rupees, 2)}`;
}

/** The one definition of the shop's money units: paise in a rupee, and basis points in a whole (100 %). */
export const PAISE_PER_RUPEE = 100;
export const BASIS_POINTS = 10_000;

/**
 * The most any one amount the API accepts may be, in rupees (₹1 crore): a price, a refund, a coupon, a courier's
 * COD amount, an order's total. Beyond it is a 400 naming the field. Every money column is bigint paise, which
 * holds far more (₹10 crore and beyond), so sums of bounded amounts never overflow.
 */
export const MAX_AMOUNT_RUPEES = 1_00_00_000;

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / PAISE_PER_RUPEE;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
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

/**
 * The minus sign of every negative amount the shop prints (cart, checkout, order dialog, email): the
 * typographic minus, which screen readers say as "minus", where Intl writes a hyphen.
 */
export const MINUS_SIGN = '\u2212';

/** Formats rupees; whole amounts drop the ".00" the way Indian shops print prices. */
export function formatRupees(rupees: number | string): string {
  const value = typeof rupees === 'string' ? Number(rupees) : rupees;
  if (!Number.isFinite(value)) return formatMagnitude(0);
  const text = formatMagnitude(Math.abs(value));
  return value < 0 ? `${MINUS_SIGN}${text}` : text;
}

/** An amount taken off (a coupon's discount), written as a negative amount. */
export function formatDiscount(rupees: number): string {
  return formatRupees(rupees > 0 ? -rupees : 0);
}

/** Percent off the original price, rounded down so a badge never overstates the saving. */
export function discountPercent(pricePaise: number, originalPricePaise: number | null | undefined): number {
  if (!originalPricePaise || originalPricePaise <= pricePaise) return 0;
  return Math.floor(((originalPricePaise - pricePaise) * 100) / originalPricePaise);
}
