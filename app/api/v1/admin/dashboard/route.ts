import { json } from '@/lib/server/http/route';
import { dashboard } from '@/lib/server/reports/sales-report';
import { defineRoute } from '@/lib/server/http/define-route';
import { dashboardSchema } from '@/lib/shared/schemas/admin-response-schema';

export const GET = defineRoute(
  { summary: "The dashboard's figures.", auth: { permission: 'reports' }, response: dashboardSchema },
  async (_request, { actor }) => json(await dashboard(actor)),
);
