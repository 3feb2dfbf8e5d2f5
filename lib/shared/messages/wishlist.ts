// The wishlist: the heart's toasts on every catalogue page and the wishlist screen (spec section 2, Wishlist).

export const WISHLIST_MESSAGES = {
  added: 'Added to wishlist!',
  removed: 'Removed from wishlist',
} as const;

/** Texts of the wishlist screen. */
export const WISHLIST_PAGE_MESSAGES = {
  heading: 'My Wishlist',
  empty: 'Your wishlist is empty',
  emptyHint: 'Tap the heart on any piece to save it here.',
  moveToCart: 'Move to Cart',
  remove: 'Remove',
  chooseSize: 'Please choose a size to add this item',
  itemsSaved: (count: number) => `${count} ${count === 1 ? 'item' : 'items'} in your wishlist`,
} as const;
