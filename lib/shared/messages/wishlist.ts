// The wishlist's toasts, shown by the heart on every catalogue page; the screen's texts are in wishlist-page.ts.

export const WISHLIST_MESSAGES = {
  added: 'Added to wishlist!',
  removed: 'Removed from wishlist',
} as const;
