import { DEFAULT_EMI_PLANS, emiFrom, emiMonthly, emiOptions } from './emi-plans';

describe('EMI by the reducing-balance formula', () => {
  it('a ₹50,000 piece: 3 and 6 months no-cost, 12 months at 15 % (worked out to 50 digits: 4512.9156... -> 4512.92)', () => {
    const options = emiOptions(50_000, DEFAULT_EMI_PLANS);
    expect(options.map((o) => [o.months, o.monthly, o.noCost])).toEqual([
      [3, 16_666.67, true],
      [6, 8_333.34, true],
      [12, 4_512.92, false],
    ]);
    expect(options[2].total).toBe(54_155.04);
    expect(options[2].interest).toBe(4_155.04);
    expect(options[0].interest).toBe(0.01);
    // The headline is the no-cost plan's, never the 15 % plan's lower instalment beside a "No-cost EMI" badge.
    expect(emiFrom(50_000, DEFAULT_EMI_PLANS)).toMatchObject({ months: 6, monthly: 8_333.34, noCost: true });
    const paidOnly = DEFAULT_EMI_PLANS.filter((plan) => plan.annual_interest_percent > 0);
    expect(emiFrom(50_000, paidOnly)).toMatchObject({ months: 12, monthly: 4_512.92, noCost: false });
  });

  it('₹25,000 at 15 % for 12 months: 2256.4578... -> 2256.46', () => {
    expect(emiMonthly(25_000, 12, 15)).toBe(2_256.46);
  });

  it('P / n at 0 %, to the paisa rounded up, exact when it divides', () => {
    expect(emiMonthly(30_000, 3, 0)).toBe(10_000);
    expect(emiMonthly(10_000, 3, 0)).toBe(3_333.34);
  });

  it('offers a plan from its min_order_value: a paisa under, at, and over', () => {
    expect(emiOptions(9_999.99, DEFAULT_EMI_PLANS)).toEqual([]);
    expect(emiFrom(9_999.99, DEFAULT_EMI_PLANS)).toBeNull();
    expect(emiOptions(10_000, DEFAULT_EMI_PLANS).map((o) => o.months)).toEqual([3, 6]);
    expect(emiOptions(10_000.01, DEFAULT_EMI_PLANS).map((o) => o.months)).toEqual([3, 6]);
    expect(emiOptions(24_999.99, DEFAULT_EMI_PLANS).map((o) => o.months)).toEqual([3, 6]);
    expect(emiOptions(25_000, DEFAULT_EMI_PLANS).map((o) => o.months)).toEqual([3, 6, 12]);
    expect(emiOptions(25_000.01, DEFAULT_EMI_PLANS).map((o) => o.months)).toEqual([3, 6, 12]);
  });

  it('says no-cost only of plans without interest', () => {
    const plans = [{ months: 6, annual_interest_percent: 0.5, min_order_value: 0 }];
    expect(emiOptions(12_000, plans)[0].noCost).toBe(false);
    expect(emiOptions(0, plans)).toEqual([]);
  });
});

it('loads without zod: the product page’s EMI line brings it to every piece’s script', () => {
  jest.isolateModules(() => {
    jest.doMock('zod', () => {
      throw new Error('zod was loaded');
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded inside the isolated registry
    expect(require('./emi-plans').emiFrom(50_000, DEFAULT_EMI_PLANS)).toMatchObject({ months: 6, noCost: true });
  });
});
