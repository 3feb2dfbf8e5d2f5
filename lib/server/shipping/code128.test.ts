import { CODE128_PATTERNS, code128Values, code128Widths, START_B, START_C, STOP } from './code128';

/** Reads widths back into symbol values the way a scanner does: 6 widths a symbol, 7 for the stop. */
function decode(widths: number[]): number[] {
  const values: number[] = [];
  let at = 0;
  while (at < widths.length) {
    const size = widths.length - at === 7 ? 7 : 6;
    const pattern = widths.slice(at, at + size).join('');
    const value = CODE128_PATTERNS.indexOf(pattern);
    if (value < 0) throw new Error(`no symbol ${pattern}`);
    values.push(value);
    at += size;
  }
  return values;
}

describe('Code 128', () => {
  it('has 107 distinct symbols of 11 modules, and a stop of 13', () => {
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    const sizes = CODE128_PATTERNS.map((p) => [...p].reduce((sum, w) => sum + Number(w), 0));
    expect(sizes.slice(0, 106).every((size) => size === 11)).toBe(true);
    expect(sizes[106]).toBe(13);
  });

  it('encodes the textbook example PJJ123C in code set B with checksum 55', () => {
    // 104 + 48x1 + 42x2 + 42x3 + 17x4 + 18x5 + 19x6 + 35x7 = 879; 879 mod 103 = 55
    expect(code128Values('PJJ123C')).toEqual([START_B, 48, 42, 42, 17, 18, 19, 35, 55, STOP]);
  });

  it('packs an even run of digits two to a symbol in code set C', () => {
    // 105 + 14x1 + 90x2 + 12x3 = 335; 335 mod 103 = 26
    expect(code128Values('149012')).toEqual([START_C, 14, 90, 12, 26, STOP]);
    // An odd count of digits is not all pairs: code set B.
    expect(code128Values('14901')[0]).toBe(START_B);
  });

  it('gives widths a scanner reads back to the same symbols, 11 modules each and 13 for the stop', () => {
    const awb = '14900012345678';
    const widths = code128Widths(awb);
    expect(decode(widths)).toEqual(code128Values(awb));
    expect(widths.reduce((a, b) => a + b, 0)).toBe(11 * 9 + 13);
  });

  it('refuses what it cannot hold', () => {
    expect(() => code128Values('')).toThrow();
    expect(() => code128Values('₹100')).toThrow();
  });
});
