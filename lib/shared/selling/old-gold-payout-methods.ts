// How the value of a buyer's old gold goes back when the pieces it paid for come back: the gold itself
// handed back, or a bank transfer with its reference. The owner chooses; the list grows (store credit) as
// the shop gains ways to hold a buyer's money.
export const OLD_GOLD_PAYOUT_METHODS = ['gold_returned', 'bank_transfer'] as const;
export type OldGoldPayoutMethod = (typeof OLD_GOLD_PAYOUT_METHODS)[number];

export const OLD_GOLD_PAYOUT_LABELS: Record<OldGoldPayoutMethod, string> = {
  gold_returned: 'Old gold handed back',
  bank_transfer: 'Bank transfer',
};
