import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { pathId } from '@/lib/server/http/params';
import { moveAdminOrder } from '@/lib/server/orders/order-admin';
import { orderMoveSchema } from '@/lib/shared/schemas/admin-order-schema';

/** processing, shipped (courier and tracking number required; the shopper is emailed) or delivered. */
export const POST = adminRoute<{ id: string }>(async (request, { params, actor }) => {
  const id = pathId(params.id, 'Order');
  return json({ order: await moveAdminOrder(actor, id, await readJsonBody(request, orderMoveSchema)) });
});
