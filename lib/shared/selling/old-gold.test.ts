import { endOfShopDay, exchangeValuePaise } from './old-gold';

describe('old gold value', () => {
  it('10 g of 22K = 10 x rate x 0.98, to the paisa', () => {
    expect(exchangeValuePaise(10_000, 654_321, 2)).toBe(Math.round(10 * 654_321 * 0.98));
    expect(exchangeValuePaise(10_000, 600_000, 2)).toBe(5_880_000);
  });

  it('rounds half a paisa up, just under half down, just over half up', () => {
    // 3 mg at 500 paise/g, no deduction = 1.5 paise.
    expect(exchangeValuePaise(3, 500, 0)).toBe(2);
    // 2.4999.. and 2.5000..1 paise.
    expect(exchangeValuePaise(4_999, 500, 0)).toBe(2_500);
    expect(exchangeValuePaise(1, 2_499, 0)).toBe(2);
    expect(exchangeValuePaise(1, 2_500, 0)).toBe(3);
    expect(exchangeValuePaise(1, 2_501, 0)).toBe(3);
  });

  it('stays exact for a kilogram at a high rate', () => {
    expect(exchangeValuePaise(5_000_000, 9_999_999, 2.5)).toBe(Math.round(5_000 * 9_999_999 * 0.975));
  });

  it('holds a quote until the last second of the IST day, also just before and after midnight there', () => {
    expect(endOfShopDay(new Date('2026-03-10T18:29:59Z')).toISOString()).toBe('2026-03-10T18:29:59.999Z');
    expect(endOfShopDay(new Date('2026-03-10T18:30:00Z')).toISOString()).toBe('2026-03-11T18:29:59.999Z');
    expect(endOfShopDay(new Date('2026-03-10T00:00:00Z')).toISOString()).toBe('2026-03-10T18:29:59.999Z');
  });
});
