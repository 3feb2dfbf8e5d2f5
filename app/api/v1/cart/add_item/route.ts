import { privateJson } from '@/lib/server/http/route';
import { addItem } from '@/lib/server/cart';
import { addItemBodySchema, apiCartSchema } from '@/lib/shared/schemas/cart-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { CART_LINE } from '@/lib/server/http/route-error-lists';

/** POST /cart/add_item {product_id, quantity, size?}: ADDS quantity to the line (what "Add to Cart" means). */
export const POST = defineRoute(
  {
    summary: 'Adds a quantity to a line.',
    auth: 'session',
    body: addItemBodySchema,
    response: apiCartSchema,
    errors: CART_LINE,
  },
  async (_request, { session, body }) => {
    const { user } = session;
    return privateJson(await addItem(user.id, body));
  },
);
