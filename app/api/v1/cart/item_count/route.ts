import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { cartItemCount } from '@/lib/server/cart';

/** GET /cart/item_count → { count }: the total quantity, as the header badge shows it. */
export const GET = apiRoute(async (request) => {
  const { user } = await requireSession(request);
  return privateJson({ count: await cartItemCount(user.id) });
});
