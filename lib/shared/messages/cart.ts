// The cart as every page knows it: the add-to-cart buttons and their toasts, the cart's rules as the server
// and the guest cart both answer them, and the coupon's answers. The cart store ships this to every page, so
// the cart screen's own texts are apart, in cart-page.ts.

/** The cart buttons and their toasts, wherever a product can be added. */
export const CART_MESSAGES = {
  added: 'Added to cart successfully!',
  addFailed: 'Failed to add to cart. Please try again.',
  removed: (name: string) => `${name} removed from cart`,
  empty: 'Your cart is empty',
  /** The label of an add button while the shop has the cart turned off. */
  cartDisabledButton: 'Cart Disabled',
  /** The label of an add button for a product with no stock. */
  outOfStockButton: 'Out of Stock',
} as const;

/** The cart's own rules (server answers and the guest cart alike). */
export const CART_RULE_MESSAGES = {
  /** Refusing to add a product with no stock. */
  itemOutOfStock: 'This item is out of stock',
  /** Refusing more pieces than are left; also the product page's low-stock note. */
  onlyLeft: (stock: number) => `Only ${stock} left in stock`,
  lineLimit: (max: number) => `You can add at most ${max} of this item`,
  sizeRequired: 'Please choose a size',
  sizeUnavailable: (sizes: readonly string[]) => `This size is not available. Choose one of: ${sizes.join(', ')}`,
  notInCart: 'This item is not in your cart',
  /** Refusing any cart change while the shop has the cart turned off. */
  changesTurnedOff: 'Cart changes are turned off in this shop right now',
} as const;

export const COUPON_MESSAGES = {
  codeMissing: 'Please enter a coupon code',
  invalid: 'Invalid coupon code',
  applied: (percent: number) => `Coupon applied! ${percent}% discount added`,
  removed: 'Coupon removed',
  oneAtATime: 'Only one coupon can be used at a time. Remove the current coupon first.',
} as const;
