// The dashboard chart's sales axis.
import { formatRupees } from '@/lib/shared/money';

/** The next round amount at or above `value` (1, 2, 2.5 or 5 times a power of ten): the top of the sales axis. */
export function salesAxisTop(value: number): number {
  if (!(value > 0)) return 1000;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

/**
 * The sales axis in whole rupees, from ₹0 to a round amount. Left to itself the chart spread a month without
 * sales over [0, 0] and labelled it with long runs of decimals; such a month now reads ₹0 to ₹1,000. Its
 * width follows its longest label (₹1,50,000 is wider than ₹800).
 */
export const SALES_AXIS = {
  domainLimit: (_min: unknown, max: unknown) => ({ min: 0, max: salesAxisTop(Number(max)) }),
  tickMinStep: 1,
  width: 'auto' as const,
  valueFormatter: (value: number) => formatRupees(Math.round(value)),
};
