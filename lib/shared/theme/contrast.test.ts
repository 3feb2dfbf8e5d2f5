import { contrastRatio, WCAG_AA_TEXT } from './contrast';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#8b4513', '#8b4513')).toBeCloseTo(1, 5);
  });

  it('tells white on a light gold apart from white on a dark brown', () => {
    expect(contrastRatio('#ffffff', '#d4af37')).toBeLessThan(WCAG_AA_TEXT);
    expect(contrastRatio('#ffffff', '#5d2e0c')).toBeGreaterThan(WCAG_AA_TEXT);
  });
});
