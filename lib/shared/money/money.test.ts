import {
  BASIS_POINTS,
  MINUS_SIGN,
  PAISE_PER_RUPEE,
  percentOffPaise,
  roundToRupee,
  discountPercent,
  formatDiscount,
  formatIndianFixed,
  formatRupees,
  paiseToRupees,
  rupeesToPaise,
  bpToPercent,
  divRound,
  hasWholePaise,
  payablePaise,
  percentFraction,
  percentToBp,
  roundToPaisa,
} from '.';

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(499)).toBe('₹499');
    expect(formatRupees(7500000)).toBe('₹75,00,000');
  });
  it('shows paise only when there are any', () => {
    expect(formatRupees(1499.5)).toBe('₹1,499.50');
    expect(formatRupees('2500')).toBe('₹2,500');
  });
  it('prints what Intl.NumberFormat en-IN prints for rupees, whole and with paise', () => {
    const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const withPaise = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const amounts = [
      0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 12345678, 123456789012, 0.5, 0.01,
      0.005, 1.005, 2.675, 2523.3, 99999.995, 1499.5, 1e-7, 0.0000049,
    ];
    // And a spread of prices with paise, the kind a GST split produces.
    for (let i = 1; i <= 500; i++) amounts.push(Math.round(i * 7919.37) / 100, i * 1234.567);
    for (const amount of amounts) {
      const expected = Number.isInteger(amount) ? whole.format(amount) : withPaise.format(amount);
      expect(formatRupees(amount)).toBe(expected);
    }
  });
  it('never prints NaN', () => {
    expect(formatRupees('abc')).toBe('₹0');
  });
  it('writes a negative amount with the one minus sign the shop uses, not a hyphen', () => {
    expect(MINUS_SIGN).toBe('\u2212');
    expect(formatRupees(-450)).toBe('\u2212₹450');
    expect(formatRupees(-1499.5)).toBe('\u2212₹1,499.50');
    expect(formatRupees(-450)).not.toContain('-');
  });
});

describe('formatIndianFixed', () => {
  it('prints what Intl.NumberFormat en-IN prints with three decimals (a weight in grams)', () => {
    const grams = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
    const weights = [0, 0.001, 0.0005, 1.0005, 4.25, 8.5, 12.345, 999.9995, 1234.5, 100000.25, 1e-7];
    for (let i = 1; i <= 300; i++) weights.push(i * 0.137, Math.round(i * 4567.891) / 1000);
    for (const weight of weights) expect(formatIndianFixed(weight, 3)).toBe(grams.format(weight));
  });
  it('prints whole numbers without a point when asked for no decimals', () => {
    expect(formatIndianFixed(1234567.4, 0)).toBe('12,34,567');
  });
});

describe('formatDiscount', () => {
  it('is the amount taken off, with the same minus sign as a negative amount', () => {
    expect(formatDiscount(450)).toBe('\u2212₹450');
    expect(formatDiscount(12500)).toBe('\u2212₹12,500');
    expect(formatDiscount(450)).toBe(formatRupees(-450));
  });
  it('is plain zero when nothing is taken off', () => {
    expect(formatDiscount(0)).toBe('₹0');
  });
});

describe('paise and rupees', () => {
  it('convert without floating-point drift', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(paiseToRupees(1999)).toBe(19.99);
  });
});

describe('discountPercent', () => {
  it('rounds down and is zero without a higher original price', () => {
    expect(discountPercent(70000, 100000)).toBe(30);
    expect(discountPercent(66667, 100000)).toBe(33);
    expect(discountPercent(100000, null)).toBe(0);
    expect(discountPercent(100000, 90000)).toBe(0);
  });
});

describe('rupees and percents in paise', () => {
  it('rounds to the nearest rupee, half a rupee up', () => {
    expect(roundToRupee(149)).toBe(100);
    expect(roundToRupee(150)).toBe(200);
    expect(roundToRupee(151)).toBe(200);
    expect(PAISE_PER_RUPEE).toBe(100);
    expect(BASIS_POINTS).toBe(10_000);
  });

  it('takes a percent to the nearest rupee, all of it from 100 % on, never more than the amount', () => {
    // 10 % of ₹14.90 is ₹1.49 -> ₹1; of ₹15.00 it is ₹1.50 -> ₹2; of ₹15.10, ₹1.51 -> ₹2.
    expect(percentOffPaise(1490, 10)).toBe(100);
    expect(percentOffPaise(1500, 10)).toBe(200);
    expect(percentOffPaise(1510, 10)).toBe(200);
    // 99 % of ₹0.30 rounds to ₹0; 100 % is all of it, and so is anything above.
    expect(percentOffPaise(30, 99)).toBe(0);
    expect(percentOffPaise(30, 100)).toBe(30);
    expect(percentOffPaise(30, 101)).toBe(30);
    // 90 % of ₹1.40 rounds up to ₹1, within the amount; 0 % takes nothing.
    expect(percentOffPaise(140, 90)).toBe(100);
    expect(percentOffPaise(50_000, 0)).toBe(0);
  });
});

describe('one rounding and one vocabulary for paise, percents and basis points', () => {
  it('divides half up: a ratio just under, at and just over a half', () => {
    expect(divRound(149, 100)).toBe(1);
    expect(divRound(150, 100)).toBe(2);
    expect(divRound(151, 100)).toBe(2);
    expect(divRound(0, 7)).toBe(0);
  });

  it('takes rupees to the nearest paisa, from just under half a paisa to just over', () => {
    expect(roundToPaisa(1.0049)).toBe(1);
    expect(roundToPaisa(1.0051)).toBe(1.01);
    expect(roundToPaisa(0.1 + 0.2)).toBe(0.3);
  });

  it('knows a whole number of paise: two decimals pass, a third does not, float noise is forgiven', () => {
    expect(hasWholePaise(12.34)).toBe(true);
    expect(hasWholePaise(12.345)).toBe(false);
    expect(hasWholePaise(0.1 + 0.2)).toBe(true);
    expect(hasWholePaise(Number.NaN)).toBe(false);
    expect(hasWholePaise(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('turns percents into basis points and back, and into a fraction', () => {
    expect(percentToBp(12.5)).toBe(1250);
    expect(percentToBp(13.2)).toBe(1320);
    expect(percentToBp(0.005)).toBe(1);
    expect(percentToBp(0.004)).toBe(0);
    expect(bpToPercent(1250)).toBe(12.5);
    expect(percentFraction(3)).toBe(0.03);
  });
});

describe('payablePaise', () => {
  it('is the total less the old gold credited, to the paisa', () => {
    expect(payablePaise({ totalPaise: 5_174_700, exchangeCreditPaise: 1_470_050, storedValuePaise: 0 })).toBe(
      3_704_650,
    );
    expect(payablePaise({ totalPaise: 5_174_700, exchangeCreditPaise: 0, storedValuePaise: 0 })).toBe(5_174_700);
    // In floating rupees 0.3 - 0.1 is 0.19999999999999998: in paise it is exactly 20.
    expect(payablePaise({ totalPaise: 30, exchangeCreditPaise: 10, storedValuePaise: 0 })).toBe(20);
  });

  it('takes the stored value spent off after the old gold, to the paisa', () => {
    expect(payablePaise({ totalPaise: 5_174_700, exchangeCreditPaise: 1_470_050, storedValuePaise: 200_000 })).toBe(
      3_504_650,
    );
    expect(payablePaise({ totalPaise: 5_174_700, exchangeCreditPaise: 0, storedValuePaise: 5_174_700 })).toBe(0);
  });
});
