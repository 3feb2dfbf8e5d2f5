import { cartTotals, cartTotalsPaise } from './cart-totals';

describe('cartTotals', () => {
  it('is zero for an empty cart', () => {
    expect(cartTotals({ items: [], discount: 20 })).toEqual({ subtotal: 0, discountAmount: 0, shipping: 0, total: 0 });
  });

  it('sums price x quantity and takes the discount percent of the subtotal', () => {
    const state = { items: [{ price: 1200, quantity: 2 }, { price: 850, quantity: 1 }], discount: 10 };
    expect(cartTotals(state)).toEqual({ subtotal: 3250, discountAmount: 325, shipping: 0, total: 2925 });
  });

  it('rounds the discount to the paisa and keeps total = subtotal - discount exactly', () => {
    // 3 x ₹333.33 = ₹999.99; 30% = ₹299.997, which is ₹300.00 to the paisa.
    const totals = cartTotals({ items: [{ price: 333.33, quantity: 3 }], discount: 30 });
    expect(totals).toEqual({ subtotal: 999.99, discountAmount: 300, shipping: 0, total: 699.99 });
    // Floating point would make 0.1 + 0.2 of a rupee 0.30000000000000004; paise arithmetic does not.
    expect(cartTotals({ items: [{ price: 0.1, quantity: 1 }, { price: 0.2, quantity: 1 }], discount: 0 }).total).toBe(0.3);
    expect(cartTotals({ items: [{ price: 1499.5, quantity: 3 }], discount: 20 })).toEqual({
      subtotal: 4498.5,
      discountAmount: 899.7,
      shipping: 0,
      total: 3598.8,
    });
  });

  it('treats an out-of-range or missing discount as none or all, never more', () => {
    const items = [{ price: 100, quantity: 1 }];
    expect(cartTotals({ items, discount: -5 }).total).toBe(100);
    expect(cartTotals({ items, discount: Number.NaN }).total).toBe(100);
    expect(cartTotals({ items, discount: 150 }).total).toBe(0);
  });

  it('has a paise form for the server', () => {
    expect(cartTotalsPaise([{ unitPricePaise: 99_999, quantity: 3 }], 20)).toEqual({ subtotalPaise: 299_997, discountPaise: 59_999, totalPaise: 239_998 });
  });
});
