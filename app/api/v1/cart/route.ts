import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { getCart } from '@/lib/server/cart';

/** GET /cart: the server cart, prices read from the catalogue now. Readable even while the cart is switched off. */
export const GET = apiRoute(async (request) => {
  const { user } = await requireSession(request);
  return privateJson(await getCart(user.id));
});
