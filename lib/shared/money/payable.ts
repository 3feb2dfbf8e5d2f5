// What the shopper pays in money for an order: its total less the old gold credited against it at checkout
// (the quote's value) and less the stored value spent on it (gift cards, store credit, a savings plan). Checkout's
// "pay now", create-order, the order's amount_payable, card and cash payments, the courier's COD amount and the
// invoice's deduction lines all take it from here, in paise. Checkout spends no more stored value than the total
// less the old gold leaves, so stored value alone never takes it below zero.

export function payablePaise(order: {
  totalPaise: number;
  exchangeCreditPaise: number;
  storedValuePaise: number;
}): number {
  return order.totalPaise - order.exchangeCreditPaise - order.storedValuePaise;
}
