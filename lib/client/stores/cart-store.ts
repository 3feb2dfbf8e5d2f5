'use client';
// One cart store for the header badge, product card and detail, cart page and checkout.
// Logged out: the guest cart under the spec's localStorage keys `cart`, `cartDiscount`, `cartCoupon`, kept in
// step across tabs. Logged in: the server cart, set only from the server's answers (never from storage).
// The store starts following the session on its first read, so no layout component has to wire it up.
import 'client-only';
import { ApiRequestError } from '@/lib/client/api';
import { MAX_CART_LINE_QUANTITY } from '@/lib/shared/constants';
import type { ApiCart } from '@/lib/shared/schemas/cart-schema';
import {
  cartLineId,
  readCartLine,
  readCouponTerms,
  readListOf,
  readOrNull,
  type CartLine,
  type Reader,
} from '@/lib/shared/schemas/client-state-schema';
import type { CouponTerms } from '@/lib/shared/money/coupons';
import { AUTH_STATE_EVENT, STORAGE_KEYS } from '@/lib/shared/storage-keys';
import { createStore, useStore } from './create-store';
import { onOtherTabChange, readStored, writeStored } from './local-storage';
import { cartStateFrom, mergeIntoServerCart, serverCart } from './cart-server';
import { EMPTY_CART, type CartState } from './cart-state';
import { sessionStore, setSessionUser } from './session-store';
import { showMessage } from './snackbar-store';

/** loading: the server cart is on its way; error: it could not be loaded (the page offers a retry). */
export type CartStatus = 'loading' | 'ready' | 'error';

const GUEST_KEYS = [
  STORAGE_KEYS.cart,
  STORAGE_KEYS.cartDiscount,
  STORAGE_KEYS.cartCoupon,
  STORAGE_KEYS.cartCouponTerms,
];

export function isLoggedIn(): boolean {
  return sessionStore.get().user !== null;
}

const readPercent: Reader<number> = (v) => (typeof v === 'number' && v >= 0 && v <= 100 ? v : undefined);
const readText: Reader<string> = (v) => (typeof v === 'string' ? v : undefined);

function loadGuestCart(): CartState {
  return {
    items: readStored(STORAGE_KEYS.cart, readListOf(readCartLine), []),
    discount: readStored(STORAGE_KEYS.cartDiscount, readPercent, 0),
    couponCode: readStored<string | null>(STORAGE_KEYS.cartCoupon, readOrNull(readText), null),
    coupon: readStored<CouponTerms | null>(STORAGE_KEYS.cartCouponTerms, readOrNull(readCouponTerms), null),
  };
}

function clearGuestStorage(): void {
  for (const key of GUEST_KEYS) writeStored(key, null);
}

export const cartStore = createStore<CartState>(EMPTY_CART, () => {
  startCartSync();
  return isLoggedIn() ? EMPTY_CART : loadGuestCart();
});

export const cartStatusStore = createStore<CartStatus>('loading', () => {
  startCartSync();
  return isLoggedIn() ? 'loading' : 'ready';
});

/** The guest cart: written to localStorage, then shown. */
export function saveCart(state: CartState): void {
  writeStored(STORAGE_KEYS.cart, state.items);
  writeStored(STORAGE_KEYS.cartDiscount, state.discount || null);
  writeStored(STORAGE_KEYS.cartCoupon, state.couponCode);
  writeStored(STORAGE_KEYS.cartCouponTerms, state.couponCode ? (state.coupon ?? null) : null);
  cartStore.set(state);
}

export function reloadCart(): void {
  cartStore.set(isLoggedIn() ? cartStore.get() : loadGuestCart());
}

export type AddToCartInput = Omit<CartLine, 'id' | 'quantity' | 'engraving'> & {
  quantity: number;
  /** Text to engrave on each piece: kept by the server cart only (a signed-in shopper's). */
  engravingText?: string;
};

/** Adds to the line of this product and size (a new line when there is none); the caller checks the limits. */
export function addLine(state: CartState, input: AddToCartInput): CartState {
  const id = cartLineId(input.productId, input.size);
  const existing = state.items.find((l) => l.id === id);
  const items = existing
    ? state.items.map((l) =>
        l.id === id
          ? {
              ...l,
              quantity: Math.min(l.quantity + input.quantity, MAX_CART_LINE_QUANTITY),
              stock: input.stock ?? l.stock,
            }
          : l,
      )
    : [...state.items, { ...input, id, quantity: Math.min(input.quantity, MAX_CART_LINE_QUANTITY) }];
  return { ...state, items };
}

