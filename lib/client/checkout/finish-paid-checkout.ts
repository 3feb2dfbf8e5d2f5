'use client';
// After a payment is verified, wherever it was made (checkout, or 'Try again' on the failure page).
import 'client-only';
import { clearCart, syncCart } from '@/lib/client/stores/cart-actions';
import { showMessage } from '@/lib/client/stores/snackbar-store';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { saveOrderSuccess, type OrderSuccessState } from './order-result-storage';

export async function finishPaidCheckout(state: OrderSuccessState): Promise<void> {
  // The server emptied the shopper's cart when it confirmed the payment: the store re-reads it, so
  // clearCart has nothing left to ask the server (it empties a guest copy, should the session have lapsed).
  await syncCart();
  await clearCart();
  saveOrderSuccess(state);
  // A cash-on-delivery order was placed, not paid: its own message says so.
  showMessage(state.paymentMethod === 'cod' ? state.message : CHECKOUT_MESSAGES.paymentSuccess);
}
