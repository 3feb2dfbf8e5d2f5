import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { codRemittanceReport } from '@/lib/server/shipping';

/** Delivered COD parcels whose cash the courier has not remitted (days outstanding), and remittances that differ. */
export const GET = adminRoute(async (_request, { actor }) => json(await codRemittanceReport(actor)));
