import { json } from '@/lib/server/http/route';
import { liabilitiesReport } from '@/lib/server/reports/liabilities-report';
import { dayRangeQuerySchema } from '@/lib/shared/schemas/admin-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { liabilitiesReportSchema } from '@/lib/shared/schemas/liabilities-schema';

/** Gift card balances, store credit and savings plan money held: opening, movements by reason, closing. */
export const GET = defineRoute(
  {
    summary: 'Money buyers keep with the shop, with its movements in a period (IST days, inclusive).',
    auth: { permission: 'reports' },
    query: dayRangeQuerySchema,
    response: liabilitiesReportSchema,
  },
  async (_request, { actor, query }) => json(await liabilitiesReport(actor, query)),
);
