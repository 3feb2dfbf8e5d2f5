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

/** Texts of the site-wide header, footer and navigation (spec section 2, Header and Footer). */
export const LAYOUT_MESSAGES = {
  skipLink: 'Skip to main content',
  showMore: 'Show more',
  aboutTitle: (shopName: string) => `About ${shopName}`,
  lastUpdated: 'Last updated',
  legalBeingUpdated: 'This policy is being updated. Please check back soon.',
  close: 'Close',
  contactHeading: 'Contact Us',
  followHeading: 'Follow Us',
  legalNav: 'Legal',
  openMenu: 'Open navigation menu',
  navDrawer: 'Navigation menu',
  accountMenu: 'Account menu',
  searchLabel: 'Search products',
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
