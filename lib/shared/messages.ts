// Every message text of the spec (section 8 and the screens of section 2), defined once.
// Tests import these instead of repeating the strings.

export const CART_MESSAGES = {
  added: 'Added to cart successfully!',
  addFailed: 'Failed to add to cart. Please try again.',
  removed: (name: string) => `${name} removed from cart`,
  empty: 'Your cart is empty',
  cartDisabled: 'Cart Disabled',
  outOfStock: 'Out of Stock',
} as const;

export const WISHLIST_MESSAGES = {
  added: 'Added to wishlist!',
  removed: 'Removed from wishlist',
} as const;

export const COUPON_MESSAGES = {
  empty: 'Please enter a coupon code',
  invalid: 'Invalid coupon code',
  applied: (percent: number) => `Coupon applied! ${percent}% discount added`,
} as const;

export const CATALOGUE_MESSAGES = {
  productsFound: (n: number) => `${n} products found`,
  noProducts: 'No products found',
  noProductsHint: 'Try adjusting your filters or search terms',
  productNotFound: 'Product not found',
  noCarousel: 'No carousel images available at the moment.',
  carouselFailed: 'Failed to load carousel images',
  searchPlaceholder: 'Search jewelry...',
  pressEnter: 'Press Enter to apply',
  inclusiveTaxes: 'Inclusive of all taxes',
  uncategorized: 'Uncategorized',
} as const;

export const AUTH_GUARD_MESSAGES = {
  loginToContinue: 'Please login to continue',
} as const;

/** Checkout form texts of spec section 5; the one shipping-address schema uses them on both sides. */
export const CHECKOUT_FORM_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid 10-digit phone number',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  stateInvalid: 'Please choose a state from the list',
  pincodeRequired: 'Pincode is required',
  pincodeInvalid: 'Please enter a valid 6-digit pincode',
  countryIndia: 'We deliver within India only',
  tooLong: 'This is too long',
} as const;

export const CHECKOUT_MESSAGES = {
  fillRequired: 'Please fill in all required fields',
  somethingWrong: 'Something went wrong. Please try again.',
  paymentFailed: 'Payment failed. Please try again.',
  scriptFailed: 'Failed to load the payment gateway. Please check your connection and try again.',
  verificationFailed: 'Payment verification failed',
  cancelledByUser: 'Payment cancelled by user',
  paymentSuccess: 'Payment successful! Order placed.',
  pricesChanged: 'Prices in your cart have changed. Please review your cart.',
  notEnoughStock: (name: string) => `Not enough stock left of ${name}. Please review your cart.`,
  productUnavailable: (name: string) => `${name} is no longer available. Please review your cart.`,
  productNotFound: 'A product in your cart no longer exists. Please review your cart.',
  providerUnavailable: 'The payment service could not be reached. Nothing was charged. Please try again.',
  tooManyPending: 'You have too many unpaid orders. Please pay for or cancel one of them first.',
  testPayment: 'Test payment — no real money is charged',
  invalidCard: 'Invalid card number',
  cardDeclined: 'Your payment was declined by the bank. Please try another card.',
} as const;

export const ORDER_MESSAGES = {
  fetchFailed: 'Failed to fetch orders',
  fetchOneFailed: 'Failed to fetch order',
  createFailed: 'Failed to create order',
  cancelFailed: 'Failed to cancel order',
  created: 'Order created successfully!',
  cancelled: 'Order cancelled successfully!',
  loginToCreate: 'User must be authenticated to create an order',
  loginToCancel: 'User must be authenticated to cancel an order',
  notFound: 'Order not found',
  notCancellable: 'Only pending orders can be cancelled',
  noOrders: 'You have not placed any orders yet.',
} as const;
