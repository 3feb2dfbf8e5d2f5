import { json } from '@/lib/server/http/route';
import { gstReportCsv } from '@/lib/server/reports/gst-csv';
import { gstReport } from '@/lib/server/reports/gst-report';
import { gstReportQuerySchema } from '@/lib/shared/schemas/admin-gst-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { gstReportSchema } from '@/lib/shared/schemas/admin-response-schema';

/** Tax invoices and credit notes issued from and to (IST days, inclusive): JSON, or CSV of one section. */
export const GET = defineRoute(
  {
    summary: 'The GST report: JSON, or CSV of one section.',
    auth: { permission: 'reports' },
    query: gstReportQuerySchema,
    response: gstReportSchema,
    alternate: { media: 'text/csv' },
  },
  async (_request, { actor, query }) => {
    if (query.format === 'json') return json(await gstReport(actor, query));
    const { filename, csv } = await gstReportCsv(actor, query);
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'private, no-store',
      },
    });
  },
);
