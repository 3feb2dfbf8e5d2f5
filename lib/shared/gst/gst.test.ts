import { numberInWords, rupeesInWords } from './amount-in-words';
import { gstinCheckCharacter, gstinProblem, withGstinCheck } from './gstin';
import { creditFigures, documentNumber, financialYear, invoiceTaxLines, invoiceTotals, shareOut } from './invoice-tax';
import { gstInside, gstOnValue, splitGst } from '@/lib/shared/money/gst';
import { orderTotals } from '@/lib/shared/money/totals';

describe('amounts in words, Indian numbering', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [40, 'Forty'],
    [56, 'Fifty-Six'],
    [100, 'One Hundred'],
    [101, 'One Hundred and One'],
    [1000, 'One Thousand'],
    [1005, 'One Thousand and Five'],
    [12_499, 'Twelve Thousand Four Hundred and Ninety-Nine'],
    [100_000, 'One Lakh'],
    [123_456, 'One Lakh Twenty-Three Thousand Four Hundred and Fifty-Six'],
    [9_900_000, 'Ninety-Nine Lakh'],
    [10_000_000, 'One Crore'],
    [10_000_001, 'One Crore and One'],
    [1_234_567_890, 'One Hundred and Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred and Ninety'],
  ])('%i is %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it('writes rupees and paise the way an invoice does', () => {
    expect(rupeesInWords(12_345_600)).toBe('Rupees One Lakh Twenty-Three Thousand Four Hundred and Fifty-Six only');
    expect(rupeesInWords(45_650)).toBe('Rupees Four Hundred and Fifty-Six and Fifty Paise only');
    expect(rupeesInWords(5)).toBe('Rupees Zero and Five Paise only');
  });
});

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character matches, and says what is wrong with one that does not', () => {
    // 27AAPFU0939F1ZV is the GSTN's own published example.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('check');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('shape');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('shape');
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe('state');
    const made = withGstinCheck('08ABCDE1234F1Z');
    expect(gstinProblem(made)).toBeNull();
  });
});

describe('invoice lines', () => {
  it('shares a discount out in proportion, in whole paise that add up', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
    expect(shareOut(999, [1000, 0, 3000]).reduce((a, b) => a + b, 0)).toBe(999);
  });

  it('splits tax into CGST and SGST within the state and IGST across states', () => {
    const lines = [{ description: 'Jhumka', hsn: '7113', quantity: 2, unitPricePaise: 1_030_000, huids: [] }];
    const [within] = invoiceTaxLines(lines, 0, true);
    expect(within).toMatchObject({
      grossPaise: 2_060_000,
      taxablePaise: 2_000_000,
      cgstPaise: 30_000,
      sgstPaise: 30_000,
      igstPaise: 0,
      totalPaise: 2_060_000,
    });
    const [across] = invoiceTaxLines(lines, 0, false);
    expect(across).toMatchObject({ taxablePaise: 2_000_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 60_000 });
  });

  it('adds up exactly to the order total for 1,000 random orders with coupons, within and across states', () => {
    let seed = 20_261_125;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let n = 0; n < 1000; n += 1) {
      const count = 1 + Math.floor(random() * 6);
      const lines = Array.from({ length: count }, (_, i) => ({
        description: `Piece ${i}`,
        hsn: random() < 0.8 ? '7113' : '7117',
        quantity: 1 + Math.floor(random() * 10),
        unitPricePaise:
          (499 + Math.floor(random() * 150_000)) * 100 + (random() < 0.2 ? Math.floor(random() * 100) : 0),
        huids: [],
      }));
      const percent = random() < 0.5 ? 0 : 1 + Math.floor(random() * 90);
      const order = orderTotals(lines, percent);
      const intra = random() < 0.5;
      const taxed = invoiceTaxLines(lines, order.discountPaise, intra);
      const totals = invoiceTotals(taxed);
      expect(totals.totalPaise).toBe(order.totalPaise);
      expect(totals.discountPaise).toBe(order.discountPaise);
      expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise + totals.roundOffPaise!).toBe(
        order.totalPaise,
      );
      for (const line of taxed) {
        const tax = line.cgstPaise + line.sgstPaise + line.igstPaise;
        expect(line.taxablePaise + tax + line.roundOffPaise!).toBe(line.totalPaise);
        // Each tax is its rate on the taxable value, rounded once; the round-off is what is left, a paisa or two.
        expect(Math.abs(line.roundOffPaise!)).toBeLessThanOrEqual(2);
        if (intra) {
          expect(line.cgstPaise).toBe(line.sgstPaise);
          expect(line.cgstPaise).toBe(Math.round(line.taxablePaise * 0.015));
        } else {
          expect(line.cgstPaise + line.sgstPaise).toBe(0);
          expect(line.igstPaise).toBe(Math.round(line.taxablePaise * 0.03));
        }
      }
    }
  });
});

