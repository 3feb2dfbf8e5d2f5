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

/** Input every endpoint refuses, whatever its fields. */
export const INPUT_MESSAGES = {
  nulByte: 'must not contain a NUL character',
} as const;

export const AUTH_GUARD_MESSAGES = {
  loginToContinue: 'Please login to continue',
} as const;

/** The cart's own rules (server answers and the guest cart alike). */
export const CART_RULE_MESSAGES = {
  outOfStock: 'This item is out of stock',
  onlyLeft: (stock: number) => `Only ${stock} left in stock`,
  lineLimit: (max: number) => `You can add at most ${max} of this item`,
  sizeRequired: 'Please choose a size',
  sizeUnavailable: (sizes: readonly string[]) => `This size is not available. Choose one of: ${sizes.join(', ')}`,
  notInCart: 'This item is not in your cart',
  cartDisabled: 'Cart changes are turned off in this shop right now',
  couponRemoved: 'Coupon removed',
  oneCouponAtATime: 'Only one coupon can be used at a time. Remove the current coupon first.',
} as const;

/** Texts of the cart screen (spec section 2, Cart). */
export const CART_PAGE_TEXT = {
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
  itemsInCart: (count: number, total: string) => `${count} ${count === 1 ? 'item' : 'items'} in your cart, total ${total}`,
} as const;

/** Texts of the wishlist screen (spec section 2, Wishlist). */
export const WISHLIST_PAGE_TEXT = {
  heading: 'My Wishlist',
  empty: 'Your wishlist is empty',
  emptyHint: 'Tap the heart on any piece to save it here.',
  browse: 'Browse Products',
  moveToCart: 'Move to Cart',
  remove: 'Remove',
  chooseSize: 'Please choose a size to add this item',
  itemsSaved: (count: number) => `${count} ${count === 1 ? 'item' : 'items'} in your wishlist`,
} as const;

// ---- Accounts: login, registration, the code dialog (spec sections 5 and 8) ----

export const AUTH_VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  nameRequired: 'Full name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 100 characters',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  otpInvalid: 'Please enter a valid 6-digit OTP',
  avatarInvalid: 'Avatar must be an http(s) address or a /media/ path',
} as const;

export const LOGIN_MESSAGES = {
  otpSent: 'OTP sent to your email. Please verify to continue.',
  failed: 'Login failed',
  verifyFailed: 'OTP verification failed',
  success: 'Login successful!',
  resent: 'OTP resent successfully!',
  resendFailed: 'Failed to resend OTP',
  sendFailed: 'Failed to send OTP',
  sessionExpired: 'Login session expired. Please start over.',
  invalidCredentials: 'Invalid email or password',
  /** 429 after too many wrong passwords for an account from one client (or from one client in all). */
  tooManyFailures: 'Too many failed login attempts. Please try again later.',
} as const;

export const REGISTER_MESSAGES = {
  initiated: 'Registration initiated! Please check your email for verification code.',
  failed: 'Registration failed. Please try again.',
  sessionExpired: 'Registration session expired. Please start registration again.',
  invalidOtp: 'Invalid OTP. Please try again.',
  verified: 'Email verified successfully!',
  skipped: 'You can complete verification later from your email.',
  verifyFailed: 'Registration verification failed',
} as const;

export const OTP_DIALOG_MESSAGES = {
  invalidOtp: 'Invalid OTP. Please try again.',
  verifyFailed: 'Verification failed. Please try again.',
  resendFailed: 'Failed to resend OTP. Please try again.',
  invalidResponse: 'Invalid response from server',
} as const;

/** Server answers of the code calls (spec section 8 names NO_SESSION_TOKEN's text; the rest are ours). */
export const OTP_SERVER_MESSAGES = {
  sent: 'OTP sent to your email. Please verify to continue.',
  resent: 'OTP resent successfully!',
  noSession: 'No active OTP session. Please request a new code.',
  expired: 'This code has expired. Please request a new one.',
  tooManyAttempts: 'Too many wrong codes. Please request a new code.',
  rateLimited: 'Too many codes requested. Please try again later.',
  resendTooSoon: 'Please wait before requesting another code.',
  mailFailed: 'We could not send the email. Please try again.',
  /** The client's reading of a 404 on each code call (spec section 8). */
  sendUnavailable: 'OTP service is not available. Please try again later.',
  verifyUnavailable: 'OTP verification service is not available. Please try again later.',
  resendUnavailable: 'OTP resend service is not available. Please try again later.',
} as const;

export const PROFILE_MESSAGES = {
  updated: 'Profile updated',
  updateFailed: 'Failed to update profile',
  loggedOut: 'You have been logged out',
} as const;

/** Texts of the site-wide header, footer and navigation (spec section 2, Header and Footer). */
export const LAYOUT_MESSAGES = {
  skipLink: 'Skip to main content',
  showMore: 'Show more',
  aboutTitle: (shopName: string) => `About ${shopName}`,
  lastUpdated: 'Last updated',
  legalBeingUpdated: 'This policy is being updated. Please check back soon.',
  legalLoading: 'Loading…',
  legalLoadFailed: 'This page could not be loaded. Please close it and try again.',
  close: 'Close',
  contactHeading: 'Contact Us',
  followHeading: 'Follow Us',
  legalNav: 'Legal',
  openMenu: 'Open navigation menu',
  navDrawer: 'Navigation menu',
  accountMenu: 'Account menu',
  /** Not 'Search products': on /products the filter column's search box has that name, and two fields
   *  with one name cannot be told apart by a screen reader's list of form fields. */
  searchLabel: 'Search the shop',
  searchButton: 'Search',
  cartLabel: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  wishlistLabel: (count: number) => `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`,
} as const;

