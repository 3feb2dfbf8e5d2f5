import { privateJson } from '@/lib/server/http/route';
import { removeItem } from '@/lib/server/cart';
import { apiCartSchema, removeItemBodySchema } from '@/lib/shared/schemas/cart-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { CART_ERROR_CODES as CART } from '@/lib/shared/error-codes/cart-error-codes';

/** DELETE /cart/remove_item, JSON body {product_id, size?}: without a size every line of the product goes. */
export const DELETE = defineRoute(
  {
    summary: 'Removes a line.',
    auth: 'session',
    body: removeItemBodySchema,
    response: apiCartSchema,
    errors: [CART.notInCart],
  },
  async (_request, { session, body }) => {
    const { user } = session;
    return privateJson(await removeItem(user.id, body));
  },
);
