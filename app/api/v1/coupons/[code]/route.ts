import { json } from '@/lib/server/http/route';
import { findActiveCoupon } from '@/lib/server/coupons';
import { invalidCouponError } from '@/lib/server/cart/cart-errors';
import { toApiCouponTerms } from '@/lib/shared/pricing/coupon-view';
import { defineRoute } from '@/lib/server/http/define-route';
import { couponTermsAnswerSchema } from '@/lib/shared/schemas/response-schema';

/**
 * GET /coupons/{code} → { code, discount, percent, amount_off, applies_to, min_order_value, label }: lets a guest's cart show a discount. It grants nothing by itself:
 * the order is priced on the server, which checks the coupon again.
 */
export const GET = defineRoute(
  { summary: "A coupon's terms, for a guest's cart.", auth: 'none', response: couponTermsAnswerSchema },
  async (_request, { params }) => {
    const coupon = await findActiveCoupon(params.code);
    if (!coupon) throw invalidCouponError();
    // discount stays the percent the spec names (0 for an amount off); the terms say what the coupon takes off.
    return json({ ...toApiCouponTerms(coupon), discount: coupon.percent ?? 0 });
  },
);
