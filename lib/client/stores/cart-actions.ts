'use client';
// What the UI calls to change the cart. A logged-in shopper's change goes to the server first and the store
// shows the server's answer; when the server fails, nothing changes (spec section 4). A guest's change is
// checked against the same line rules and saved locally.
import { ENGRAVING_MESSAGES } from '@/lib/shared/messages/engraving-messages';
import 'client-only';
import { ApiRequestError } from '@/lib/client/api';
import { lineQuantityProblem } from '@/lib/shared/cart-rules';
import { LOCAL_COUPONS, TIMINGS_MS } from '@/lib/shared/constants';
import { CART_MESSAGES, COUPON_MESSAGES } from '@/lib/shared/messages/cart';
import type { CartLine } from '@/lib/shared/schemas/client-state-schema';
import { lookUpCoupon, serverCart } from './cart-server';
import { couponAppliedText, fromApiCouponTerms } from '@/lib/shared/pricing/coupon-view';
import type { CouponTerms } from '@/lib/shared/money/coupons';
import {
  addLine,
  applyServerCart,
  beginServerRequest,
  cartStore,
  handleCartAuthFailure,
  isLoggedIn,
  refreshServerCart,
  saveCart,
  type AddToCartInput,
} from './cart-store';
import { EMPTY_CART } from './cart-state';
import { showMessage } from './snackbar-store';

export type { AddToCartInput } from './cart-store';

/**
 * A refusal the shopper can act on (409 over the stock, 400 bad size, 403 cart switched off, 404 gone) keeps
 * the server's message; a network or server failure has none worth showing.
 */
function refusalMessage(error: unknown): string | null {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : null;
}

async function serverWrite(call: () => Promise<Parameters<typeof applyServerCart>[0]>): Promise<void> {
  const ticket = beginServerRequest();
  applyServerCart(await call(), ticket);
}

function findLine(lineId: string): CartLine | undefined {
  return cartStore.get().items.find((l) => l.id === lineId);
}

let adding = false;
let lastAddAt = 0;

/** Ignored while another add runs or within 500 ms of the previous one (spec section 4). */
export async function addToCart(input: AddToCartInput): Promise<boolean> {
  const now = Date.now();
  if (adding || now - lastAddAt < TIMINGS_MS.addToCartDebounce) return false;
  adding = true;
  lastAddAt = now;
  try {
    if (isLoggedIn()) {
      if (input.engravingText) {
        // The line is set to what it holds plus these pieces, with the text engraved on each.
        const line = cartStore.get().items.find((l) => l.productId === input.productId && l.size === input.size);
        const quantity = (line?.quantity ?? 0) + input.quantity;
        await serverWrite(() => serverCart.set(input.productId, quantity, input.size, input.engravingText));
      } else await serverWrite(() => serverCart.add(input.productId, input.quantity, input.size));
    } else if (input.engravingText) {
      showMessage(ENGRAVING_MESSAGES.signInToEngrave, 'error');
      return false;
    } else {
      const state = cartStore.get();
      const line = state.items.find((l) => l.productId === input.productId && l.size === input.size);
      const current = line?.quantity ?? 0;
      const problem = lineQuantityProblem(current + input.quantity, current, input.stock ?? line?.stock);
      if (problem) {
        showMessage(problem.message, 'error');
        return false;
      }
      saveCart(addLine(state, input));
    }
    showMessage(CART_MESSAGES.added);
    return true;
  } catch (error) {
    handleCartAuthFailure(error);
    showMessage(refusalMessage(error) ?? CART_MESSAGES.addFailed, 'error');
    return false;
  } finally {
    adding = false;
    // The 500 ms count from the end of a slow add too, so a click that lands just as a slow answer arrives is still ignored.
    lastAddAt = Date.now();
  }
}

/** Sets a line's quantity; 0 removes the line. Answers whether the cart changed. */
export async function setCartQuantity(lineId: string, quantity: number): Promise<boolean> {
  const line = findLine(lineId);
  if (!line || !Number.isInteger(quantity) || quantity < 0) return false;
  if (quantity === 0) return removeFromCart(lineId);
  if (quantity === line.quantity) return true;
  try {
    if (isLoggedIn()) {
      await serverWrite(() => serverCart.set(line.productId, quantity, line.size));
    } else {
      const problem = lineQuantityProblem(quantity, line.quantity, line.stock);
      if (problem) {
        showMessage(problem.message, 'error');
        return false;
      }
      const state = cartStore.get();
      saveCart({ ...state, items: state.items.map((l) => (l.id === lineId ? { ...l, quantity } : l)) });
    }
    return true;
  } catch (error) {
    if (!handleCartAuthFailure(error)) {
      const refusal = refusalMessage(error);
      if (refusal) showMessage(refusal, 'error');
      else console.error('[cart] changing the quantity failed', error);
    }
    return false;
  }
}

