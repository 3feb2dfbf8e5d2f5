// What a coupon takes off, in integer paise, for the cart, the checkout and the server alike.
// A coupon takes either a percent or a fixed amount, off either the whole order or only the making charges.
// - Off the order: the discount comes off the price as shown (GST included); the invoice then finds the
//   taxable value of what is left, so GST falls with it. A percent coupon is exactly what it always was.
// - Off the making charges: only lines priced by weight have them. The percent (or the amount, capped at
//   the making charges) comes off their making charges before GST; each such line's GST is then worked out
//   on its reduced value. Metal value, stones and fixed-price pieces are never discounted.
// Either way the total stays whole rupees (lib/shared/money/totals.ts) and never goes below zero.
import { shareOut } from '@/lib/shared/gst/invoice-tax';
import { formatRupees } from './format';
import { paiseToRupees, percentOffPaise, roundToRupee } from './units';
import { gstOnValue as gstOn } from './gst';

export const COUPON_APPLIES_TO = ['order', 'making_charges'] as const;
export type CouponAppliesTo = (typeof COUPON_APPLIES_TO)[number];

/** A coupon's terms: exactly one of percent and amountOffPaise is set. */
export type CouponTerms = {
  code: string;
  percent: number | null;
  amountOffPaise: number | null;
  appliesTo: CouponAppliesTo;
  /** Below this subtotal the coupon takes nothing (the server refuses it there; a guest's cart shows it so). */
  minOrderPaise?: number;
};

export type DiscountLine = {
  unitPricePaise: number;
  quantity: number;
  /** One piece's making charges and its value before GST, when it is priced by weight; absent otherwise. */
  makingPaise?: number | null;
  taxablePaise?: number | null;
};

export type CouponDiscount = {
  /** What comes off the order's total (GST included), whole rupees. */
  discountPaise: number;
  /** A making-charges coupon: what came off the making charges before GST; null for an order coupon. */
  makingOffPaise: number | null;
  /** Each line's share of discountPaise (they add up to it), for the invoice and for returns. */
  lineDiscountsPaise: number[];
};

/** The making charges of a cart or order: what a making-charges coupon can take from. */
export function makingChargesOf(lines: readonly DiscountLine[]): number {
  return lines.reduce((sum, l) => sum + (l.makingPaise ?? 0) * l.quantity, 0);
}

function orderDiscount(lines: readonly DiscountLine[], terms: CouponTerms): CouponDiscount {
  const gross = lines.map((l) => l.unitPricePaise * l.quantity);
  const subtotal = gross.reduce((a, b) => a + b, 0);
  const percent = terms.percent ?? 0;
  const wanted = terms.amountOffPaise !== null ? terms.amountOffPaise : percentOffPaise(subtotal, percent);
  const discountPaise = Math.max(0, Math.min(subtotal, wanted));
  return { discountPaise, makingOffPaise: null, lineDiscountsPaise: shareOut(discountPaise, gross) };
}

function makingDiscount(lines: readonly DiscountLine[], terms: CouponTerms): CouponDiscount {
  const making = lines.map((l) => (l.makingPaise ?? 0) * l.quantity);
  const totalMaking = making.reduce((a, b) => a + b, 0);
  const wanted =
    terms.amountOffPaise !== null ? terms.amountOffPaise : roundToRupee((totalMaking * (terms.percent ?? 0)) / 100);
  const makingOffPaise = Math.max(0, Math.min(totalMaking, wanted));
  const makingShares = shareOut(makingOffPaise, making);
  // A discounted line costs its reduced value plus GST on that value; what it cost before (its price,
  // rounded to the rupee) less that is its discount, GST included.
  const lineCuts = lines.map((line, i) => {
    const cut = makingShares[i]!;
    if (cut === 0) return 0;
    const reduced = (line.taxablePaise ?? 0) * line.quantity - cut;
    return Math.max(0, line.unitPricePaise * line.quantity - (reduced + gstOn(reduced)));
  });
  const subtotal = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  const raw = lineCuts.reduce((a, b) => a + b, 0);
  const discountPaise = raw === 0 ? 0 : Math.max(0, Math.min(subtotal, subtotal - roundToRupee(subtotal - raw)));
  return { discountPaise, makingOffPaise, lineDiscountsPaise: shareOut(discountPaise, lineCuts) };
}

export function couponDiscount(lines: readonly DiscountLine[], terms: CouponTerms): CouponDiscount {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  if (terms.minOrderPaise !== undefined && subtotal < terms.minOrderPaise)
    return {
      discountPaise: 0,
      makingOffPaise: terms.appliesTo === 'making_charges' ? 0 : null,
      lineDiscountsPaise: lines.map(() => 0),
    };
  return terms.appliesTo === 'making_charges' ? makingDiscount(lines, terms) : orderDiscount(lines, terms);
}

/** "20% off", "₹500 off", "20% off making charges", "₹500 off making charges". */
export function describeCouponTerms(terms: Pick<CouponTerms, 'percent' | 'amountOffPaise' | 'appliesTo'>): string {
  const what =
    terms.amountOffPaise !== null
      ? `${formatRupees(paiseToRupees(terms.amountOffPaise))} off`
      : `${terms.percent ?? 0}% off`;
  return terms.appliesTo === 'making_charges' ? `${what} making charges` : what;
}

/** "MAKING20: 20% off making charges", the line a cart, an order, a mail and an invoice show. */
export function couponLabel(terms: CouponTerms): string {
  return `${terms.code}: ${describeCouponTerms(terms)}`;
}
