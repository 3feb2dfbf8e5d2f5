import { cartTotals, orderTotals } from './totals';

describe('orderTotals', () => {
  it('sums price x quantity and takes the discount percent off the subtotal, shipping free', () => {
    const totals = orderTotals(
      [
        { unitPricePaise: 149900, quantity: 2 },
        { unitPricePaise: 50000, quantity: 1 },
      ],
      10,
    );
    expect(totals).toEqual({
      subtotalPaise: 349800,
      discountPercent: 10,
      discountPaise: 35000,
      shippingPaise: 0,
      totalPaise: 314800,
    });
  });
  it('rounds the discount to the nearest whole rupee, so whole-rupee prices give a whole-rupee total', () => {
    // 10% of ₹3,498 is ₹349.80: ₹350 off.
    expect(orderTotals([{ unitPricePaise: 349800, quantity: 1 }], 10).discountPaise).toBe(35000);
    // 10% of ₹3,494 is ₹349.40: ₹349 off.
    expect(orderTotals([{ unitPricePaise: 349400, quantity: 1 }], 10).discountPaise).toBe(34900);
    // 20% of 3 x ₹999.99 = ₹599.994: ₹600 off.
    expect(orderTotals([{ unitPricePaise: 99_999, quantity: 3 }], 20)).toEqual({
      subtotalPaise: 299_997,
      discountPercent: 20,
      discountPaise: 60_000,
      shippingPaise: 0,
      totalPaise: 239_997,
    });
    for (const percent of [5, 10, 15, 20, 30, 33]) {
      for (const rupees of [499, 1799, 24_779, 49_999]) {
        const totals = orderTotals([{ unitPricePaise: rupees * 100, quantity: 3 }], percent);
        expect(totals.discountPaise % 100).toBe(0);
        expect(totals.totalPaise % 100).toBe(0);
      }
    }
  });
  it('takes off all of a subtotal at 100%, and never more than the subtotal', () => {
    expect(orderTotals([{ unitPricePaise: 30, quantity: 1 }], 100)).toMatchObject({ discountPaise: 30, totalPaise: 0 });
    expect(orderTotals([{ unitPricePaise: 60, quantity: 1 }], 99)).toMatchObject({ discountPaise: 60, totalPaise: 0 });
  });
  it('keeps the percent within 0-100', () => {
    expect(orderTotals([{ unitPricePaise: 1000, quantity: 1 }], 150).totalPaise).toBe(0);
    expect(orderTotals([{ unitPricePaise: 1000, quantity: 1 }], -5).totalPaise).toBe(1000);
  });
});

describe('cartTotals', () => {
  it('is zero for an empty cart', () => {
    expect(cartTotals({ items: [], discount: 20 })).toEqual({ subtotal: 0, discountAmount: 0, shipping: 0, total: 0 });
  });

  it('sums price x quantity and takes the discount percent of the subtotal', () => {
    const state = {
      items: [
        { price: 1200, quantity: 2 },
        { price: 850, quantity: 1 },
      ],
      discount: 10,
    };
    expect(cartTotals(state)).toEqual({ subtotal: 3250, discountAmount: 325, shipping: 0, total: 2925 });
  });

  it('rounds the discount to the rupee and keeps total = subtotal - discount exactly', () => {
    // 3 x ₹333.33 = ₹999.99; 30% = ₹299.997, which is ₹300 to the rupee.
    const totals = cartTotals({ items: [{ price: 333.33, quantity: 3 }], discount: 30 });
    expect(totals).toEqual({ subtotal: 999.99, discountAmount: 300, shipping: 0, total: 699.99 });
    // 15% of 2 x ₹24,779 = ₹7,433.70 is ₹7,434 off: ₹42,124, not ₹42,124.30.
    expect(cartTotals({ items: [{ price: 24_779, quantity: 2 }], discount: 15 })).toEqual({
      subtotal: 49_558,
      discountAmount: 7_434,
      shipping: 0,
      total: 42_124,
    });
    // Floating point would make 0.1 + 0.2 of a rupee 0.30000000000000004; paise arithmetic does not.
    expect(
      cartTotals({
        items: [
          { price: 0.1, quantity: 1 },
          { price: 0.2, quantity: 1 },
        ],
        discount: 0,
      }).total,
    ).toBe(0.3);
    expect(cartTotals({ items: [{ price: 1499.5, quantity: 3 }], discount: 20 })).toEqual({
      subtotal: 4498.5,
      discountAmount: 900,
      shipping: 0,
      total: 3598.5,
    });
  });

  it('treats an out-of-range or missing discount as none or all, never more', () => {
    const items = [{ price: 100, quantity: 1 }];
    expect(cartTotals({ items, discount: -5 }).total).toBe(100);
    expect(cartTotals({ items, discount: Number.NaN }).total).toBe(100);
    expect(cartTotals({ items, discount: 150 }).total).toBe(0);
  });

  it('gives the same answer from rupee cart lines as the server from paise lines', () => {
    const fromCart = cartTotals({
      items: [
        { price: 1499, quantity: 2 },
        { price: 500.5, quantity: 1 },
      ],
      discount: 10,
    });
    const fromServer = orderTotals(
      [
        { unitPricePaise: 149900, quantity: 2 },
        { unitPricePaise: 50050, quantity: 1 },
      ],
      10,
    );
    expect(fromCart).toEqual({ subtotal: 3498.5, discountAmount: 350, shipping: 0, total: 3148.5 });
    expect(fromCart).toEqual({
      subtotal: fromServer.subtotalPaise / 100,
      discountAmount: fromServer.discountPaise / 100,
      shipping: 0,
      total: fromServer.totalPaise / 100,
    });
  });
});
