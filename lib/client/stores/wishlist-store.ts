'use client';
// The wishlist is held locally only (spec section 7: no server calls), under localStorage `wishlist`.
import { z } from 'zod';
import { wishlistItemSchema, type WishlistItem } from '@/lib/shared/schemas/client-state';
import { STORAGE_KEYS } from '@/lib/shared/storage-keys';
import { createStore, useStore } from './create-store';
import { readStored, writeStored } from './local-storage';

export const wishlistStore = createStore<WishlistItem[]>([], () => readStored(STORAGE_KEYS.wishlist, z.array(wishlistItemSchema), []));

function save(items: WishlistItem[]): void {
  writeStored(STORAGE_KEYS.wishlist, items);
  wishlistStore.set(items);
}

/** Adds the item, or removes it when already saved; answers whether it is saved afterwards. */
export function toggleWishlist(item: WishlistItem): boolean {
  const items = wishlistStore.get();
  const saved = items.some((i) => i.id === item.id);
  save(saved ? items.filter((i) => i.id !== item.id) : [...items, item]);
  return !saved;
}

export function removeFromWishlist(id: number): void {
  save(wishlistStore.get().filter((i) => i.id !== id));
}

export function reloadWishlist(): void {
  wishlistStore.set(readStored(STORAGE_KEYS.wishlist, z.array(wishlistItemSchema), []));
}

export const useWishlist = () => useStore(wishlistStore, (items) => items);
export const useWishlistCount = () => useStore(wishlistStore, (items) => items.length);
export const useIsWishlisted = (id: number) => useStore(wishlistStore, (items) => items.some((i) => i.id === id));
