// What the cart's and the checkout's discount row say, from the cart as the stores hold it and its
// totals: the row's label, and for a making-charges coupon the note under it. A percent off the order keeps
// the spec's "Discount (10%)".
import { COUPON_TERMS_MESSAGES as M } from '@/lib/shared/messages/coupon-terms';
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import type { CartTotals } from '@/lib/shared/money/totals';
import { couponLabel, type CouponTerms } from '@/lib/shared/money/coupons';

type CartView = {
  items: readonly { price: number; quantity: number; making?: number }[];
  discount: number;
  couponCode: string | null;
  coupon?: CouponTerms | null;
};

export type DiscountView = {
  label: string | null;
  /** A making-charges coupon: what came off the making charges and the GST that fell with them; or, in a guest's cart, when that is shown. */
  note: string | null;
  /** A guest's making-charges coupon: its amount is not known in this cart yet (worked out at checkout). */
  pending: boolean;
};

/**
 * guest: a guest's cart, whose lines lack the making charges (only the server cart fills them). A signed-in
 * cart has them for every piece priced by weight: one without any has nothing for such a coupon to take off.
 */
export function cartDiscountView(cart: CartView, totals: CartTotals, guest = false): DiscountView {
  const terms = cart.coupon;
  if (!terms || (terms.appliesTo === 'order' && terms.amountOffPaise === null))
    return { label: null, note: null, pending: false };
  const label = M.discountOf(couponLabel(terms));
  if (terms.appliesTo === 'order') return { label, note: null, pending: false };
  const knowsMaking = cart.items.some((line) => line.making !== undefined);
  if (guest && !knowsMaking) return { label, note: M.makingAtCheckout, pending: true };
  const makingOff = totals.makingOff ?? 0;
  const gstOff = paiseToRupees(Math.max(0, rupeesToPaise(totals.discountAmount) - rupeesToPaise(makingOff)));
  return { label, note: makingOff > 0 ? M.makingBreakdown(makingOff, gstOff) : null, pending: false };
}
