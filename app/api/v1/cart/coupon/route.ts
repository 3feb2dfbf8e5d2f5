import { privateJson } from '@/lib/server/http/route';
import { removeCoupon } from '@/lib/server/cart';
import { defineRoute } from '@/lib/server/http/define-route';
import { apiCartSchema } from '@/lib/shared/schemas/cart-schema';

/** DELETE /cart/coupon: drops the coupon, keeps the lines. */
export const DELETE = defineRoute(
  { summary: 'Drops the coupon.', auth: 'session', response: apiCartSchema },
  async (_request, { session }) => {
    const { user } = session;
    return privateJson(await removeCoupon(user.id));
  },
);
