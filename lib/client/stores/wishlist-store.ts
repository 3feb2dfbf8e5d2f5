'use client';
// The wishlist is held locally only (spec section 7: no server calls), under localStorage `wishlist`, and kept
// in step across tabs. Toggling shows the spec's message, so every heart in the shop says the same thing.
import 'client-only';
import { readListOf, readWishlistItem, type WishlistItem } from '@/lib/shared/schemas/client-state-schema';
import { WISHLIST_MESSAGES } from '@/lib/shared/messages/wishlist';
import { STORAGE_KEYS } from '@/lib/shared/storage-keys';
import { createStore, useStore } from './create-store';
import { onOtherTabChange, readStored, writeStored } from './local-storage';
import { showMessage } from './snackbar-store';

const readWishlist = () => readStored(STORAGE_KEYS.wishlist, readListOf(readWishlistItem), []);

let tabSyncStarted = false;

export const wishlistStore = createStore<WishlistItem[]>([], () => {
  if (!tabSyncStarted) {
    tabSyncStarted = true;
    onOtherTabChange([STORAGE_KEYS.wishlist], reloadWishlist);
  }
  return readWishlist();
});

function save(items: WishlistItem[]): void {
  writeStored(STORAGE_KEYS.wishlist, items);
  wishlistStore.set(items);
}

/** Adds the item, or removes it when already saved; shows the message and answers whether it is saved afterwards. */
export function toggleWishlist(item: WishlistItem): boolean {
  const items = wishlistStore.get();
  const saved = items.some((i) => i.id === item.id);
  save(saved ? items.filter((i) => i.id !== item.id) : [...items, item]);
  showMessage(saved ? WISHLIST_MESSAGES.removed : WISHLIST_MESSAGES.added);
  return !saved;
}

/** `silent` when the removal is part of another action with its own message (moving an item to the cart). */
export function removeFromWishlist(id: number, options: { silent?: boolean } = {}): void {
  save(wishlistStore.get().filter((i) => i.id !== id));
  if (!options.silent) showMessage(WISHLIST_MESSAGES.removed);
}

export function reloadWishlist(): void {
  wishlistStore.set(readWishlist());
}

export const useWishlist = () => useStore(wishlistStore, (items) => items);
export const useWishlistCount = () => useStore(wishlistStore, (items) => items.length);
export const useIsWishlisted = (id: number) => useStore(wishlistStore, (items) => items.some((i) => i.id === id));
