// Engraving a piece: the text a shopper may ask for, checked the same way in the cart, at checkout and in the
// browser (no zod here, so client code can use it). Letters of any script with their marks (Devanagari,
// Tamil ...), digits, spaces and & . - ' only: what a jeweller's engraver can cut. Length is counted in
// characters as a reader sees them (grapheme clusters), so "नमस्ते" is 4, not its 6 code points.
import { ENGRAVING_MESSAGES as M } from '@/lib/shared/messages/engraving-messages';

export const ENGRAVING_LIMITS = { maxChars: 60, maxPrice: 100_000 } as const;

const ALLOWED = /^[\p{L}\p{M}\p{N} &.\-']+$/u;

export function engravingLength(text: string): number {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let n = 0;
  for (const _ of segmenter.segment(text)) n += 1;
  return n;
}

/** The text as it is kept: trimmed, inner runs of spaces made one. */
export function normalEngraving(text: string | null | undefined): string {
  return (text ?? '').trim().replace(/\s+/g, ' ');
}

/** Why this text cannot be engraved on the piece, or null when it can ('' asks for no engraving). */
export function engravingProblem(text: string, offer: { maxChars: number } | null): string | null {
  if (text === '') return null;
  if (!offer) return M.notOffered;
  if (!ALLOWED.test(text)) return M.badCharacters;
  if (engravingLength(text) > offer.maxChars) return M.tooLong(offer.maxChars);
  return null;
}
