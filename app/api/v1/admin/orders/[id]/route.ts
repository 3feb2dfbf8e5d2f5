import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { getAdminOrder } from '@/lib/server/orders/order-admin';
import { defineRoute } from '@/lib/server/http/define-route';
import { adminOrderAnswerSchema } from '@/lib/shared/schemas/admin-response-schema';

export const GET = defineRoute(
  { summary: 'One order with its timeline.', auth: { permission: 'orders' }, response: adminOrderAnswerSchema },
  async (_request, { params, actor }) => json({ order: await getAdminOrder(actor, pathId(params.id, 'Order')) }),
);
