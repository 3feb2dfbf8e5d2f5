import { contrastRatio, readableOn, WCAG_AA_TEXT } from './contrast';

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

describe('readableOn', () => {
  it('darkens a colour too light for text on white until it reaches 4.5:1, and keeps one that does', () => {
    expect(contrastRatio('#3d9bb0', '#ffffff')).toBeLessThan(WCAG_AA_TEXT);
    const shade = readableOn('#3d9bb0');
    expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    // The first step that reads: one step lighter does not.
    expect(contrastRatio(lighten(shade), '#ffffff')).toBeLessThan(WCAG_AA_TEXT);
    expect(readableOn('#1b5e20')).toBe('#1b5e20');
    expect(contrastRatio(readableOn('#ffff00'), '#ffffff')).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
  });
});

/** One step (10 per channel) back up, the inverse of readableOn's step for these channels. */
function lighten(hex: string): string {
  return `#${[1, 3, 5].map((i) => (parseInt(hex.slice(i, i + 2), 16) + 10).toString(16).padStart(2, '0')).join('')}`;
}
