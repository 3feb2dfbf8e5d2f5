// The site-wide header, footer, navigation and legal dialogs (spec section 2, Header and Footer); every page
// ships these. NAV_MESSAGES also names the pages in breadcrumbs and headings ('Home', 'Products').

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
  soldBy: (legalName: string) => `Sold by ${legalName}`,
  gstin: (gstin: string) => `GSTIN ${gstin}`,
  grievanceOfficer: (name: string) => `Grievance officer: ${name}`,
  raiseGrievance: 'Raise a grievance',
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
export const NAV_MESSAGES = {
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
