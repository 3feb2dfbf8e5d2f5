// Money is integer paise inside, rupees at the API edge, and en-IN grouping on screen (₹1,00,000).

const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Formats rupees; whole amounts drop the ".00" the way Indian shops print prices. */
export function formatRupees(rupees: number | string): string {
  const value = typeof rupees === 'string' ? Number(rupees) : rupees;
  if (!Number.isFinite(value)) return wholeRupees.format(0);
  return Number.isInteger(value) ? wholeRupees.format(value) : withPaise.format(value);
}

/** Percent off the original price, rounded down so a badge never overstates the saving. */
export function discountPercent(pricePaise: number, originalPricePaise: number | null | undefined): number {
  if (!originalPricePaise || originalPricePaise <= pricePaise) return 0;
  return Math.floor(((originalPricePaise - pricePaise) * 100) / originalPricePaise);
}
