// What an engraver can cut, counted as the engraver counts it (lib/shared/catalogue/engraving.ts).
import { ENGRAVING_MESSAGES as M } from '@/lib/shared/messages/engraving-messages';
import { MAX_MARKS_PER_CHARACTER, engravingLength, engravingProblem } from './engraving';

const offer = { maxChars: 20 };

describe('engraving text', () => {
  it("takes Latin and Indian scripts with their signs, digits, spaces and & . - '", () => {
    for (const text of ['Asha & Ravi', "O'Neil - 2026.", 'Zoë Łukasz', 'माँ', 'स्त्रीं', 'নমস্কার', 'வணக்கம்', '१२ ಕನ್ನಡ']) {
      expect([text, engravingProblem(text, offer)]).toEqual([text, null]);
    }
  });

  it('refuses a pile of accents on one letter, counted as one character before', () => {
    const piled = `a${'\u0301'.repeat(199)}`;
    expect(engravingLength(piled)).toBe(1);
    expect(engravingProblem(piled, offer)).toBe(M.badCharacters);
    const most = `e${'\u0301\u0323'.repeat(MAX_MARKS_PER_CHARACTER / 2)}`;
    expect(engravingProblem(most, offer)).toBeNull();
    expect(engravingProblem(`${most}\u0300`, offer)).toBe(M.badCharacters);
  });

  it('refuses characters that print nothing or that an engraver cannot cut', () => {
    for (const text of [
      '\u3164',
      'A\u3164B',
      '\uFFA0',
      '\u115F\u1160',
      'Hi\u200Bthere',
      'a\u200Db',
      '\u0301a',
      '...',
      '한글',
      '漢字',
      'Ж',
      '😀',
      '<b>x</b>',
      '１２',
    ]) {
      expect([text, engravingProblem(text, offer)]).toEqual([text, M.badCharacters]);
    }
  });

  it('counts characters as a reader sees them', () => {
    expect(engravingLength('माँ')).toBe(1);
    expect(engravingLength('Asha')).toBe(4);
    expect(engravingProblem('x'.repeat(20), offer)).toBeNull();
    expect(engravingProblem('x'.repeat(21), offer)).toBe(M.tooLong(20));
  });
});
