// Words every catalogue screen shares (home, product list, product page, search box) and the server's
// answers about products; the list's own controls are in product-list.ts, the product page's in product.ts.

export const CATALOGUE_MESSAGES = {
  /** `atLeast`: the count stopped at LIST_COUNT_CAP, and there are more. */
  productsFound: (n: number, atLeast = false) =>
    atLeast ? `${n.toLocaleString('en-IN')}+ products found` : `${n} products found`,
  noProducts: 'No products found',
  noProductsHint: 'Try adjusting your filters or search terms',
  productNotFound: 'Product not found',
  searchPlaceholder: 'Search jewelry...',
  pressEnter: 'Press Enter to apply',
  inclusiveTaxes: 'Inclusive of all taxes',
  uncategorized: 'Uncategorized',
  /** The way back to the list from a page with nothing to show (the 404 page, an empty wishlist). */
  browseProducts: 'Browse Products',
} as const;
