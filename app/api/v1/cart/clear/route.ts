import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { clearCart } from '@/lib/server/cart';

/** DELETE /cart/clear: every line and the coupon. */
export const DELETE = apiRoute(async (request) => {
  const { user } = await requireSession(request);
  return privateJson(await clearCart(user.id));
});
