import { json } from '@/lib/server/http/route';
import { listAdminOrders } from '@/lib/server/orders/order-admin';
import { adminOrderQuerySchema } from '@/lib/shared/schemas/admin-order-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { adminOrdersPageSchema } from '@/lib/shared/schemas/admin-response-schema';

export const GET = defineRoute(
  {
    summary: 'Orders by view, date range and search.',
    auth: { permission: 'orders' },
    query: adminOrderQuerySchema,
    response: adminOrdersPageSchema,
  },
  async (_request, { actor, query }) => json(await listAdminOrders(actor, query)),
);