describe('the tax split of one amount (paise)', () => {
  // 10,300 paise has a taxable value of exactly 10,000: CGST = SGST = 150, no round-off.
  it('is exact when the amount is 103 % of a whole taxable value', () => {
    expect(splitGst(10_300, true)).toEqual({
      taxablePaise: 10_000,
      cgstPaise: 150,
      sgstPaise: 150,
      igstPaise: 0,
      roundOffPaise: 0,
    });
    expect(splitGst(10_300, false)).toMatchObject({ taxablePaise: 10_000, igstPaise: 300, roundOffPaise: 0 });
  });

  // The half rate is 1.5 %: a taxable value of 100 paise gives exactly 1.5 paise, the rounding boundary, which
  // rounds up to 2; 99 paise (1.485) rounds down to 1, and 101 paise (1.515) up to 2. Both halves move together.
  it.each([
    [102, 99, 1, 1],
    [103, 100, 2, 2],
    [104, 101, 2, 2],
  ])('an amount of %i paise has a taxable value of %i and CGST %i = SGST %i', (amount, taxable, cgst, sgst) => {
    const split = splitGst(amount, true);
    expect(split).toMatchObject({ taxablePaise: taxable, cgstPaise: cgst, sgstPaise: sgst });
    expect(split.taxablePaise + split.cgstPaise + split.sgstPaise + split.roundOffPaise).toBe(amount);
  });

  // The odd paisa: 14,995.00 incl. GST -> taxable 1,455,825 paise (14,558.25), 1.5 % = 21,837.375 -> 21,837 each;
  // the one paisa the halves leave is the round-off line, not a 1-paisa gap between CGST and SGST.
  it('keeps an odd paisa out of the taxes, on the round-off', () => {
    const split = splitGst(1_499_500, true);
    expect(split.taxablePaise).toBe(1_455_825);
    expect(split.cgstPaise).toBe(21_837);
    expect(split.sgstPaise).toBe(21_837);
    expect(split.roundOffPaise).toBe(1);
  });

  it('rounds the taxable value half up at its own boundary: 0.5 up, below it down', () => {
    // x * 10000 / 10300 = n + 0.5 exactly when x = 1.03 * (n + 0.5): 51.5 paise is not whole, so look at the
    // nearest: 206 paise -> 200.0 exactly; 52 -> 50.485 -> 50; 53 -> 51.456 -> 51.
    expect(gstInside(206)).toEqual({ taxablePaise: 200, gstPaise: 6 });
    expect(gstInside(52).taxablePaise).toBe(50);
    expect(gstInside(53).taxablePaise).toBe(51);
    // GST on a value: 50 paise -> 1.5 -> 2 (the boundary), 49 -> 1.47 -> 1, 51 -> 1.53 -> 2.
    expect([gstOnValue(49), gstOnValue(50), gstOnValue(51)]).toEqual([1, 2, 2]);
  });

  it('splits a negative amount as the opposite of its positive one', () => {
    expect(splitGst(-1_499_500, true)).toEqual({
      taxablePaise: -1_455_825,
      cgstPaise: -21_837,
      sgstPaise: -21_837,
      igstPaise: 0,
      roundOffPaise: -1,
    });
  });
});

describe('credit note figures', () => {
  const [line] = invoiceTaxLines(
    [{ description: 'Ring', hsn: '7113', quantity: 1, unitPricePaise: 1_499_500, huids: [] }],
    0,
    true,
  );

  it('credit the whole line back to zero in every column, in one note or in parts', () => {
    const whole = creditFigures(line!, [], 1_499_500, true);
    expect(whole).toMatchObject({ taxablePaise: line!.taxablePaise, cgstPaise: line!.cgstPaise, roundOffPaise: 1 });
    const first = creditFigures(line!, [], 333_333, true);
    const second = creditFigures(line!, [first], 1_499_500 - 333_333, true);
    for (const key of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise', 'roundOffPaise', 'totalPaise'] as const)
      expect(first[key] + second[key]).toBe(line![key]);
    expect(first.cgstPaise).toBe(first.sgstPaise);
    expect(second.cgstPaise).toBe(second.sgstPaise);
  });
});

describe('document numbers', () => {
  it('restart with the financial year on 1 April, India time', () => {
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('27-28');
    expect(financialYear(new Date('2026-11-25T00:00:00Z'))).toBe('26-27');
  });

  it('are at most 16 characters for the longest prefix and the highest number', () => {
    expect(documentNumber('invoice', 'AJ', '26-27', 123)).toBe('AJ/26-27/000123');
    expect(documentNumber('invoice', 'ABC', '26-27', 999_999)).toHaveLength(16);
    expect(documentNumber('credit_note', 'ABC', '26-27', 99_999)).toHaveLength(16);
  });
});