/** Navigation entries, in the order the spec lists them for the drawer below 900 px. */
export const NAV_LABELS = {
  home: 'Home',
  categories: 'Categories',
  products: 'Products',
  cart: 'Cart',
  wishlist: 'Wishlist',
  profile: 'Profile',
  myOrders: 'My Orders',
  logout: 'Logout',
  login: 'Login',
  register: 'Register',
} as const;

export const HOME_MESSAGES = {
  categoryMenu: 'Product categories',
  moreCategories: (n: number) => `+${n} More`,
  applyFilter: 'Apply Filter',
  recentProducts: 'Recent Products',
  menuPriceRange: 'Price range',
  carousel: 'Featured collections',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  goToSlide: (n: number) => `Go to slide ${n}`,
  shopByCategory: 'Shop by Category',
  itemsCount: (n: number) => `${n} items`,
  featuredProducts: 'Featured Products',
  viewAllProducts: 'View All Products',
  whyChoose: (shopName: string) => `Why Choose ${shopName}`,
  certifiedQuality: 'Certified Quality',
  certifiedQualityText: 'Hallmarked metals and certified stones in every piece',
  freeShipping: 'Free Shipping',
  freeShippingText: (threshold: string) => `On orders above ${threshold}`,
  securePayment: 'Secure Payment',
  securePaymentText: 'Encrypted card payments through a trusted provider',
  startShopping: 'Start Shopping',
} as const;

export const PRODUCT_LIST_MESSAGES = {
  heading: 'Products',
  searchLabel: 'Search products',
  categoryLabel: 'Category',
  allCategories: 'All Categories',
  priceRange: 'Price range',
  minPrice: 'Min price',
  maxPrice: 'Max price',
  sortLabel: 'Sort by',
  bestMatch: 'Best Match',
  clearAll: 'Clear All Filters',
  filters: 'Filters',
  activeFilters: 'Active filters',
  searchChip: (text: string) => `Search: ${text}`,
  minPriceChip: (price: string) => `Min: ${price}`,
  maxPriceChip: (price: string) => `Max: ${price}`,
  /** The accessible name of a chip's button: the whole chip removes its filter. */
  removeFilterChip: (chip: string) => `Remove ${chip}`,
  searchTitle: (text: string) => `Search results for "${text}"`,
  pagination: 'Product list pages',
  allCategoriesHeading: 'All Categories',
  allCategoriesDescription: (shopName: string) => `Browse every jewelry category at ${shopName}.`,
} as const;

export const PRODUCT_MESSAGES = {
  newBadge: 'New',
  discountBadge: (percent: number) => `${percent}% OFF`,
  addToCart: 'Add to Cart',
  /** Products with sizes are added from their own page, where the size is chosen. */
  selectSize: 'Select Size',
  addToWishlist: (name: string) => `Add ${name} to wishlist`,
  removeFromWishlist: (name: string) => `Remove ${name} from wishlist`,
  reviewCount: (n: number) => `(${n})`,
  ratingLabel: (rating: number, reviews: number) => `Rated ${rating} out of 5 from ${reviews} reviews`,
  originalPrice: 'Original price',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  showImage: (n: number) => `Show image ${n}`,
  size: 'Size',
  sizeRequired: 'Please select a size',
  quantity: 'Quantity',
  productFeatures: 'Product Features',
  description: 'Description',
  details: 'Details',
  metal: 'Metal',
  purity: 'Purity',
  weight: 'Weight',
  grams: (g: number) => `${g} g`,
  inStock: 'In stock',
  fewLeft: (n: number) => `Only ${n} left in stock`,
  soldOut: 'Currently out of stock',
  relatedProducts: 'Related Products',
  backToProducts: 'Back to Products',
} as const;

export const NOT_FOUND_MESSAGES = {
  title: 'Page not found',
  goHome: 'Go to Home',
  browseProducts: 'Browse Products',
} as const;

export const PAGE_ERROR_MESSAGES = {
  title: 'Something went wrong',
  text: 'We could not load this page. Please try again.',
  retry: 'Try again',
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
  orderLineLimit: (name: string, max: number) => `You can order at most ${max} of ${name} at a time. Please lower the quantity.`,
  pendingUnitsLimit: (max: number) =>
    `Unpaid orders can hold at most ${max} pieces at a time. Please pay for or cancel an unpaid order, or order fewer pieces.`,
  pendingValueLimit: (max: string) =>
    `Unpaid orders can hold at most ${max} at a time. Please pay for or cancel an unpaid order, or order less at once.`,
  clientHoldLimit: 'Too many unpaid orders are waiting from your network. Please pay for or cancel one of them first, or try again later.',
  /** The ribbon on checkout and in the sandbox's payment window while no Razorpay keys are set. */
  testMode: 'Test mode: no money is taken',
  /** The payment's amount or currency is not the order's: nothing is confirmed until the shop has looked. */
  paymentUnderReview: 'Your payment does not match this order, so the order was not confirmed. The shop will contact you about it.',
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
  notAwaitingPayment: 'This order is no longer awaiting payment',
  noOrders: 'You have not placed any orders yet.',
} as const;

/** The product list's page links (the names MUI's Pagination gave them, kept for screen-reader users). */
export const PAGINATION_MESSAGES = {
  goToPage: (page: number) => `Go to page ${page}`,
  currentPage: (page: number) => `page ${page}`,
  previous: 'Go to previous page',
  next: 'Go to next page',
} as const;
