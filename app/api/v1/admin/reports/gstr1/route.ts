import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { parseSearchParams } from '@/lib/server/http/validation';
import { gstr1Report } from '@/lib/server/reports/gstr1-report';
import { gstr1QuerySchema } from '@/lib/shared/schemas/admin-gst-schema';

/** GSTR-1 of a return period (?period=MMYYYY) as the GST portal's offline tool imports it. */
export const GET = adminRoute(async (request, { actor }) => {
  const { period } = parseSearchParams(gstr1QuerySchema, request.nextUrl.searchParams);
  const body = await gstr1Report(actor, period);
  return json(body, {
    headers: {
      'content-disposition': `attachment; filename="GSTR1_${body.gstin || 'GSTIN'}_${period}.json"`,
      'cache-control': 'private, no-store',
    },
  });
});
