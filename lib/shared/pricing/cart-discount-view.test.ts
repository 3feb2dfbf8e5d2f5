// The discount row of the cart and the checkout: a percent off the order keeps the spec's label,
// other coupons are named, and a making-charges coupon says what came off the making charges and the GST.
import { cartTotals } from '@/lib/shared/money/totals';
import { cartDiscountView } from './cart-discount-view';
import type { CouponTerms } from '@/lib/shared/money/coupons';

const making20: CouponTerms = { code: 'MAKING20', percent: 20, amountOffPaise: null, appliesTo: 'making_charges' };
// ₹40,376 a piece: metal ₹35,000, making ₹4,200, GST ₹1,176.
const chain = { price: 40_376, quantity: 1, making: 4200, taxable: 39_200 };

describe('the discount row', () => {
  it('keeps "Discount (10%)" for a percent off the order', () => {
    const cart = {
      items: [{ price: 1000, quantity: 1 }],
      discount: 10,
      couponCode: 'SAVE10',
      coupon: { code: 'SAVE10', percent: 10, amountOffPaise: null, appliesTo: 'order' as const },
    };
    expect(cartDiscountView(cart, cartTotals(cart))).toEqual({ label: null, note: null, pending: false });
  });

  it('names an amount off', () => {
    const cart = {
      items: [{ price: 12_000, quantity: 1 }],
      discount: 0,
      couponCode: 'WELCOME500',
      coupon: { code: 'WELCOME500', percent: null, amountOffPaise: 50_000, appliesTo: 'order' as const },
    };
    expect(cartTotals(cart)).toMatchObject({ discountAmount: 500, total: 11_500 });
    expect(cartDiscountView(cart, cartTotals(cart))).toEqual({
      label: 'Discount (WELCOME500: ₹500 off)',
      note: null,
      pending: false,
    });
  });

  it('says what a making-charges coupon took off the making charges, and the GST with it', () => {
    const cart = { items: [chain], discount: 20, couponCode: 'MAKING20', coupon: making20 };
    const totals = cartTotals(cart);
    // ₹840 off the making charges; GST on ₹38,360 is ₹1,150.80: ₹39,510.80, so ₹39,511.
    expect(totals).toMatchObject({ makingOff: 840, discountAmount: 865, total: 39_511 });
    expect(cartDiscountView(cart, totals)).toEqual({
      label: 'Discount (MAKING20: 20% off making charges)',
      note: '−₹840 off making charges; GST is charged on the reduced value (−₹25)',
      pending: false,
    });
  });

  it('in a guest cart, which does not know the making charges, says the amount is worked out at checkout', () => {
    const cart = { items: [{ price: 40_376, quantity: 1 }], discount: 20, couponCode: 'MAKING20', coupon: making20 };
    expect(cartDiscountView(cart, cartTotals(cart), true)).toEqual({
      pending: true,
      label: 'Discount (MAKING20: 20% off making charges)',
      note: 'Taken off the making charges of pieces priced by weight: the amount is worked out at checkout',
    });
  });

  it('in a signed-in cart of fixed-price pieces only, promises nothing later: nothing comes off', () => {
    const cart = { items: [{ price: 2400, quantity: 1 }], discount: 20, couponCode: 'MAKING20', coupon: making20 };
    const totals = cartTotals(cart);
    expect(totals).toMatchObject({ discountAmount: 0, total: 2400 });
    expect(cartDiscountView(cart, totals)).toMatchObject({ pending: false, note: null });
  });
});
