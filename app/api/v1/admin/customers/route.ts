import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { parseSearchParams } from '@/lib/server/http/validation';
import { listCustomers } from '@/lib/server/customers/customer-admin';
import { adminCustomerQuerySchema } from '@/lib/shared/schemas/admin-customer-schema';

export const GET = adminRoute(async (request, { actor }) =>
  json(await listCustomers(actor, parseSearchParams(adminCustomerQuerySchema, request.nextUrl.searchParams))),
);
