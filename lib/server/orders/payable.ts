// What the shopper pays for an order in money: its total less the old gold taken in exchange (the quote's
// value, credited at checkout). Card payments, cash on delivery, the courier's COD amount and the payment
// checks all read it here.
import 'server-only';

export function payablePaise(order: { totalPaise: number; exchangeCreditPaise: number }): number {
  return order.totalPaise - order.exchangeCreditPaise;
}
