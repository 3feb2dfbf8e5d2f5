import 'server-only';
export { findActiveCoupon, normaliseCouponCode, type ActiveCoupon } from './find-active-coupon';
