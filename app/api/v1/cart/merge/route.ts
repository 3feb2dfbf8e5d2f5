import { privateJson } from '@/lib/server/http/route';
import { mergeGuestCart } from '@/lib/server/cart';
import { mergeCartBodySchema } from '@/lib/shared/schemas/cart-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { mergedCartSchema } from '@/lib/shared/schemas/response-schema';

/**
 * POST /cart/merge {items: [{product_id, quantity, size?}], coupon_code?}: the guest cart at login. Quantities
 * are added under the cart rules; what cannot be taken is listed in `skipped` or `capped` instead of failing.
 */
export const POST = defineRoute(
  {
    summary: "Merges a guest's cart at sign-in.",
    auth: 'session',
    body: mergeCartBodySchema,
    response: mergedCartSchema,
  },
  async (_request, { session, body }) => {
    const { user } = session;
    return privateJson(await mergeGuestCart(user.id, body));
  },
);
