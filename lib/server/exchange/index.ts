import 'server-only';
// Old-gold exchange, whole: its records and rules (./records: the quote, claiming it for an order, the test,
// the shortfall and excess, the order view's part and the invoice's line), which orders, shipping and invoices
// build on, and the flows that settle it through the order (the excess refunded, the shortfall paid, the
// owner's payouts), which build on orders.
export { createQuote } from './records';
export {
  recordTestedGold,
  recordShortfallPayment,
  shortfallByProviderOrder,
  startShortfallPayment,
} from './settlement';
export { settleOldGoldPayout } from './payout-settlement';
