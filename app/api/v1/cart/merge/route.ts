import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { readJsonBody } from '@/lib/server/http/json-body';
import { mergeGuestCart } from '@/lib/server/cart';
import { mergeCartBodySchema } from '@/lib/shared/schemas/cart-schema';

/**
 * POST /cart/merge {items: [{product_id, quantity, size?}], coupon_code?}: the guest cart at login. Quantities
 * are added under the cart rules; what cannot be taken is listed in `skipped` or `capped` instead of failing.
 */
export const POST = apiRoute(async (request) => {
  const { user } = await requireSession(request);
  return privateJson(await mergeGuestCart(user.id, await readJsonBody(request, mergeCartBodySchema)));
});
