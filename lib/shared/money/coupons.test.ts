// What a coupon takes off: percent coupons exactly as before, an amount off never more than the
// order, and a making-charges coupon only off the making charges, with GST on the reduced value.
import { orderTotals } from '@/lib/shared/money/totals';
import { couponDiscount, couponLabel, type CouponTerms } from './coupons';
import { weightPriceBreakup } from './breakup';
import { discountLine } from '@/lib/shared/pricing/discount-line';

const terms = (t: Partial<CouponTerms>): CouponTerms => ({
  code: 'X',
  percent: null,
  amountOffPaise: null,
  appliesTo: 'order',
  ...t,
});
const gst = (paise: number) => Math.floor((paise * 300 * 2 + 10_000) / 20_000);
const toRupee = (paise: number) => Math.round(paise / 100) * 100;

// 5 g of 22K at ₹7,000/g (₹35,000), making 12 % (₹4,200), no stones: ₹40,376 with GST.
const necklace = weightPriceBreakup({
  rateKey: 'gold_22k',
  weightMg: 5000,
  ratePaisePerGram: 700_000,
  makingKind: 'percent',
  makingValue: 1200,
  stonePaise: 0,
});
const weightLine = (quantity = 1) =>
  discountLine({ unitPricePaise: necklace.totalPaise, quantity, priceBreakup: necklace });
const fixedLine = (pricePaise: number, quantity = 1) => ({ unitPricePaise: pricePaise, quantity });

describe('percent off the order', () => {
  it('is exactly what it was before, given as a percent or as terms', () => {
    const lines = [fixedLine(259_900, 2), fixedLine(12_345)];
    for (const percent of [10, 20, 33, 90]) {
      expect(orderTotals(lines, terms({ percent }))).toEqual(orderTotals(lines, percent));
    }
    expect(orderTotals(lines, 10).discountPaise).toBe(53_200);
  });
});

describe('an amount off', () => {
  it('takes the amount off the total, and never more than the order is worth', () => {
    expect(orderTotals([fixedLine(1_200_000)], terms({ amountOffPaise: 50_000 }))).toMatchObject({
      discountPaise: 50_000,
      totalPaise: 1_150_000,
    });
    expect(orderTotals([fixedLine(30_000)], terms({ amountOffPaise: 50_000 }))).toMatchObject({
      discountPaise: 30_000,
      totalPaise: 0,
    });
  });

  it('takes nothing below its minimum order', () => {
    expect(
      orderTotals([fixedLine(900_000)], terms({ amountOffPaise: 50_000, minOrderPaise: 1_000_000 })).discountPaise,
    ).toBe(0);
  });
});

describe('off the making charges', () => {
  it('takes the percent of the making charges only, and GST falls on the reduced value', () => {
    const found = couponDiscount([weightLine()], terms({ percent: 20, appliesTo: 'making_charges' }));
    const makingOff = toRupee(necklace.makingPaise! * 0.2);
    expect(found.makingOffPaise).toBe(makingOff);
    const reduced = necklace.metalValuePaise! + necklace.makingPaise! - makingOff;
    const totals = orderTotals([weightLine()], terms({ percent: 20, appliesTo: 'making_charges' }));
    expect(totals.totalPaise).toBe(toRupee(reduced + gst(reduced)));
    // The metal's value is untouched: the whole discount is the making cut and the GST on it, give or take the rupee.
    expect(Math.abs(totals.discountPaise - (makingOff + gst(makingOff)))).toBeLessThanOrEqual(100);
  });

  it('caps an amount at the making charges and leaves fixed-price pieces alone', () => {
    const lines = [weightLine(), fixedLine(500_000)];
    const found = couponDiscount(lines, terms({ amountOffPaise: 10_000_000, appliesTo: 'making_charges' }));
    expect(found.makingOffPaise).toBe(necklace.makingPaise);
    expect(found.lineDiscountsPaise[1]).toBe(0);
    expect(found.lineDiscountsPaise.reduce((a, b) => a + b, 0)).toBe(found.discountPaise);
  });

  it('takes nothing from a cart with no making charges', () => {
    const found = couponDiscount([fixedLine(500_000)], terms({ percent: 20, appliesTo: 'making_charges' }));
    expect(found).toEqual({ discountPaise: 0, makingOffPaise: 0, lineDiscountsPaise: [0] });
  });

  it('shares the cut over several pieces by their making charges', () => {
    const found = couponDiscount(
      [weightLine(2), fixedLine(100_000)],
      terms({ percent: 10, appliesTo: 'making_charges' }),
    );
    expect(found.makingOffPaise).toBe(toRupee(necklace.makingPaise! * 2 * 0.1));
    expect(found.lineDiscountsPaise).toEqual([found.discountPaise, 0]);
  });
});

describe('names', () => {
  it('says what the coupon takes off', () => {
    expect(couponLabel(terms({ code: 'MAKING20', percent: 20, appliesTo: 'making_charges' }))).toBe(
      'MAKING20: 20% off making charges',
    );
    expect(couponLabel(terms({ code: 'WELCOME500', amountOffPaise: 50_000 }))).toBe('WELCOME500: ₹500 off');
    expect(couponLabel(terms({ code: 'SAVE10', percent: 10 }))).toBe('SAVE10: 10% off');
  });
});
