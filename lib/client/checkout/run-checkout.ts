'use client';
// One card checkout, start to end: load the provider's script, create the order (stock held, provider order
// made), open the provider's window, then verify what it hands back. The order is created only once the
// script is loaded, so a script that cannot load leaves no order holding stock.
// Closing the window does not cancel the order: it stays pending with its stock held (and expires after its
// hold, mailing nobody), so 'Try again' on the failure page pays the same order (resumeCheckout).
import 'client-only';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import type {
  CheckoutDisplay,
  PaymentOrderResponse,
  PaymentVerificationResponse,
  ShippingAddressData,
} from '@/lib/shared/schemas/checkout-schema';
import { loadCheckoutScript } from './load-checkout-script';
import type { OrderFailureState, OrderSuccessState } from './order-result-storage';
import type { RazorpayConstructor, RazorpayError, RazorpaySuccess } from './razorpay-types';

export type CheckoutRequest = {
  shipping_address: ShippingAddressData;
  currency: string;
  cart_items: { product_id: number; quantity: number; price: number; size: string | null; engraving_text?: string }[];
  total_amount: number;
  /** An old-gold quote taken off what is paid now. */
  exchange_quote_id?: string | null;
  coupon_code: string | null;
  /** Above ₹2,00,000 only (Rule 114B): the buyer's PAN, or form_60 when they have none. */
  pan?: string;
  form_60?: boolean;
  /** Gift cards, store credit and a savings plan spent before the card (use-stored-value.ts). */
  gift_card_codes?: string[];
  use_store_credit?: boolean;
  savings_enrolment_id?: number | null;
};

export type { CheckoutDisplay };

export type CheckoutResult =
  | { kind: 'success'; state: OrderSuccessState }
  | { kind: 'failure'; state: OrderFailureState }
  /** Nothing was charged and the shopper stays on the checkout page (prices changed, stock, offline...). */
  | { kind: 'error'; message: string; status: number; code?: string };

type WindowOutcome =
  { kind: 'paid'; payment: RazorpaySuccess } | { kind: 'failed'; error: RazorpayError } | { kind: 'dismissed' };

export type Prefill = { name: string; email?: string; contact?: string };

/** The provider's window over a provider order (an order's, an old-gold shortfall's, a savings instalment's, a gift card's). */
export function openProviderWindow(
  Razorpay: RazorpayConstructor,
  order: Pick<PaymentOrderResponse, 'key' | 'amount' | 'currency' | 'razorpay_order_id'>,
  prefill: Prefill,
  display: CheckoutDisplay,
): Promise<WindowOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: WindowOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const checkout = new Razorpay({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      name: display.shopName,
      description: display.description,
      order_id: order.razorpay_order_id,
      prefill,
      theme: { color: display.themeColor },
      handler: (payment) => settle({ kind: 'paid', payment }),
      modal: { ondismiss: () => settle({ kind: 'dismissed' }) },
    });
    checkout.on('payment.failed', ({ error }) => {
      // Razorpay keeps its window open for another try; this shop treats a failure as the end of this order.
      checkout.close?.();
      settle({ kind: 'failed', error });
    });
    checkout.open();
  });
}

export async function runCheckout(request: CheckoutRequest, display: CheckoutDisplay): Promise<CheckoutResult> {
  const address = request.shipping_address;
  return openAndPay('/payments/create-order', request, display, () => ({
    name: address.full_name,
    email: address.email,
    contact: address.phone,
  }));
}

/** 'Try again' after the window was closed: the same order, its same provider order, in a new window. */
export async function resumeCheckout(orderId: number, display: CheckoutDisplay): Promise<CheckoutResult> {
  return openAndPay('/payments/resume', { order_id: orderId }, display, (order) => {
    const address = order.order.shipping_address;
    return { name: address.full_name, email: address.email || undefined, contact: address.phone };
  });
}

/** What the order's old gold fell short of its quote, paid in the same window against its own provider order. */
export async function payOldGoldShortfall(orderId: number, display: CheckoutDisplay): Promise<CheckoutResult> {
  return openAndPay(`/orders/${orderId}/exchange/pay`, {}, display, (order) => {
    const address = order.order.shipping_address;
    return { name: address.full_name, email: address.email || undefined, contact: address.phone };
  });
}

/** Loads the provider's script, asks the shop for the order to pay (a new one or a resumed one), and pays it. */
async function openAndPay(
  path: string,
  body: unknown,
  display: CheckoutDisplay,
  prefillOf: (order: PaymentOrderResponse) => Prefill,
): Promise<CheckoutResult> {
  let Razorpay: RazorpayConstructor;
  try {
    Razorpay = await loadCheckoutScript(display.scriptUrl);
  } catch {
    return { kind: 'error', message: CHECKOUT_MESSAGES.scriptFailed, status: 0 };
  }

  let order: PaymentOrderResponse;
  try {
    order = await apiFetch<PaymentOrderResponse>(path, {
      method: 'POST',
      body,
      fallbackError: FAILURE_MESSAGES.somethingWrong,
    });
  } catch (error) {
    const e =
      error instanceof ApiRequestError ? error : new ApiRequestError(FAILURE_MESSAGES.somethingWrong, 0, undefined);
    // A 5xx message is ours and generic; a 4xx message says what to fix (prices changed, stock, address), and
    // a 502 says the payment provider could not be reached.
    return {
      kind: 'error',
      message: e.status >= 500 && e.status !== 502 ? FAILURE_MESSAGES.somethingWrong : e.message,
      status: e.status,
      code: e.code,
    };
  }
  return payOrder(Razorpay, order, prefillOf(order), display);
}

async function payOrder(
  Razorpay: RazorpayConstructor,
  order: PaymentOrderResponse,
  prefill: Prefill,
  display: CheckoutDisplay,
): Promise<CheckoutResult> {
  const outcome = await openProviderWindow(Razorpay, order, prefill, display);
  if (outcome.kind === 'dismissed') {
    return {
      kind: 'failure',
      state: { message: CHECKOUT_MESSAGES.cancelledByUser, orderId: order.id, resumable: true },
    };
  }
  if (outcome.kind === 'failed') {
    return {
      kind: 'failure',
      state: {
        message: CHECKOUT_MESSAGES.paymentFailed,
        detail: outcome.error.description ?? null,
        orderId: order.id,
        paymentId: outcome.error.metadata?.payment_id ?? null,
      },
    };
  }

  try {
    const verified = await apiFetch<PaymentVerificationResponse>('/payments/verify', {
      method: 'POST',
      body: { order_id: order.id, ...outcome.payment },
      fallbackError: CHECKOUT_MESSAGES.verificationFailed,
    });
    return {
      kind: 'success',
      state: {
        success: true,
        message: verified.message,
        orderId: verified.order.id,
        paymentId: verified.payment_id,
        total: verified.order.total_price,
        itemsCount: verified.order.items_count,
        status: verified.order.status,
        paidAt: verified.order.paid_at,
      },
    };
  } catch (error) {
    const message =
      error instanceof ApiRequestError && error.status === 409 ? error.message : CHECKOUT_MESSAGES.verificationFailed;
    return { kind: 'failure', state: { message, orderId: order.id, paymentId: outcome.payment.razorpay_payment_id } };
  }
}
