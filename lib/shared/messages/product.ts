// A product as cards and the product page show it (spec section 2, Product detail): badges, price, rating,
// gallery, size and quantity, facts. The low-stock note is the cart rule's sentence (cart.ts).

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
  previousImage: 'Previous image',
  nextImage: 'Next image',
  showImage: (n: number) => `Show image ${n}`,
  size: 'Size',
  /** Under the product page's size field when Add to Cart is pressed with no size chosen. */
  sizeFieldError: 'Please select a size',
  quantity: 'Quantity',
  productFeatures: 'Product Features',
  description: 'Description',
  details: 'Details',
  metal: 'Metal',
  purity: 'Purity',
  weight: 'Weight',
  grams: (g: number) => `${g} g`,
  inStock: 'In stock',
  soldOut: 'Currently out of stock',
  relatedProducts: 'Related Products',
  backToProducts: 'Back to Products',
} as const;
