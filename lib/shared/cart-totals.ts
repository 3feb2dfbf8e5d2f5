// Cart totals (spec section 9): the sum of price x quantity, minus the discount percent of the subtotal,
// rounded to the paisa. Shipping is always free in the cart. Pure, so the cart page, checkout and the
// server compute the same numbers.
import { paiseToRupees, rupeesToPaise } from './money';

export type CartTotals = { subtotal: number; discountAmount: number; shipping: 0; total: number };
export type CartTotalsPaise = { subtotalPaise: number; discountPaise: number; totalPaise: number };

function clampPercent(percent: number): number {
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
}

export function cartTotalsPaise(lines: readonly { unitPricePaise: number; quantity: number }[], discountPercent: number): CartTotalsPaise {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const discountPaise = Math.round((subtotalPaise * clampPercent(discountPercent)) / 100);
  return { subtotalPaise, discountPaise, totalPaise: subtotalPaise - discountPaise };
}

/** Totals in rupees of a cart state as the stores hold it ({ items: [{ price, quantity }], discount }). */
export function cartTotals(state: { items: readonly { price: number; quantity: number }[]; discount: number }): CartTotals {
  const paise = cartTotalsPaise(
    state.items.map((item) => ({ unitPricePaise: rupeesToPaise(item.price), quantity: item.quantity })),
    state.discount,
  );
  return {
    subtotal: paiseToRupees(paise.subtotalPaise),
    discountAmount: paiseToRupees(paise.discountPaise),
    shipping: 0,
    total: paiseToRupees(paise.totalPaise),
  };
}
