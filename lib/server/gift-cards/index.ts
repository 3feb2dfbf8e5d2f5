import 'server-only';
export { listOwnGiftCards, startGiftCardPurchase } from './buy-gift-card';
export { sendDueGiftCards, startGiftCardSweep } from './deliver-code';
export { giftCardBalance, giftCardValueByCode } from './gift-card-lookup';
export { issueGiftCardByHand } from './issue-by-hand';
export {
  giftCardByProviderOrder,
  recordGiftCardPayment,
  verifyGiftCardPayment,
  type GiftCardVerification,
} from './settle-gift-card';
