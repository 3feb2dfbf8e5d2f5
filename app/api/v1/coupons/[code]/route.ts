import { apiRoute, json } from '@/lib/server/http/route';
import { findActiveCoupon } from '@/lib/server/coupons';
import { invalidCouponError } from '@/lib/server/cart/cart-errors';

/**
 * GET /coupons/{code} → { code, discount }: lets a guest's cart show a discount. It grants nothing by itself:
 * the order is priced on the server, which checks the coupon again.
 */
export const GET = apiRoute<{ code: string }>(async (_request, { params }) => {
  const coupon = await findActiveCoupon((await params).code);
  if (!coupon) throw invalidCouponError();
  return json({ code: coupon.code, discount: coupon.percent });
});
