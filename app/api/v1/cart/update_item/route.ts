import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { readJsonBody } from '@/lib/server/http/json-body';
import { updateItem } from '@/lib/server/cart';
import { setItemBodySchema } from '@/lib/shared/schemas/cart-schema';

/** PATCH /cart/update_item {product_id, quantity, size?}: sets an existing line (404 when not in the cart); 0 removes. */
export const PATCH = apiRoute(async (request) => {
  const { user } = await requireSession(request);
  return privateJson(await updateItem(user.id, await readJsonBody(request, setItemBodySchema)));
});
