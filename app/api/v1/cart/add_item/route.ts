import { apiRoute, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { readJsonBody } from '@/lib/server/http/json-body';
import { addItem } from '@/lib/server/cart';
import { addItemBodySchema } from '@/lib/shared/schemas/cart-schema';

/** POST /cart/add_item {product_id, quantity, size?}: ADDS quantity to the line (what "Add to Cart" means). */
export const POST = apiRoute(async (request) => {
  const { user } = await requireSession(request);
  return privateJson(await addItem(user.id, await readJsonBody(request, addItemBodySchema)));
});
