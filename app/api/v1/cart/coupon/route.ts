import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { removeCoupon } from '@/lib/server/cart';

/** DELETE /cart/coupon: drops the coupon, keeps the lines. */
export const DELETE = apiRoute(async (request) => {
  const { user } = await requireSession(request);
  return privateJson(await removeCoupon(user.id));
});
