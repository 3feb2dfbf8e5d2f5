// The error codes of money a buyer keeps with the shop: gift cards and store credit.
export const STORED_VALUE_ERROR_CODES = {
  /** The balance is smaller than what was asked of it, or it is closed or past its last day. */
  insufficient: 'STORED_VALUE_INSUFFICIENT',
  /** No gift card has that code (or it was not sent yet). */
  giftCardNotFound: 'GIFT_CARD_NOT_FOUND',
  /** Too many code look-ups from one client in the window. */
  giftCardRateLimited: 'GIFT_CARD_RATE_LIMITED',
  /** A gift card payment was asked for a card already paid. */
  giftCardPaid: 'GIFT_CARD_ALREADY_PAID',
} as const;
