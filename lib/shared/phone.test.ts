import { normalizeIndianMobile } from './phone';

describe('normalizeIndianMobile', () => {
  it('takes ten digits starting 6 to 9, each first digit at the edge', () => {
    expect(normalizeIndianMobile('6000000000')).toBe('+916000000000');
    expect(normalizeIndianMobile('7123456789')).toBe('+917123456789');
    expect(normalizeIndianMobile('8123456789')).toBe('+918123456789');
    expect(normalizeIndianMobile('9999999999')).toBe('+919999999999');
  });

  it('refuses a first digit below 6 (5xxxxxxxxx) and a leading 0 without nine more digits after 6-9', () => {
    expect(normalizeIndianMobile('5999999999')).toBeNull();
    expect(normalizeIndianMobile('0123456789')).toBeNull();
    expect(normalizeIndianMobile('+915876543210')).toBeNull();
  });

  it('accepts the +91, 91 and 0 prefixes', () => {
    expect(normalizeIndianMobile('+919876543210')).toBe('+919876543210');
    expect(normalizeIndianMobile('919876543210')).toBe('+919876543210');
    expect(normalizeIndianMobile('09876543210')).toBe('+919876543210');
  });

  it('reads a ten-digit number that itself starts with 91 as the number, not as a prefix', () => {
    expect(normalizeIndianMobile('9198765432')).toBe('+919198765432');
  });

  it('allows spaces and dashes', () => {
    expect(normalizeIndianMobile(' +91 98765 43210 ')).toBe('+919876543210');
    expect(normalizeIndianMobile('098765-43210')).toBe('+919876543210');
    expect(normalizeIndianMobile('+91-98765-43210')).toBe('+919876543210');
  });

  it('refuses nine and eleven digits, and a wrong prefix', () => {
    expect(normalizeIndianMobile('987654321')).toBeNull();
    expect(normalizeIndianMobile('98765432101')).toBeNull();
    expect(normalizeIndianMobile('+9198765432101')).toBeNull();
    expect(normalizeIndianMobile('+929876543210')).toBeNull();
    expect(normalizeIndianMobile('+0919876543210')).toBeNull();
    expect(normalizeIndianMobile('00919876543210')).toBeNull();
  });

  it('refuses letters, other separators, empty and non-string input', () => {
    expect(normalizeIndianMobile('98765O3210')).toBeNull();
    expect(normalizeIndianMobile('98765.43210')).toBeNull();
    expect(normalizeIndianMobile('(98765) 43210')).toBeNull();
    expect(normalizeIndianMobile('')).toBeNull();
    expect(normalizeIndianMobile(undefined)).toBeNull();
    expect(normalizeIndianMobile(9876543210)).toBeNull();
    expect(normalizeIndianMobile(`9876543210${' '.repeat(30)}`)).toBeNull();
  });
});
