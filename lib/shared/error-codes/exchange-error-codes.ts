// The error codes of old-gold exchange quotes and their use at checkout.
export const EXCHANGE_ERROR_CODES = {
  /** The shop does not take old gold now, or not of this purity. */
  disabled: 'EXCHANGE_DISABLED',
  /** The day's rate for that purity has not been set. */
  rateMissing: 'EXCHANGE_RATE_MISSING',
  /** Too many quotes from one client in the window. */
  rateLimited: 'EXCHANGE_RATE_LIMITED',
  /** The quote at checkout is unknown, past its day, used by another order, or worth more than the order. */
  quoteExpired: 'EXCHANGE_QUOTE_EXPIRED',
  quoteUsed: 'EXCHANGE_QUOTE_USED',
  quoteTooLarge: 'EXCHANGE_QUOTE_EXCEEDS_ORDER',
  quoteNotFound: 'EXCHANGE_QUOTE_NOT_FOUND',
  /** The order has no old gold to record, or it was recorded already. */
  noExchange: 'EXCHANGE_NOT_ON_ORDER',
  alreadyTested: 'EXCHANGE_ALREADY_TESTED',
  /** The tested old gold was worth less than quoted and the shopper has not paid the difference yet. */
  shortfallDue: 'EXCHANGE_SHORTFALL_DUE',
  /** A shortfall payment was asked for on an order that owes nothing for its old gold. */
  nothingOwed: 'EXCHANGE_NOTHING_OWED',
} as const;
