// A gift card's code: 16 characters drawn by the operating system's random source from an alphabet with no
// look-alikes. Only its SHA-256 and last four characters are stored; whoever holds the code holds the card.
import 'server-only';
import { createHash, randomInt } from 'node:crypto';
import { GIFT_CARD_ALPHABET, GIFT_CARD_CODE_LENGTH } from '@/lib/shared/gift-card-rules';

export function newGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) code += GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)];
  return code;
}

/** The hash a normalised code is stored and looked up by. */
export function giftCardCodeHash(code: string): string {
  return createHash('sha256').update(`gift-card:${code}`).digest('hex');
}
