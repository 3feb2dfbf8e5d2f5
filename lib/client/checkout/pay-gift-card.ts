'use client';
// Buying a gift card in the shop's checkout window: the card's own provider order is made (POST /gift_cards),
// the same window as an order's opens on it, and what it hands back is verified at /payments/verify, which
// issues the card. Nothing is held while the window is open: a closed window leaves an unpaid card behind.
import 'client-only';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import { GIFT_CARD_MESSAGES } from '@/lib/shared/messages/gift-cards';
import type { CheckoutDisplay } from '@/lib/shared/schemas/checkout-schema';
import type { ApiGiftCardPurchase } from '@/lib/shared/schemas/gift-card-schema';
import { loadCheckoutScript } from './load-checkout-script';
import { openProviderWindow, type Prefill } from './run-checkout';

type GiftCardPaymentOrder = {
  id: number;
  amount: number;
  currency: string;
  key: string;
  razorpay_order_id: string;
  gift_card: ApiGiftCardPurchase;
};

export type GiftCardPurchaseRequest = {
  amount: number;
  recipient_name: string;
  recipient_email?: string;
  recipient_phone?: string;
  message?: string;
  send_on?: string;
};

export type GiftCardPaymentResult =
  | { kind: 'paid'; giftCard: ApiGiftCardPurchase }
  | { kind: 'not_paid'; message: string }
  /** Nothing was made: the request was refused (a field, a closed shop) or the script did not load. */
  | { kind: 'error'; message: string; status: number; fields?: Record<string, string[]> };

export async function payForGiftCard(
  request: GiftCardPurchaseRequest,
  display: CheckoutDisplay,
  prefill: Prefill,
): Promise<GiftCardPaymentResult> {
  let Razorpay;
  try {
    Razorpay = await loadCheckoutScript(display.scriptUrl);
  } catch {
    return { kind: 'error', message: CHECKOUT_MESSAGES.scriptFailed, status: 0 };
  }
  let order: GiftCardPaymentOrder;
  try {
    order = await apiFetch<GiftCardPaymentOrder>('/gift_cards', {
      method: 'POST',
      body: request,
      fallbackError: FAILURE_MESSAGES.somethingWrong,
    });
  } catch (error) {
    const e =
      error instanceof ApiRequestError ? error : new ApiRequestError(FAILURE_MESSAGES.somethingWrong, 0, undefined);
    return { kind: 'error', message: e.message, status: e.status, fields: e.fieldErrors };
  }
  const outcome = await openProviderWindow(Razorpay, order, prefill, {
    ...display,
    description: GIFT_CARD_MESSAGES.pageTitle,
  });
  if (outcome.kind !== 'paid') return { kind: 'not_paid', message: GIFT_CARD_MESSAGES.notPaid };
  try {
    const verified = await apiFetch<{ gift_card: ApiGiftCardPurchase }>('/payments/verify', {
      method: 'POST',
      body: { order_id: order.id, ...outcome.payment },
      fallbackError: CHECKOUT_MESSAGES.verificationFailed,
    });
    return { kind: 'paid', giftCard: verified.gift_card };
  } catch (error) {
    const message = error instanceof ApiRequestError ? error.message : CHECKOUT_MESSAGES.verificationFailed;
    return { kind: 'not_paid', message };
  }
}
