import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { readJsonBody } from '@/lib/server/http/json-body';
import { addOrUpdateItem } from '@/lib/server/cart';
import { setItemBodySchema } from '@/lib/shared/schemas/cart-schema';

/**
 * POST /cart/add_or_update {product_id, quantity, size?}: SETS the line to quantity, creating it when missing;
 * 0 removes it. The cart page's quantity buttons use it (spec: "used for add and quantity change"); adding
 * on top of what is there is add_item.
 */
export const POST = apiRoute(async (request) => {
  const { user } = await requireSession(request);
  return privateJson(await addOrUpdateItem(user.id, await readJsonBody(request, setItemBodySchema)));
});
