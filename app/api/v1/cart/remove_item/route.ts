import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { readJsonBody } from '@/lib/server/http/json-body';
import { removeItem } from '@/lib/server/cart';
import { removeItemBodySchema } from '@/lib/shared/schemas/cart-schema';

/** DELETE /cart/remove_item, JSON body {product_id, size?}: without a size every line of the product goes. */
export const DELETE = apiRoute(async (request) => {
  const { user } = await requireSession(request);
  return privateJson(await removeItem(user.id, await readJsonBody(request, removeItemBodySchema)));
});
