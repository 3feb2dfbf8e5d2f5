// The cart screen (spec section 2, Cart): its heading, summary, coupon box and states. Apart from cart.ts so
// the catalogue pages, which load the cart store, do not ship the screen's words.

/** Texts of the cart screen (spec section 2, Cart). */
export const CART_PAGE_MESSAGES = {
  heading: 'Shopping Cart',
  continueShopping: 'Continue Shopping',
  orderSummary: 'Order Summary',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  shippingFree: 'FREE',
  total: 'Total',
  proceedToCheckout: 'Proceed to Checkout',
  couponLabel: 'Coupon code',
  applyCoupon: 'Apply',
  loading: 'Loading your cart…',
  loadFailed: 'We could not load your cart.',
  readOnlyNotice: 'The cart cannot be changed right now. You can still review it.',
  itemsInCart: (count: number, total: string) =>
    `${count} ${count === 1 ? 'item' : 'items'} in your cart, total ${total}`,
} as const;
