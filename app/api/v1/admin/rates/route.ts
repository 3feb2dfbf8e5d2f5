import { json } from '@/lib/server/http/route';
import { listMetalRates } from '@/lib/server/pricing/metal-rate-admin';
import { defineRoute } from '@/lib/server/http/define-route';
import { metalRatesSchema } from '@/lib/shared/schemas/admin-response-schema';

/** Today's rate of every metal and purity, and the latest changes with who made them. */
export const GET = defineRoute(
  { summary: "Today's metal rates and their history.", auth: { permission: 'rates' }, response: metalRatesSchema },
  async (_request, { actor }) => json(await listMetalRates(actor)),
);
