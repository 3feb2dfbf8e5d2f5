// The one definition of a cart's and an order's totals (spec section 9): the sum of price x quantity, minus
// the coupon's percent of the subtotal, rounded once, on the subtotal, to the nearest whole rupee (Indian
// shops show whole rupees: with whole-rupee prices every total is whole rupees, never ₹49,558.60); shipping
// is free (the cart and the checkout show 'FREE'), so it is always zero. The cart page, the checkout summary the shopper
// agrees to and the server pricing the order all call this, so they can only disagree when a price or the
// coupon really changed. A coupon of a fixed amount, or one off the making charges only, is worked
// out by coupons.ts; a percent off the order takes exactly the path it always did.
import { paiseToRupees, percentOffPaise, rupeesToPaise } from './units';
import { couponDiscount, type CouponTerms, type DiscountLine } from './coupons';

/** makingPaise and taxablePaise (one piece, before GST) matter only to a making-charges coupon. */
export type TotalsLine = DiscountLine;

export type OrderTotals = {
  subtotalPaise: number;
  discountPercent: number;
  discountPaise: number;
  shippingPaise: number;
  totalPaise: number;
  /** Set when a coupon's terms priced the discount: what it took off the making charges, and each line's share. */
  makingOffPaise?: number | null;
  lineDiscountsPaise?: number[];
};

/** Rupees, as the cart and checkout screens show them. */
export type CartTotals = { subtotal: number; discountAmount: number; shipping: 0; total: number; makingOff?: number };

/** A whole percent from 0 to 100; anything else (a stale or tampered store) counts as none or all, never more. */
function clampPercent(percent: number): number {
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.trunc(percent))) : 0;
}

/** A percent (as before), or a coupon's terms: an amount off, or off the making charges (coupons.ts). */
export function orderTotals(lines: readonly TotalsLine[], discount: number | CouponTerms | null): OrderTotals {
  if (
    discount !== null &&
    typeof discount === 'object' &&
    (discount.appliesTo !== 'order' || discount.amountOffPaise !== null)
  ) {
    const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
    const { discountPaise, makingOffPaise, lineDiscountsPaise } = couponDiscount(lines, discount);
    return {
      subtotalPaise,
      discountPercent: discount.percent ?? 0,
      discountPaise,
      shippingPaise: 0,
      totalPaise: subtotalPaise - discountPaise,
      makingOffPaise,
      lineDiscountsPaise,
    };
  }
  const discountPercent = discount === null ? 0 : typeof discount === 'object' ? (discount.percent ?? 0) : discount;
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const percent = clampPercent(discountPercent);
  const discountPaise = percentOffPaise(subtotalPaise, percent);
  const shippingPaise = 0;
  return {
    subtotalPaise,
    discountPercent: percent,
    discountPaise,
    shippingPaise,
    totalPaise: subtotalPaise - discountPaise + shippingPaise,
  };
}

/** A cart line's making charges and value before GST, per piece, in rupees (pieces priced by weight only). */
type CartTotalsItem = { price: number; quantity: number; making?: number | null; taxable?: number | null };

/** The same totals in rupees, of a cart as the stores hold it ({ items: [{ price, quantity }], discount, coupon? }). */
export function cartTotals(state: {
  items: readonly CartTotalsItem[];
  discount: number;
  coupon?: CouponTerms | null;
}): CartTotals {
  const totals = orderTotals(
    state.items.map((item) => ({
      unitPricePaise: rupeesToPaise(item.price),
      quantity: item.quantity,
      makingPaise: item.making == null ? null : rupeesToPaise(item.making),
      taxablePaise: item.taxable == null ? null : rupeesToPaise(item.taxable),
    })),
    state.coupon ?? state.discount,
  );
  return {
    subtotal: paiseToRupees(totals.subtotalPaise),
    discountAmount: paiseToRupees(totals.discountPaise),
    ...(totals.makingOffPaise != null && { makingOff: paiseToRupees(totals.makingOffPaise) }),
    shipping: 0,
    total: paiseToRupees(totals.totalPaise),
  };
}
