import { privateJson } from '@/lib/server/http/route';
import { updateItem } from '@/lib/server/cart';
import { apiCartSchema, setItemBodySchema } from '@/lib/shared/schemas/cart-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { CART_ERROR_CODES as CART } from '@/lib/shared/error-codes/cart-error-codes';
import { CART_LINE } from '@/lib/server/http/route-error-lists';

/** PATCH /cart/update_item {product_id, quantity, size?}: sets an existing line (404 when not in the cart); 0 removes. */
export const PATCH = defineRoute(
  {
    summary: 'Sets an existing line.',
    auth: 'session',
    body: setItemBodySchema,
    response: apiCartSchema,
    errors: [...CART_LINE, CART.notInCart],
  },
  async (_request, { session, body }) => {
    const { user } = session;
    return privateJson(await updateItem(user.id, body));
  },
);
