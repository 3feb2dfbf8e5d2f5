// Texts of money a buyer keeps with the shop: the ledger's answers (gift cards and store credit have their own).
export const STORED_VALUE_MESSAGES = {
  insufficient: 'That balance does not cover this amount any more, or it can no longer be spent.',
  returnedNote: 'Given back: the order it paid for was cancelled or refunded.',
} as const;
