import { privateJson } from '@/lib/server/http/route';
import { addOrUpdateItem } from '@/lib/server/cart';
import { apiCartSchema, setItemBodySchema } from '@/lib/shared/schemas/cart-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { CART_LINE } from '@/lib/server/http/route-error-lists';

/**
 * POST /cart/add_or_update {product_id, quantity, size?}: SETS the line to quantity, creating it when missing;
 * 0 removes it. The cart page's quantity buttons use it (spec: "used for add and quantity change"); adding
 * on top of what is there is add_item.
 */
export const POST = defineRoute(
  {
    summary: 'Sets a line, creating it.',
    auth: 'session',
    body: setItemBodySchema,
    response: apiCartSchema,
    errors: CART_LINE,
  },
  async (_request, { session, body }) => {
    const { user } = session;
    return privateJson(await addOrUpdateItem(user.id, body));
  },
);
