import { cartLineTotals, orderTotals } from './order-totals';

describe('orderTotals', () => {
  it('sums price x quantity and takes the discount percent off the subtotal, shipping free', () => {
    const totals = orderTotals([{ unitPricePaise: 149900, quantity: 2 }, { unitPricePaise: 50050, quantity: 1 }], 10);
    expect(totals).toEqual({ subtotalPaise: 349850, discountPercent: 10, discountPaise: 34985, shippingPaise: 0, totalPaise: 314865 });
  });
  it('rounds the discount to the nearest paisa once', () => {
    expect(orderTotals([{ unitPricePaise: 333, quantity: 1 }], 10).discountPaise).toBe(33);
    expect(orderTotals([{ unitPricePaise: 335, quantity: 1 }], 10).discountPaise).toBe(34);
  });
  it('gives the same answer from rupee cart lines as from paise lines', () => {
    expect(cartLineTotals([{ price: 1499, quantity: 2 }, { price: 500.5, quantity: 1 }], 10)).toEqual(
      orderTotals([{ unitPricePaise: 149900, quantity: 2 }, { unitPricePaise: 50050, quantity: 1 }], 10),
    );
  });
  it('keeps the percent within 0-100', () => {
    expect(orderTotals([{ unitPricePaise: 1000, quantity: 1 }], 150).totalPaise).toBe(0);
    expect(orderTotals([{ unitPricePaise: 1000, quantity: 1 }], -5).totalPaise).toBe(1000);
  });
});
