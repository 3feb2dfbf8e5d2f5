// Why a coupon does not apply here: said by the server only (the cart and checkout show its message), so none
// of it ships in the storefront's cart code.
import { formatRupees } from '@/lib/shared/money';

export const COUPON_RULE_MESSAGES = {
  notYet: 'This coupon is not valid yet',
  expired: 'This coupon has expired',
  usedUp: 'This coupon has been used up',
  alreadyUsed: 'You have already used this coupon',
  minimum: (rupees: number) => `This coupon needs an order of at least ${formatRupees(rupees)}`,
  /** A making-charges coupon on a cart of fixed-price pieces only. */
  noMakingCharges: (terms: string) =>
    `This coupon gives ${terms}, and nothing in your cart has making charges: it applies to gold and silver priced by weight`,
} as const;
