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
  clearAll: 'Clear All Filters',
  filters: 'Filters',
  activeFilters: 'Active filters',
  searchChip: (text: string) => `Search: ${text}`,
  minPriceChip: (price: string) => `Min: ${price}`,
  maxPriceChip: (price: string) => `Max: ${price}`,
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
