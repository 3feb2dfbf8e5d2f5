// The wishlist screen (spec section 2, Wishlist). Apart from wishlist.ts so the catalogue pages, which load
// the wishlist store, do not ship the screen's words.

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
