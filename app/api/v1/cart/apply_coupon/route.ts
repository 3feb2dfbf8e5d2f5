import { privateJson } from '@/lib/server/http/route';
import { applyCoupon } from '@/lib/server/cart';
import { COUPON_MESSAGES } from '@/lib/shared/messages/cart';
import { applyCouponBodySchema } from '@/lib/shared/schemas/cart-schema';
import { couponAppliedText, fromApiCouponTerms } from '@/lib/shared/pricing/coupon-view';
import { defineRoute } from '@/lib/server/http/define-route';
import { CART_ERROR_CODES as CART } from '@/lib/shared/error-codes/cart-error-codes';
import { appliedCouponSchema } from '@/lib/shared/schemas/response-schema';

/** POST /cart/apply_coupon {code} → the cart plus { discount, code, message }; 422 for an unknown or inactive code. */
export const POST = defineRoute(
  {
    summary: 'Applies a coupon.',
    auth: 'session',
    body: applyCouponBodySchema,
    errors: [CART.invalidCoupon],
    response: appliedCouponSchema,
  },
  async (_request, { session, body }) => {
    const { user } = session;
    const { code } = body;
    const cart = await applyCoupon(user.id, code);
    const terms = cart.coupon ? fromApiCouponTerms(cart.coupon) : null;
    const message = (terms && couponAppliedText(terms)) ?? COUPON_MESSAGES.applied(cart.discount);
    return privateJson({ ...cart, code: cart.coupon_code, message });
  },
);
