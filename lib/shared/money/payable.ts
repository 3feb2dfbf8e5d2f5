// What the shopper pays in money for an order: its total less the old gold credited against it at checkout
// (the quote's value). Checkout's "pay now", create-order, the order's amount_payable, card and cash payments,
// the courier's COD amount and the invoice's old-gold line all take it from here, in paise.

export function payablePaise(order: { totalPaise: number; exchangeCreditPaise: number }): number {
  return order.totalPaise - order.exchangeCreditPaise;
}
