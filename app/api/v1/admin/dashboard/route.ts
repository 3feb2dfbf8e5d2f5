import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { dashboard } from '@/lib/server/reports/sales-report';

export const GET = adminRoute(async (_request, { actor }) => json(await dashboard(actor)));
