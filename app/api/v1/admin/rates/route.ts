import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { listMetalRates } from '@/lib/server/pricing/metal-rate-admin';

/** Today's rate of every metal and purity, and the latest changes with who made them. */
export const GET = adminRoute(async (_request, { actor }) => json(await listMetalRates(actor)));
