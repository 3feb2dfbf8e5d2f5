import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { readJsonBody } from '@/lib/server/http/json-body';
import { applyCoupon } from '@/lib/server/cart';
import { COUPON_MESSAGES } from '@/lib/shared/messages/cart';
import { applyCouponBodySchema } from '@/lib/shared/schemas/cart-schema';
import { couponAppliedText, fromApiCouponTerms } from '@/lib/shared/pricing/coupon-view';

/** POST /cart/apply_coupon {code} → the cart plus { discount, code, message }; 422 for an unknown or inactive code. */
export const POST = apiRoute(async (request) => {
  const { user } = await requireSession(request);
  const { code } = await readJsonBody(request, applyCouponBodySchema);
  const cart = await applyCoupon(user.id, code);
  const terms = cart.coupon ? fromApiCouponTerms(cart.coupon) : null;
  const message = (terms && couponAppliedText(terms)) ?? COUPON_MESSAGES.applied(cart.discount);
  return privateJson({ ...cart, code: cart.coupon_code, message });
});
