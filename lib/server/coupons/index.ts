import 'server-only';
export { checkCoupon, findActiveCoupon, type ActiveCoupon } from './find-active-coupon';
export { lineDiscounts, orderCouponLabel } from './order-coupon-label';
