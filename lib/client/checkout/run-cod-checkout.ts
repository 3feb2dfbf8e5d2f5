'use client';
// A cash-on-delivery checkout, or one paid in full by gift cards, store credit or a savings plan: no payment
// window, the order is confirmed by the create call itself. Should the stored value no longer cover it (a
// balance spent in another tab meanwhile), the order waits to be paid: the failure page's 'Try again' pays it.
import 'client-only';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import type {
  CashOnDeliveryOrderResponse,
  CoveredOrderResponse,
  PaymentOrderResponse,
} from '@/lib/shared/schemas/checkout-schema';
import { CHECKOUT_STORED_VALUE_MESSAGES } from '@/lib/shared/messages/checkout-stored-value';
import type { CheckoutRequest, CheckoutResult } from './run-checkout';

export async function runCodCheckout(request: CheckoutRequest, covered = false): Promise<CheckoutResult> {
  try {
    const placed = await apiFetch<CashOnDeliveryOrderResponse | CoveredOrderResponse | PaymentOrderResponse>(
      '/payments/create-order',
      {
        method: 'POST',
        body: { ...request, payment_method: covered ? 'card' : 'cod' },
        fallbackError: FAILURE_MESSAGES.somethingWrong,
      },
    );
    if (!('message' in placed))
      return {
        kind: 'failure',
        state: { message: CHECKOUT_STORED_VALUE_MESSAGES.noLongerCovered, orderId: placed.id, resumable: true },
      };
    return {
      kind: 'success',
      state: {
        success: true,
        message: placed.message,
        orderId: placed.id,
        paymentId: '',
        ...('payment_method' in placed && { paymentMethod: 'cod' as const }),
        total: placed.order.total_price,
        itemsCount: placed.order.items_count,
        status: placed.order.status,
        paidAt: placed.order.paid_at,
      },
    };
  } catch (error) {
    const e =
      error instanceof ApiRequestError ? error : new ApiRequestError(FAILURE_MESSAGES.somethingWrong, 0, undefined);
    // A 422 says why cash is not possible; the shopper stays on the checkout and can pay online instead.
    return {
      kind: 'error',
      message: e.status >= 500 ? FAILURE_MESSAGES.somethingWrong : e.message,
      status: e.status,
      code: e.code,
    };
  }
}
