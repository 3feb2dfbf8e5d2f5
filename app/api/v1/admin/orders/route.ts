import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { parseSearchParams } from '@/lib/server/http/validation';
import { listAdminOrders } from '@/lib/server/orders/order-admin';
import { adminOrderQuerySchema } from '@/lib/shared/schemas/admin-order-schema';

export const GET = adminRoute(async (request, { actor }) =>
  json(await listAdminOrders(actor, parseSearchParams(adminOrderQuerySchema, request.nextUrl.searchParams))),
);
