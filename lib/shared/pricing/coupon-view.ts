// A coupon's terms at the API edge (rupees) and back (paise), for the cart answer, the public coupon check
// and the stores that compute the cart's totals from them.
import { paiseToRupees, rupeesToPaise } from '@/lib/shared/money';
import { couponLabel, describeCouponTerms, type CouponAppliesTo, type CouponTerms } from '@/lib/shared/money/coupons';

export type ApiCouponTerms = {
  code: string;
  /** Exactly one of percent and amount_off (rupees) is set. */
  percent: number | null;
  amount_off: number | null;
  applies_to: CouponAppliesTo;
  min_order_value: number;
  /** "MAKING20: 20% off making charges". */
  label: string;
};

export function toApiCouponTerms(coupon: CouponTerms & { minOrderPaise: number }): ApiCouponTerms {
  return {
    code: coupon.code,
    percent: coupon.percent,
    amount_off: coupon.amountOffPaise === null ? null : paiseToRupees(coupon.amountOffPaise),
    applies_to: coupon.appliesTo,
    min_order_value: paiseToRupees(coupon.minOrderPaise),
    label: couponLabel(coupon),
  };
}

export function fromApiCouponTerms(api: ApiCouponTerms): CouponTerms {
  return {
    code: api.code,
    percent: api.percent,
    amountOffPaise: api.amount_off === null ? null : rupeesToPaise(api.amount_off),
    appliesTo: api.applies_to,
    minOrderPaise: rupeesToPaise(api.min_order_value),
  };
}

/** The toast after applying: the spec's "{n}% discount added" for a percent off the order, the terms otherwise. */
export function couponAppliedText(terms: Pick<CouponTerms, 'percent' | 'amountOffPaise' | 'appliesTo'>): string | null {
  return terms.appliesTo === 'order' && terms.amountOffPaise === null
    ? null
    : `Coupon applied! ${describeCouponTerms(terms)}`;
}
