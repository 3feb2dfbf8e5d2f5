// The product list and the categories directory (spec section 2, Products): filters, chips, sorting and
// page links. The list's heading is the navigation's 'Products' (layout.ts).

export const PRODUCT_LIST_MESSAGES = {
  searchLabel: 'Search products',
  categoryLabel: 'Category',
  /** The category filter's 'any' option and the heading of /categories. */
  allCategories: 'All Categories',
  /** The price filter, in the list's column and in the home page's category menu. */
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
  allCategoriesDescription: (shopName: string) => `Browse every jewelry category at ${shopName}.`,
  allProductsDescription: (shopName: string) =>
    `Shop every piece at ${shopName}: rings, earrings, necklaces and more, with prices inclusive of GST.`,
} as const;

/** The list's page links (the names MUI's Pagination gave them, kept for screen-reader users). */
export const PAGINATION_MESSAGES = {
  goToPage: (page: number) => `Go to page ${page}`,
  currentPage: (page: number) => `page ${page}`,
  previous: 'Go to previous page',
  next: 'Go to next page',
} as const;
