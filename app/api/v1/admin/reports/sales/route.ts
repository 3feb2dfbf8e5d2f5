import { json } from '@/lib/server/http/route';
import { salesReport } from '@/lib/server/reports/sales-report';
import { dayRangeQuerySchema } from '@/lib/shared/schemas/admin-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { salesReportSchema } from '@/lib/shared/schemas/admin-response-schema';

/** Paid sales per day (IST), from and to inclusive (YYYY-MM-DD); the last 30 days by default. */
export const GET = defineRoute(
  {
    summary: 'Paid sales per IST day.',
    auth: { permission: 'reports' },
    query: dayRangeQuerySchema,
    response: salesReportSchema,
  },
  async (_request, { actor, query }) => json(await salesReport(actor, query)),
);
