import { privateJson } from '@/lib/server/http/route';
import { cartItemCount } from '@/lib/server/cart';
import { defineRoute } from '@/lib/server/http/define-route';
import { cartCountSchema } from '@/lib/shared/schemas/response-schema';

/** GET /cart/item_count → { count }: the total quantity, as the header badge shows it. */
export const GET = defineRoute(
  { summary: 'The number of pieces in the cart.', auth: 'session', response: cartCountSchema },
  async (_request, { session }) => {
    const { user } = session;
    return privateJson({ count: await cartItemCount(user.id) });
  },
);
