import { json } from '@/lib/server/http/route';
import { gstr1Report } from '@/lib/server/reports/gstr1-report';
import { gstr1QuerySchema } from '@/lib/shared/schemas/admin-gst-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { gstr1Schema } from '@/lib/shared/schemas/admin-response-schema';

/** GSTR-1 of a return period (?period=MMYYYY) as the GST portal's offline tool imports it. */
export const GET = defineRoute(
  {
    summary: "GSTR-1 of a month (?period=MMYYYY) as the GST portal's offline tool imports it, with Table 13.",
    auth: { permission: 'reports' },
    query: gstr1QuerySchema,
    response: gstr1Schema,
  },
  async (_request, { actor, query }) => {
    const { period } = query;
    const report = await gstr1Report(actor, period);
    return json(report, {
      headers: {
        'content-disposition': `attachment; filename="GSTR1_${report.gstin || 'GSTIN'}_${period}.json"`,
        'cache-control': 'private, no-store',
      },
    });
  },
);
