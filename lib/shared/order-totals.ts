// The one total of an order, used by the server when it prices an order and by the checkout summary the
// shopper agrees to, so the two can only disagree when a price or the coupon really changed.
// Spec section 9: total = sum of price x quantity, minus the discount percent of the subtotal; shipping is
// free (the cart and the checkout show 'FREE'), so it is always zero here.
import { rupeesToPaise } from './money';

export type TotalsLine = { unitPricePaise: number; quantity: number };

export type OrderTotals = {
  subtotalPaise: number;
  discountPercent: number;
  discountPaise: number;
  shippingPaise: number;
  totalPaise: number;
};

export function orderTotals(lines: readonly TotalsLine[], discountPercent: number): OrderTotals {
  const subtotalPaise = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  const percent = Math.min(100, Math.max(0, Math.trunc(discountPercent)));
  // Rounded to the nearest paisa once, on the subtotal, so the server and the browser round alike.
  const discountPaise = Math.round((subtotalPaise * percent) / 100);
  const shippingPaise = 0;
  return { subtotalPaise, discountPercent: percent, discountPaise, shippingPaise, totalPaise: subtotalPaise - discountPaise + shippingPaise };
}

/** The same totals from cart lines priced in rupees, as the browser holds them. */
export function cartLineTotals(lines: readonly { price: number; quantity: number }[], discountPercent: number): OrderTotals {
  return orderTotals(
    lines.map((l) => ({ unitPricePaise: rupeesToPaise(l.price), quantity: l.quantity })),
    discountPercent,
  );
}
