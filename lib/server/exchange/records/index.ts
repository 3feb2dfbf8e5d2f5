import 'server-only';
export { attachQuote, claimQuote, createQuote } from './quotes';
export { assertNoShortfall, exchangesOf, shortfallOwedPaise, shortfallPaise, testGold } from './order-exchange';
export { oldGoldOwedFor, oldGoldPayoutsOf, oweOldGold, payoutView } from './old-gold-payouts';
