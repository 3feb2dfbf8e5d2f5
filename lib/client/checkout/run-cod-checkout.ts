'use client';
// A cash-on-delivery checkout: no payment window, the order is confirmed by the create call itself.
import 'client-only';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import { FAILURE_MESSAGES } from '@/lib/shared/messages/failure';
import type { CashOnDeliveryOrderResponse } from '@/lib/shared/schemas/checkout-schema';
import type { CheckoutRequest, CheckoutResult } from './run-checkout';

export async function runCodCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
  try {
    const placed = await apiFetch<CashOnDeliveryOrderResponse>('/payments/create-order', {
      method: 'POST',
      body: { ...request, payment_method: 'cod' },
      fallbackError: FAILURE_MESSAGES.somethingWrong,
    });
    return {
      kind: 'success',
      state: {
        success: true,
        message: placed.message,
        orderId: placed.id,
        paymentId: '',
        paymentMethod: 'cod',
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
