import { SALES_AXIS, salesAxisTop } from './sales-axis';

describe('the sales axis of the dashboard chart', () => {
  it('tops a month without sales at ₹1,000 instead of a domain of [0, 0]', () => {
    expect(salesAxisTop(0)).toBe(1000);
    expect(salesAxisTop(Number.NaN)).toBe(1000);
    expect(SALES_AXIS.domainLimit(0, 0)).toEqual({ min: 0, max: 1000 });
  });

  it('rounds the best day up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(salesAxisTop(849)).toBe(1000);
    expect(salesAxisTop(1000)).toBe(1000);
    expect(salesAxisTop(1001)).toBe(2000);
    expect(salesAxisTop(2400)).toBe(2500);
    expect(salesAxisTop(41_999.5)).toBe(50_000);
    expect(salesAxisTop(1_20_000)).toBe(2_00_000);
  });

  it('labels ticks in whole rupees with Indian grouping', () => {
    expect(SALES_AXIS.valueFormatter(150000)).toBe('₹1,50,000');
    expect(SALES_AXIS.valueFormatter(0.3)).toBe('₹0');
  });
});
