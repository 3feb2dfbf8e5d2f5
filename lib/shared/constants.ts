// Business constants of spec section 9, defined once.

export const CURRENCY = 'INR';
export const CURRENCY_SYMBOL = '₹';
export const COUNTRY = 'India';

export const DEFAULT_SHOP_NAME = 'Jewelry Store';
export const DEFAULT_COMPANY_DESCRIPTION =
  'Discover exquisite handcrafted jewelry, made by skilled artisans with certified metals and stones, for every occasion.';

export const FREE_SHIPPING_THRESHOLD_RUPEES = 1000;

/** Used when the coupon call fails for a guest (spec section 9); the server always re-checks at checkout. */
export const LOCAL_COUPONS: Readonly<Record<string, number>> = { SAVE10: 10, WELCOME20: 20, GOLD30: 30 };

export const PAGE_SIZE = {
  products: 12,
  orders: 10,
  featured: 8,
  latestProducts: 4,
  relatedProducts: 4,
  menuProducts: 4,
  maxPerPage: 100,
} as const;

/**
 * Lists and searches count their pieces up to this many and no further: a larger list says "10,000+" and pages
 * no deeper than this (the last page holds the 10,000th piece), so no count or page reads the whole catalogue.
 */
export const LIST_COUNT_CAP = 10_000;
/**
 * The same for a search ("1,000+"): its count reads the rows its words match (a text index holds no row's
 * visibility), a thousand of them in a few milliseconds where ten thousand took a fifth of a second.
 */
export const SEARCH_COUNT_CAP = 1_000;

export const PRICE_FILTER = { min: 0, max: 100000, step: 100, minDistance: 100 } as const;
export const MENU_PRICE_SLIDER = {
  min: 0,
  max: 50000,
  step: 100,
  defaultRange: [0, 10000] as [number, number],
} as const;

export const DETAIL_MAX_QUANTITY = 5;
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;

export const TIMINGS_MS = {
  addToCartDebounce: 500,
  snackbar: 6000,
  carouselInterval: 5000,
  carouselFade: 500,
  menuCloseDelay: 200,
  failureRedirect: 600000,
} as const;

export const FOOTER_DESCRIPTION_LIMIT = 150;
export const DIALOG_MAX_WIDTH = { legal: 800, about: 600 } as const;

export const SORT_OPTIONS = [
  { value: 'created_at_desc', label: 'Newest First' },
  { value: 'created_at_asc', label: 'Oldest First' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'name_asc', label: 'Name: A to Z' },
  { value: 'name_desc', label: 'Name: Z to A' },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
export const SORT_VALUES = SORT_OPTIONS.map((o) => o.value) as [SortValue, ...SortValue[]];
export const DEFAULT_SORT: SortValue = 'created_at_desc';

export const SHIPPING_PROMISE = 'Your order will be shipped within 2-3 business days.';

export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const DEFAULT_THEME_COLORS = {
  primary_color: '#185b6c',
  secondary_color: '#2c7a8c',
  accent_color: '#3d9bb0',
  background_color: '#FAFAFA',
  text_color: '#2C2C2C',
  footer_background: '#12343d',
  footer_text: '#f1f5f6',
  button_primary: '#185b6c',
  button_hover: '#003d4e',
  success_color: '#2e7d32',
  warning_color: '#b26a00',
  error_color: '#c62828',
} as const;

export const ICON_NAMES = [
  'Facebook',
  'Instagram',
  'Twitter',
  'LinkedIn',
  'Verified',
  'Star',
  'LocalShipping',
  'Security',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export const DEFAULT_STATS = [
  { label: 'Certified Jewelry', value: '1000+', icon: 'Verified' },
  { label: 'Happy Customers', value: '5000+', icon: 'Star' },
  { label: 'Free Shipping', value: 'Above ₹1000', icon: 'LocalShipping' },
  { label: 'Secure Payment', value: '100% Safe', icon: 'Security' },
] as const;

export const FALLBACK_LEGAL_LINKS = [
  { slug: 'privacy-policy', label: 'Privacy Policy' },
  { slug: 'terms-of-service', label: 'Terms of Service' },
  { slug: 'return-policy', label: 'Return Policy' },
] as const;

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'payment_failed',
  /** The courier could not deliver and brought the parcel back to the shop. */
  'returned_to_origin',
  /** Every piece came back and was refunded. */
  'returned',
  /** Some pieces came back and were refunded; the rest stay with the buyer. */
  'partially_returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The most one cart line (a product in one size) may hold; section 9 leaves it open. cart_items has the same CHECK. */
export const MAX_CART_LINE_QUANTITY = 10;

/**
 * What unpaid orders may hold (a pending order keeps its stock for 30 minutes). Without bounds one account
 * could hold a shop's whole stock, renewably. A client (one network address) gets more room than an account,
 * since a household or an office shares one address.
 */
export const ORDER_HOLD_LIMITS = {
  /**
   * Pieces of one product in one order: what one cart line may hold, so a cart that was accepted is never
   * refused at checkout for its line sizes (the product page offers 1-5 at a time).
   */
  unitsPerProduct: MAX_CART_LINE_QUANTITY,
  pendingOrdersPerAccount: 2,
  pendingUnitsPerAccount: 10,
  /**
   * Value is bounded only as a multiple of what the shop sells: unpaid orders of one account may hold this many
   * times its dearest active piece (read from the database when the order is placed), and never less than
   * pendingValueFloorPaise. An account with nothing unpaid may always order one piece, however dear.
   */
  pendingValueMultipleOfDearest: 2,
  /** ₹2,00,000: the value bound of a shop whose pieces are all cheap. */
  pendingValueFloorPaise: 2_00_000_00,
  /** A client may hold this many times what an account may (ORDER_HOLD_CLIENT_FACTOR overrides it). */
  clientFactor: 3,
} as const;

/** Below this many pieces the product page says how many are left. */
export const LOW_STOCK_HINT = 5;
/** Root categories shown in the home menu bar before '+N More'. */
export const MENU_ROOT_CATEGORIES = 6;

/** Days after delivery in which a shopper may ask for a return, until the owner sets another number. */
export const DEFAULT_RETURN_WINDOW_DAYS = 15;

/** Shown on every product page until the seller's details say otherwise. */
export const DEFAULT_COUNTRY_OF_ORIGIN = 'Made in India';

/**
 * The client of a request whose address nobody vouches for (`next start` on its own, Jest): every such caller
 * is the same client, so limits per client do not apply to it. lib/server/http/client-ip.ts answers it.
 */
export const UNKNOWN_CLIENT = 'local';
