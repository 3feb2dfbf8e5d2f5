'use client';
// The guest cart under the spec's localStorage keys `cart`, `cartDiscount`, `cartCoupon`.
// The cart issue adds the server cart for logged-in shoppers behind the same functions.
import { z } from 'zod';
import { cartLineId, cartLineSchema, type CartLine } from '@/lib/shared/schemas/client-state';
import { STORAGE_KEYS } from '@/lib/shared/storage-keys';
import { createStore, useStore } from './create-store';
import { readStored, writeStored } from './local-storage';

export type CartState = { items: CartLine[]; discount: number; couponCode: string | null };

const EMPTY: CartState = { items: [], discount: 0, couponCode: null };

function loadCart(): CartState {
  return {
    items: readStored(STORAGE_KEYS.cart, z.array(cartLineSchema), []),
    discount: readStored(STORAGE_KEYS.cartDiscount, z.number().min(0).max(100), 0),
    couponCode: readStored(STORAGE_KEYS.cartCoupon, z.string().nullable(), null),
  };
}

export const cartStore = createStore<CartState>(EMPTY, loadCart);

export function saveCart(state: CartState): void {
  writeStored(STORAGE_KEYS.cart, state.items);
  writeStored(STORAGE_KEYS.cartDiscount, state.discount || null);
  writeStored(STORAGE_KEYS.cartCoupon, state.couponCode);
  cartStore.set(state);
}

export function reloadCart(): void {
  cartStore.set(loadCart());
}

export type AddToCartInput = Omit<CartLine, 'id' | 'quantity'> & { quantity: number };

export function addLine(state: CartState, input: AddToCartInput): CartState {
  const id = cartLineId(input.productId, input.size);
  const existing = state.items.find((l) => l.id === id);
  const items = existing
    ? state.items.map((l) => (l.id === id ? { ...l, quantity: l.quantity + input.quantity } : l))
    : [...state.items, { ...input, id }];
  return { ...state, items };
}

export const useCart = () => useStore(cartStore, (s) => s);
export const useCartQuantity = () => useStore(cartStore, (s) => s.items.reduce((sum, l) => sum + l.quantity, 0));
