import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { getAdminOrder } from '@/lib/server/orders/order-admin';

export const GET = adminRoute<{ id: string }>(async (_request, { params, actor }) =>
  json({ order: await getAdminOrder(actor, pathId(params.id, 'Order')) }),
);
