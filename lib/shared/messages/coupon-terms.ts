// How the cart and the checkout name what a coupon takes off: "Discount (MAKING20: 20% off
// making charges)", and under it what came off the making charges and the GST that fell with them.
import { formatDiscount } from '@/lib/shared/money';

export const COUPON_TERMS_MESSAGES = {
  discountOf: (label: string) => `Discount (${label})`,
  /** A making-charges coupon, worked out: the making charges' part and the GST on the reduced value. */
  makingBreakdown: (makingOff: number, gstOff: number) =>
    `${formatDiscount(makingOff)} off making charges; GST is charged on the reduced value (${formatDiscount(gstOff)})`,
  /**
   * A guest's cart does not know the making charges of its pieces: the server works the amount out at checkout
   * (which signs the guest in first), so the cart names the offer, says when its amount comes, and its total
   * says it is before the offer.
   */
  makingAtCheckout: 'Taken off the making charges of pieces priced by weight: the amount is worked out at checkout',
  atCheckout: 'Applied at checkout',
  totalBeforeOffer: 'Total before the offer',
} as const;
