import { exportOrdersCsv } from '@/lib/server/reports/orders-export';
import { dayRangeQuerySchema } from '@/lib/shared/schemas/admin-schema';
import { defineRoute } from '@/lib/server/http/define-route';

/** Orders placed from and to (YYYY-MM-DD, IST, inclusive; the last 30 days by default), as CSV for a spreadsheet. */
export const GET = defineRoute(
  {
    summary: "The accountant's orders CSV (IST days).",
    auth: { permission: 'orders' },
    query: dayRangeQuerySchema,
    response: { media: 'text/csv' },
  },
  async (_request, { actor, query }) => {
    const { filename, csv } = await exportOrdersCsv(actor, query);
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${filename}"`,
        'cache-control': 'private, no-store',
      },
    });
  },
);
