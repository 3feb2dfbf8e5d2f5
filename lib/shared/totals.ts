// The one definition of a cart's and an order's totals (spec section 9): the sum of price x quantity, minus
// the coupon's percent of the subtotal, rounded once, on the subtotal, to the nearest whole rupee (Indian
// shops show whole rupees: with whole-rupee prices every total is whole rupees, never ₹49,558.60); shipping
// is free (the cart and the checkout show 'FREE'), so it is always zero. The cart page, the checkout summary the shopper
// agrees to and the server pricing the order all call this, so they can only disagree when a price or the
// coupon really changed.
import { paiseToRupees, rupeesToPaise } from './money';

const PAISE_PER_RUPEE = 100;

export type TotalsLine = { unitPricePaise: number; quantity: number };

export type OrderTotals = {
  subtotalPaise: number;
  discountPercent: number;
  discountPaise: number;
  shippingPaise: number;
  totalPaise: number;
};

/** Rupees, as the cart and checkout screens show them. */
export type CartTotals = { subtotal: number; discountAmount: number; shipping: 0; total: number };

/** A whole percent from 0 to 100; anything else (a stale or tampered store) counts as none or all, never more. */
function clampPercent(percent: number): number {
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.trunc(percent))) : 0;
}

export function orderTotals(lines: readonly TotalsLine[], discountPercent: number): OrderTotals {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const percent = clampPercent(discountPercent);
  // All of it is all of it (100% of ₹0.30 is not the ₹0 it rounds to), and rounding never takes off more
  // than the subtotal.
  const discountPaise =
    percent === 100 ? subtotalPaise : Math.min(subtotalPaise, Math.round((subtotalPaise * percent) / 100 / PAISE_PER_RUPEE) * PAISE_PER_RUPEE);
  const shippingPaise = 0;
  return { subtotalPaise, discountPercent: percent, discountPaise, shippingPaise, totalPaise: subtotalPaise - discountPaise + shippingPaise };
}

/** The same totals in rupees, of a cart as the stores hold it ({ items: [{ price, quantity }], discount }). */
export function cartTotals(state: { items: readonly { price: number; quantity: number }[]; discount: number }): CartTotals {
  const totals = orderTotals(
    state.items.map((item) => ({ unitPricePaise: rupeesToPaise(item.price), quantity: item.quantity })),
    state.discount,
  );
  return {
    subtotal: paiseToRupees(totals.subtotalPaise),
    discountAmount: paiseToRupees(totals.discountPaise),
    shipping: 0,
    total: paiseToRupees(totals.totalPaise),
  };
}
