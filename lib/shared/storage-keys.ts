// The spec's local storage keys (section 3). The session token and the password are deliberately absent:
// the session lives in an httpOnly cookie, and the login password only in memory (see docs/security.md).
export const STORAGE_KEYS = {
  user: 'user',
  cart: 'cart',
  cartDiscount: 'cartDiscount',
  cartCoupon: 'cartCoupon',
  /** The guest's coupon's terms (an amount off, or off the making charges), beside its code. */
  cartCouponTerms: 'cartCouponTerms',
  wishlist: 'wishlist',
  tempRegistration: 'tempRegistration',
  tempLoginEmail: 'tempLoginEmail',
} as const;

/** sessionStorage: where to return after login (spec: "a redirect path stored in session storage is restored"). */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';
export const AUTH_STATE_EVENT = 'authStateChanged';

/** sessionStorage: a same-origin path the layout restores once on the next page load (spec section 2, Routes). */
export const REDIRECT_RESTORE_KEY = 'redirectPath';

/** sessionStorage: the pincode a shopper last checked delivery for, offered again on every page. */
export const DELIVERY_PINCODE_KEY = 'deliveryPincode';

/** sessionStorage: the old-gold quote (POST /exchange/quote) the shopper last got, offered at checkout. */
export const EXCHANGE_QUOTE_KEY = 'exchangeQuote';
