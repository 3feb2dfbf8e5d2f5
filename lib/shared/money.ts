// Money is integer paise inside, rupees at the API edge, and en-IN grouping on screen (₹1,00,000).

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/**
 * The minus sign of every negative amount the shop prints (cart, checkout, order dialog, email): the
 * typographic minus, which screen readers say as "minus", where Intl writes a hyphen.
 */
export const MINUS_SIGN = '\u2212';

/** Formats rupees; whole amounts drop the ".00" the way Indian shops print prices. */
export function formatRupees(rupees: number | string): string {
  const value = typeof rupees === 'string' ? Number(rupees) : rupees;
  if (!Number.isFinite(value)) return wholeRupees.format(0);
  const magnitude = Math.abs(value);
  const text = Number.isInteger(magnitude) ? wholeRupees.format(magnitude) : withPaise.format(magnitude);
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
