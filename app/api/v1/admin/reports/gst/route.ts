import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { parseSearchParams } from '@/lib/server/http/validation';
import { gstReportCsv } from '@/lib/server/reports/gst-csv';
import { gstReport } from '@/lib/server/reports/gst-report';
import { gstReportQuerySchema } from '@/lib/shared/schemas/admin-gst-schema';

/** Tax invoices and credit notes issued from and to (IST days, inclusive): JSON, or CSV of one section. */
export const GET = adminRoute(async (request, { actor }) => {
  const query = parseSearchParams(gstReportQuerySchema, request.nextUrl.searchParams);
  if (query.format === 'json') return json(await gstReport(actor, query));
  const { filename, csv } = await gstReportCsv(actor, query);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  });
});
