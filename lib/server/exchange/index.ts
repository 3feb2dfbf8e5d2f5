import 'server-only';
export { attachQuote, claimQuote, createQuote } from './quotes';
export {
  assertNoShortfall,
  exchangesOf,
  oldGoldValuePaise,
  shortfallOwedPaise,
  shortfallPaise,
  testGold,
} from './order-exchange';
