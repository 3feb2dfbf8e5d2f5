// A priced line as a coupon sees it: its price, and for a piece priced by weight its making charges and its
// value before GST (from the breakup it was priced with), which a making-charges coupon takes from.
import type { DiscountLine } from '@/lib/shared/money/coupons';
import type { PriceBreakup } from '@/lib/shared/money/breakup';

export function discountLine(line: {
  unitPricePaise: number;
  quantity: number;
  priceBreakup: PriceBreakup | null;
}): DiscountLine {
  const b = line.priceBreakup;
  const byWeight = b !== null && b.kind === 'weight' && b.makingPaise !== null;
  return {
    unitPricePaise: line.unitPricePaise,
    quantity: line.quantity,
    makingPaise: byWeight ? b.makingPaise : null,
    taxablePaise: byWeight ? b.subtotalPaise : null,
  };
}
