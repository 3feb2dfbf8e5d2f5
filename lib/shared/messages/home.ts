// The home page (spec section 2, Home): category menu, carousel, categories, featured products, why-choose.

export const HOME_MESSAGES = {
  categoryMenu: 'Product categories',
  moreCategories: (n: number) => `+${n} More`,
  applyFilter: 'Apply Filter',
  recentProducts: 'Recent Products',
  carousel: 'Featured collections',
  noCarousel: 'No carousel images available at the moment.',
  /** Logged on the server when the carousel cannot be read; the page renders without it. */
  carouselFailed: 'Failed to load carousel images',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  goToSlide: (n: number) => `Go to slide ${n}`,
  pauseSlideshow: 'Pause slideshow',
  playSlideshow: 'Play slideshow',
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
