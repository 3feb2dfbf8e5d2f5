import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { moveAdminOrder } from '@/lib/server/orders/order-admin';
import { orderMoveSchema } from '@/lib/shared/schemas/admin-order-schema';
import { ORDER_ERROR_CODES as ORDER } from '@/lib/shared/error-codes';
import { defineRoute } from '@/lib/server/http/define-route';
import { EXCHANGE_ERROR_CODES as EXCHANGE } from '@/lib/shared/error-codes/exchange-error-codes';
import { adminOrderAnswerSchema } from '@/lib/shared/schemas/admin-response-schema';
import { ADMIN_ERROR_CODES as ADMIN } from '@/lib/shared/schemas/admin-schema';

/** processing, shipped (courier and tracking number required; the shopper is emailed) or delivered. */
export const POST = defineRoute(
  {
    summary: 'Moves an order through fulfilment.',
    auth: { permission: 'orders' },
    body: orderMoveSchema,
    errors: [ADMIN.conflict, EXCHANGE.shortfallDue, ORDER.huidInUse],
    response: adminOrderAnswerSchema,
  },
  async (_request, { params, actor, body }) => {
    const id = pathId(params.id, 'Order');
    return json({ order: await moveAdminOrder(actor, id, body) });
  },
);
