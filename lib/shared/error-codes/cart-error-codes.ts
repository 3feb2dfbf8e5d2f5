// The error codes of the cart calls a client can act on (spec section 7, Cart). A module of its own, free of
// zod, because the cart rules that name them run in every page's bundle; lib/shared/schemas/cart-schema.ts
// re-exports them as part of the API contract.
export const CART_ERROR_CODES = {
  cartDisabled: 'CART_DISABLED',
  outOfStock: 'OUT_OF_STOCK',
  insufficientStock: 'INSUFFICIENT_STOCK',
  lineLimit: 'CART_LINE_LIMIT',
  invalidSize: 'INVALID_SIZE',
  notInCart: 'NOT_IN_CART',
  invalidCoupon: 'INVALID_COUPON',
} as const;
