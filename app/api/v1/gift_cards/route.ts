// A shopper's gift cards: buy one (paid through the shop's checkout window, like an order) and list those bought.
import { privateJson } from '@/lib/server/http/route';
import { listOwnGiftCards, startGiftCardPurchase } from '@/lib/server/gift-cards';
import { GIFT_CARD_MESSAGES } from '@/lib/shared/messages/gift-cards';
import { ORDER_ERROR_CODES as ORDER } from '@/lib/shared/schemas/checkout-schema';
import {
  giftCardListSchema,
  giftCardPaymentOrderSchema,
  giftCardPurchaseBodySchema,
} from '@/lib/shared/schemas/gift-card-schema';
import { defineRoute } from '@/lib/server/http/define-route';

export const POST = defineRoute(
  {
    summary: "Buys a gift card: answers create-order's shape for the card's own provider order (no GST: not a supply).",
    auth: 'session',
    body: giftCardPurchaseBodySchema,
    status: 201,
    errors: [ORDER.providerError, ORDER.paymentsNotSetUp],
    response: giftCardPaymentOrderSchema,
    signInMessage: GIFT_CARD_MESSAGES.signInToBuy,
  },
  async (_request, { session, body }) =>
    privateJson(await startGiftCardPurchase(session.user.id, body), { status: 201 }),
);

export const GET = defineRoute(
  {
    summary: 'The gift cards the signed-in shopper bought, newest first (never their codes).',
    auth: 'session',
    response: giftCardListSchema,
  },
  async (_request, { session }) => privateJson({ gift_cards: await listOwnGiftCards(session.user.id) }),
);
