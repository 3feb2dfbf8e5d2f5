// Gift cards: what may be bought, how long a card lasts, and how its code is written. Shared by the API's
// schemas, the server and the pages.
import { addDays } from './shop-time';

/** A card's value, in rupees, both inclusive (₹500 to ₹1,00,000). */
export const GIFT_CARD_AMOUNT = { minRupees: 500, maxRupees: 1_00_000 } as const;
/** How far ahead a buyer may schedule the mail that carries the code. */
export const GIFT_CARD_SEND_AHEAD_DAYS = 90;

/** The code's alphabet: no 0/O, 1/I/L, so a code read off a screen or a card is typed back right. */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 16 characters of 31: about 79 bits, shown as four groups of four. */
export const GIFT_CARD_CODE_LENGTH = 16;

/** The code as a person may type it (spaces, dashes, lower case) made the one form it is hashed in. */
export function normalizeGiftCardCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether a typed code could be one of ours at all (a look-up of anything else counts as a guess). */
export function isGiftCardCodeShape(code: string): boolean {
  return code.length === GIFT_CARD_CODE_LENGTH && [...code].every((c) => GIFT_CARD_ALPHABET.includes(c));
}

/** ABCD-EFGH-JKMN-PQRS */
export function groupGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** The last day a card may be spent: the same date a year after it was issued (29 Feb: 1 March), never less. */
export function giftCardLastDay(issuedOn: string): string {
  const [year, month, day] = issuedOn.split('-').map(Number);
  const next = new Date(Date.UTC(year + 1, month - 1, day));
  const sameDay = next.toISOString().slice(0, 10);
  return sameDay < addDays(issuedOn, 365) ? addDays(issuedOn, 365) : sameDay;
}

/** An Indian mobile number (10 digits from 6-9, with an optional +91 / 91 / 0) as +91XXXXXXXXXX, or null. */
export function giftCardRecipientPhone(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return match ? `+91${match[1]}` : null;
}