export async function removeFromCart(lineId: string): Promise<boolean> {
  const line = findLine(lineId);
  if (!line) return false;
  try {
    if (isLoggedIn()) {
      await serverWrite(() => serverCart.remove(line.productId, line.size));
    } else {
      const state = cartStore.get();
      saveCart({ ...state, items: state.items.filter((l) => l.id !== lineId) });
    }
    showMessage(CART_MESSAGES.removed(line.name));
    return true;
  } catch (error) {
    if (!handleCartAuthFailure(error)) {
      const refusal = refusalMessage(error);
      if (refusal) showMessage(refusal, 'error');
      else console.error('[cart] removing a line failed', error);
    }
    return false;
  }
}

/**
 * Empties the cart and resets discount and coupon. Logged in, a cart the store already shows empty needs no
 * server call: after a paid order the server has emptied it, and checkout re-reads it (syncCart) first.
 */
export async function clearCart(): Promise<void> {
  if (!isLoggedIn()) {
    saveCart(EMPTY_CART);
    return;
  }
  const { items, couponCode } = cartStore.get();
  if (items.length === 0 && !couponCode) return;
  try {
    await serverWrite(() => serverCart.clear());
  } catch (error) {
    if (!handleCartAuthFailure(error)) console.error('[cart] clearing the cart failed', error);
  }
}

/**
 * Re-reads the server cart: after a paid order (the spec's "the cart is synced") and after checkout was refused
 * over prices or the coupon, so the shopper sees today's. Guests: nothing to do.
 */
export async function syncCart(): Promise<void> {
  await refreshServerCart({ quiet: true });
}

export type CouponResult = { ok: boolean; message: string };

/**
 * Applies a coupon; the message is also shown. A guest's code is checked with the server (GET /coupons/{code});
 * only when that call fails for a network or server error does the local table of section 9 decide. Whatever
 * is shown here, the order's price is computed on the server, which checks the coupon again.
 */
export async function applyCoupon(rawCode: string): Promise<CouponResult> {
  // Loaded here, not at the top: this module is on every page (the card's add button) and the schema
  // brings all of zod with it.
  const { couponCodeSchema } = await import('@/lib/shared/schemas/cart-schema');
  const parsed = couponCodeSchema.safeParse(rawCode);
  if (!parsed.success)
    return report({ ok: false, message: parsed.error.issues[0]?.message ?? COUPON_MESSAGES.codeMissing });
  const code = parsed.data;
  const { couponCode } = cartStore.get();
  if (couponCode && couponCode !== code) return report({ ok: false, message: COUPON_MESSAGES.oneAtATime });
  try {
    if (isLoggedIn()) {
      const ticket = beginServerRequest();
      const cart = await serverCart.applyCoupon(code);
      applyServerCart(cart, ticket);
      const terms = cart.coupon ? fromApiCouponTerms(cart.coupon) : null;
      return report({
        ok: true,
        message: (terms && couponAppliedText(terms)) ?? COUPON_MESSAGES.applied(cart.discount),
      });
    }
    const found = await guestCoupon(code);
    if (found === null) return report({ ok: false, message: COUPON_MESSAGES.invalid });
    saveCart({ ...cartStore.get(), discount: found.percent, couponCode: code, coupon: found.terms });
    return report({
      ok: true,
      message: (found.terms && couponAppliedText(found.terms)) ?? COUPON_MESSAGES.applied(found.percent),
    });
  } catch (error) {
    handleCartAuthFailure(error);
    return report({ ok: false, message: refusalMessage(error) ?? COUPON_MESSAGES.invalid });
  }
}

/** The guest's coupon: its percent (0 for an amount off) and, from a server that gives them, its terms. */
async function guestCoupon(code: string): Promise<{ percent: number; terms: CouponTerms | null } | null> {
  try {
    const found = await lookUpCoupon(code);
    const { percent, amount_off, applies_to, min_order_value, label } = found;
    const terms =
      percent !== undefined &&
      amount_off !== undefined &&
      applies_to &&
      min_order_value !== undefined &&
      label !== undefined
        ? fromApiCouponTerms({ code: found.code, percent, amount_off, applies_to, min_order_value, label })
        : null;
    return { percent: found.discount, terms };
  } catch (error) {
    const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
    if (refused) return null;
    console.error('[cart] coupon check failed; using the local coupon table', error);
    const percent = LOCAL_COUPONS[code];
    return percent === undefined ? null : { percent, terms: null };
  }
}

function report(result: CouponResult): CouponResult {
  showMessage(result.message, result.ok ? 'success' : 'error');
  return result;
}

export async function removeCoupon(): Promise<boolean> {
  if (!isLoggedIn()) {
    saveCart({ ...cartStore.get(), discount: 0, couponCode: null, coupon: null });
    showMessage(COUPON_MESSAGES.removed, 'info');
    return true;
  }
  try {
    await serverWrite(() => serverCart.removeCoupon());
    showMessage(COUPON_MESSAGES.removed, 'info');
    return true;
  } catch (error) {
    if (!handleCartAuthFailure(error)) console.error('[cart] removing the coupon failed', error);
    return false;
  }
}
