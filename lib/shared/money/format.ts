// Money on screen, in mail and on the invoice: rupees with en-IN grouping (₹1,00,000) and the minus sign.

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