// ---- Following the server cart ----

/**
 * Answers can arrive out of order (a slow load after a quick write, or a load for the shopper who just logged
 * out). Each request takes a ticket; an answer is shown only if no later one was shown and the session is the same.
 */
let authEpoch = 0;
let requestSeq = 0;
let shownSeq = 0;

export type ServerTicket = { epoch: number; seq: number };

export function beginServerRequest(): ServerTicket {
  return { epoch: authEpoch, seq: ++requestSeq };
}

export function applyServerCart(cart: ApiCart, ticket: ServerTicket): boolean {
  if (ticket.epoch !== authEpoch || ticket.seq < shownSeq) return false;
  shownSeq = ticket.seq;
  cartStore.set(cartStateFrom(cart));
  cartStatusStore.set('ready');
  return true;
}

/** A 401 means the session cookie is gone (expired or ended elsewhere): from here on the shopper is a guest. */
export function handleCartAuthFailure(error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status === 401 && isLoggedIn()) {
    setSessionUser(null);
    return true;
  }
  return false;
}

export async function refreshServerCart(options: { quiet?: boolean } = {}): Promise<void> {
  if (!isLoggedIn()) return;
  const ticket = beginServerRequest();
  if (!options.quiet) cartStatusStore.set('loading');
  try {
    applyServerCart(await serverCart.load(), ticket);
  } catch (error) {
    if (handleCartAuthFailure(error)) return;
    console.error('[cart] loading the server cart failed', error);
    if (ticket.epoch === authEpoch && !options.quiet) cartStatusStore.set('error');
  }
}

/**
 * The guest cart joins the server cart once (quantities added under the cart rules) and the local copy is
 * cleared. If the merge fails the guest copy stays in storage, so nothing is lost and the next login retries.
 */
async function mergeGuestCartThenLoad(): Promise<void> {
  const guest = loadGuestCart();
  if (guest.items.length === 0 && !guest.couponCode) return refreshServerCart();
  const ticket = beginServerRequest();
  cartStatusStore.set('loading');
  try {
    const { cart, notes } = await mergeIntoServerCart(guest);
    clearGuestStorage();
    applyServerCart(cart, ticket);
    const first = notes[0];
    if (first) {
      const name = guest.items.find((l) => l.productId === first.product_id)?.name;
      showMessage(name ? `${name}: ${first.message}` : first.message, 'warning');
    }
  } catch (error) {
    if (handleCartAuthFailure(error)) return;
    console.error('[cart] merging the guest cart failed', error);
    await refreshServerCart();
  }
}

function onAuthStateChanged(): void {
  authEpoch++;
  if (isLoggedIn()) {
    void mergeGuestCartThenLoad();
    return;
  }
  // Logged out: the next shopper on this browser starts with an empty cart.
  clearGuestStorage();
  cartStore.set(EMPTY_CART);
  cartStatusStore.set('ready');
}

let syncStarted = false;

function startCartSync(): void {
  if (syncStarted || typeof window === 'undefined') return;
  syncStarted = true;
  window.addEventListener(AUTH_STATE_EVENT, onAuthStateChanged);
  onOtherTabChange(GUEST_KEYS, () => {
    if (!isLoggedIn()) cartStore.set(loadGuestCart());
  });
  // Another tab or device may have changed the server cart meanwhile.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refreshServerCart({ quiet: true });
  });
  // Deferred: this runs inside the store's first read, which may be during a render. A login in between
  // has already started its own merge.
  const epoch = authEpoch;
  queueMicrotask(() => {
    if (epoch === authEpoch && isLoggedIn()) void mergeGuestCartThenLoad();
  });
}

export const useCart = () => useStore(cartStore, (s) => s);
export const useCartQuantity = () => useStore(cartStore, (s) => s.items.reduce((sum, l) => sum + l.quantity, 0));
export const useCartStatus = () => useStore(cartStatusStore, (s) => s);
