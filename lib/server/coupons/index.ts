import 'server-only';
export {
  checkCoupon,
  findActiveCoupon,
  normaliseCouponCode,
  type ActiveCoupon,
  type CouponCheck,
} from './find-active-coupon';
export { lineDiscounts, orderCouponLabel } from './order-coupon-label';
