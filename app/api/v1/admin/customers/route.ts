import { json } from '@/lib/server/http/route';
import { listCustomers } from '@/lib/server/customers/customer-admin';
import { adminCustomerQuerySchema } from '@/lib/shared/schemas/admin-customer-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { customersPageSchema } from '@/lib/shared/schemas/admin-response-schema';

export const GET = defineRoute(
  {
    summary: 'Customers, searched and paged.',
    auth: { permission: 'customers' },
    query: adminCustomerQuerySchema,
    response: customersPageSchema,
  },
  async (_request, { actor, query }) => json(await listCustomers(actor, query)),
);
