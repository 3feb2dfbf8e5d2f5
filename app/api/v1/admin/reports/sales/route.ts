import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { parseSearchParams } from '@/lib/server/http/validation';
import { salesReport } from '@/lib/server/reports/sales-report';
import { dayRangeQuerySchema } from '@/lib/shared/schemas/admin-schema';

/** Paid sales per day (IST), from and to inclusive (YYYY-MM-DD); the last 30 days by default. */
export const GET = adminRoute(async (request, { actor }) =>
  json(await salesReport(actor, parseSearchParams(dayRangeQuerySchema, request.nextUrl.searchParams))),
);
