// The cart's shape on its own, so the store and the server calls that build it both depend on it and not on
// each other.
import 'client-only';
import type { CartLine } from '@/lib/shared/schemas/client-state-schema';
import type { CouponTerms } from '@/lib/shared/money/coupons';

/** coupon: the applied coupon's terms, when known; without them `discount` is a percent off the order. */
export type CartState = { items: CartLine[]; discount: number; couponCode: string | null; coupon?: CouponTerms | null };

export const EMPTY_CART: CartState = { items: [], discount: 0, couponCode: null };
