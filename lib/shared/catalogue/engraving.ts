// Engraving a piece: the text a shopper may ask for, checked the same way in the cart, at checkout and in the
// browser (no zod here, so client code can use it). What a jeweller's engraver can cut: letters of the Latin
// script (accented ones too) and of India's scripts (Devanagari, Bengali, Gurmukhi, Gujarati, Odia, Tamil,
// Telugu, Kannada, Malayalam) with their vowel signs, digits, spaces and & . - '. Nothing invisible: no
// letter of another script (a Hangul filler is a "letter" that prints nothing), no joiner or other format
// character, and at most MAX_MARKS_PER_CHARACTER marks on one character ("a" under 199 accents is not one
// letter to an engraver). Length is counted in characters as a reader sees them (grapheme clusters), so
// "माँ" is 1, not its 3 code points.
import { ENGRAVING_MESSAGES as M } from '@/lib/shared/messages/engraving-messages';

export const ENGRAVING_LIMITS = { maxChars: 60, maxPrice: 100_000 } as const;

/** The most combining marks one character may carry: a Devanagari conjunct such as "स्त्रीं" has four. */
export const MAX_MARKS_PER_CHARACTER = 4;

/** One code point an engraver can cut: a letter, sign or digit of the scripts above, an accent, or punctuation. */
const ALLOWED_CHARACTER =
  /^(?:[\p{sc=Latin}\p{sc=Devanagari}\p{sc=Bengali}\p{sc=Gurmukhi}\p{sc=Gujarati}\p{sc=Oriya}\p{sc=Tamil}\p{sc=Telugu}\p{sc=Kannada}\p{sc=Malayalam}]|(?=\p{M})\p{sc=Inherited}|[0-9 &.\-'])$/u;
const MARK = /^\p{M}$/u;
const LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;

function graphemes(text: string): string[] {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** True when every character of the text can be cut and seen: see the head of this file. */
function isEngravable(text: string): boolean {
  if (!LETTER_OR_DIGIT.test(text)) return false;
  return graphemes(text).every((grapheme) => {
    const points = Array.from(grapheme);
    // A mark needs a letter to sit on, and a pile of them is not a letter.
    if (MARK.test(points[0]!)) return false;
    if (points.filter((point) => MARK.test(point)).length > MAX_MARKS_PER_CHARACTER) return false;
    return points.every((point) => ALLOWED_CHARACTER.test(point));
  });
}

export function engravingLength(text: string): number {
  return graphemes(text).length;
}

/** The text as it is kept: trimmed, inner runs of spaces made one. */
export function normalEngraving(text: string | null | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ');
}

/** Why this text cannot be engraved on the piece, or null when it can ('' asks for no engraving). */
export function engravingProblem(text: string, offer: { maxChars: number } | null): string | null {
  if (text === '') return null;
  if (!offer) return M.notOffered;
  if (!isEngravable(text)) return M.badCharacters;
  if (engravingLength(text) > offer.maxChars) return M.tooLong(offer.maxChars);
  return null;
}
