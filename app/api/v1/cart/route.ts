import { privateJson } from '@/lib/server/http/route';
import { getCart } from '@/lib/server/cart';
import { defineRoute } from '@/lib/server/http/define-route';
import { apiCartSchema } from '@/lib/shared/schemas/cart-schema';

/** GET /cart: the server cart, prices read from the catalogue now. Readable even while the cart is switched off. */
export const GET = defineRoute(
  { summary: "The signed-in shopper's cart.", auth: 'session', response: apiCartSchema },
  async (_request, { session }) => {
    const { user } = session;
    return privateJson(await getCart(user.id));
  },
);
