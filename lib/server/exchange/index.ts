import 'server-only';
export { attachQuote, claimQuote, createQuote, quoteView } from './quotes';
export { exchangesOf, orderExchangeView, recordTestedGold } from './order-exchange';
