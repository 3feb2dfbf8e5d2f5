'use client';
// The cart's actions for catalogue pages, loaded the first time a shopper reaches for an Add to Cart button.
// cart-actions.ts brings the coupon rules, the server cart's calls and the line limits with it: a product page
// shipped all of it to every visitor, most of whom only look. A pointer over the button, a touch or keyboard
// focus starts the load, so the code is normally there before the click lands; the click waits for it if not.
import 'client-only';
import type { AddToCartInput } from './cart-store';

let loading: Promise<typeof import('./cart-actions')> | undefined;

/** Starts loading the cart's actions (once); for a button's pointerenter, touchstart and focus. */
export function loadCartActions(): Promise<typeof import('./cart-actions')> {
  loading ??= import('./cart-actions');
  return loading;
}

/** cart-actions' addToCart, loaded first if it is not yet. */
export async function addToCartOnUse(input: AddToCartInput): Promise<boolean> {
  return (await loadCartActions()).addToCart(input);
}

/** The props that start the load when a shopper reaches for the button. */
export const loadCartActionsOnIntent = {
  onPointerEnter: () => void loadCartActions(),
  onTouchStart: () => void loadCartActions(),
  onFocus: () => void loadCartActions(),
} as const;
