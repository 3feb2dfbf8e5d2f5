import 'server-only';
export { attachQuote, claimQuote, createQuote, quoteView } from './quotes';
export {
  assertNoShortfall,
  exchangesOf,
  oldGoldValuePaise,
  orderExchangeView,
  orderShortfallPaise,
  shortfallOwedPaise,
  shortfallPaise,
  testGold,
  type GoldTest,
} from './order-exchange';
