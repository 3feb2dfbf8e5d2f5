'use client';
// The cart's actions for catalogue pages, loaded the first time a shopper reaches for an Add to Cart button.
// cart-actions.ts brings the coupon rules, the server cart's calls and the line limits with it: a product page
// shipped all of it to every visitor, most of whom only look. A pointer over the button, a touch or keyboard
// focus starts the load, so the code is normally there before the click lands; the click waits for it if not.
import 'client-only';
import { CART_MESSAGES } from '@/lib/shared/messages/cart';
import type { AddToCartInput } from './cart-store';
import { showMessage } from './snackbar-store';

let loading: Promise<typeof import('./cart-actions')> | undefined;

/**
 * Starts loading the cart's actions (once); for a button's pointerenter, touchstart and focus. A load that
 * failed (the connection dropped) is forgotten, so the next press tries again.
 */
export function loadCartActions(): Promise<typeof import('./cart-actions')> {
  loading ??= import('./cart-actions').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** cart-actions' addToCart, loaded first if it is not yet; a failed load says so as a failed add does. */
export async function addToCartOnUse(input: AddToCartInput): Promise<boolean> {
  let actions: typeof import('./cart-actions');
  try {
    actions = await loadCartActions();
  } catch {
    showMessage(CART_MESSAGES.addFailed, 'error');
    return false;
  }
  return actions.addToCart(input);
}

/** Loads ahead of the press; a failure here is left for the press to report. */
const warm = () => void loadCartActions().catch(() => undefined);

/** The props that start the load when a shopper reaches for the button. */
export const loadCartActionsOnIntent = { onPointerEnter: warm, onTouchStart: warm, onFocus: warm } as const;
