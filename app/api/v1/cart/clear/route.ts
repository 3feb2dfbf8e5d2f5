import { privateJson } from '@/lib/server/http/route';
import { clearCart } from '@/lib/server/cart';
import { defineRoute } from '@/lib/server/http/define-route';
import { apiCartSchema } from '@/lib/shared/schemas/cart-schema';

/** DELETE /cart/clear: every line and the coupon. */
export const DELETE = defineRoute(
  { summary: 'Empties the cart.', auth: 'session', response: apiCartSchema },
  async (_request, { session }) => {
    const { user } = session;
    return privateJson(await clearCart(user.id));
  },
);
