import 'server-only';
export { attachQuote, claimQuote, createQuote, quoteView } from './quotes';
export {
  assertNoShortfall,
  exchangesOf,
  orderExchangeView,
  orderShortfallPaise,
  shortfallOwedPaise,
  shortfallPaise,
  testGold,
  type GoldTest,
} from './order-exchange';
