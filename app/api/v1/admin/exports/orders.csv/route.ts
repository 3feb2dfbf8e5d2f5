import { adminRoute } from '@/lib/server/http/admin-route';
import { parseSearchParams } from '@/lib/server/http/validation';
import { exportOrdersCsv } from '@/lib/server/reports/orders-export';
import { dayRangeQuerySchema } from '@/lib/shared/schemas/admin-schema';

/** Orders placed from and to (YYYY-MM-DD, IST, inclusive; the last 30 days by default), as CSV for a spreadsheet. */
export const GET = adminRoute(async (request, { actor }) => {
  const { filename, csv } = await exportOrdersCsv(
    actor,
    parseSearchParams(dayRangeQuerySchema, request.nextUrl.searchParams),
  );
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    },
  });
});
