'use client';
// What the UI calls to change the cart. For now the guest cart only; the cart feature adds the server
// cart for logged-in shoppers behind these same functions.
import { TIMINGS_MS } from '@/lib/shared/constants';
import { CART_MESSAGES } from '@/lib/shared/messages';
import { addLine, cartStore, saveCart, type AddToCartInput } from './cart-store';
import { showMessage } from './snackbar-store';

let adding = false;
let lastAddAt = 0;

/** Ignored while another add runs or within 500 ms of the previous one (spec section 4). */
export async function addToCart(input: AddToCartInput): Promise<boolean> {
  const now = Date.now();
  if (adding || now - lastAddAt < TIMINGS_MS.addToCartDebounce) return false;
  adding = true;
  lastAddAt = now;
  try {
    saveCart(addLine(cartStore.get(), input));
    showMessage(CART_MESSAGES.added);
    return true;
  } catch {
    showMessage(CART_MESSAGES.addFailed, 'error');
    return false;
  } finally {
    adding = false;
  }
}
