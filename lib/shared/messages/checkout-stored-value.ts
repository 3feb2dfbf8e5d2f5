// What checkout says about the gift cards, store credit and savings plan a buyer spends on an order.
export const CHECKOUT_STORED_VALUE_MESSAGES = {
  giftCardUnknown: 'No gift card has this code. Check it and try again.',
  giftCardExpired: (on: string) => `This gift card expired on ${on}.`,
  giftCardClosed: 'This gift card can no longer be used.',
  giftCardEmpty: 'This gift card has nothing left on it.',
  savingsUnknown: 'You have no savings plan with this number ready to spend.',
  savingsNotRedeemable: 'This savings plan has no money to spend yet.',
  savingsExpired: (on: string) => `This savings plan could be spent until ${on}.`,
  spentElsewhere:
    'Another order has just used this balance. Your order was not placed; check the amounts and try again.',
  /** The order's own answer when stored value paid it all. */
  coveredPlaced: 'Order placed: paid in full by your gift cards, store credit or savings plan.',
  giftCardLabel: (lastFour: string) => `gift card ••••${lastFour}`,
  storeCreditLabel: 'store credit',
  savingsLabel: (enrolmentId: number) => `savings plan #${enrolmentId}`,
  // Checkout's form.
  giftCardField: 'Gift card code',
  applyGiftCard: 'Apply',
  removeGiftCard: (code: string) => `Remove gift card ${code}`,
  giftCardsTitle: 'Gift cards, store credit and savings',
  storeCreditToggle: (amount: string) => `Use my store credit (${amount})`,
  savingsChoice: 'Spend a savings plan',
  savingsNone: 'No savings plan',
  savingsOption: (id: number, amount: string) => `Plan #${id}: ${amount}`,
  giftCardBalance: (amount: string) => `${amount} available`,
  deduction: (label: string) => `Paid by ${label}`,
  amountToPay: 'Amount to pay',
  coveredNote: 'Fully paid by stored value: no card payment needed.',
  placeCovered: 'Place order',
  noLongerCovered: 'Your gift cards or credit no longer cover this order. It is waiting for you to pay the rest.',
} as const;
