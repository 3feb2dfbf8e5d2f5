import { privatePdf } from '@/lib/server/http/route';
import { pickupManifest } from '@/lib/server/shipping';
import { manifestQuerySchema } from '@/lib/shared/schemas/shipping-schema';
import { defineRoute } from '@/lib/server/http/define-route';

/** The parcels the courier collects on a day (?date=YYYY-MM-DD). */
export const GET = defineRoute(
  {
    summary: "A pickup day's manifest.",
    auth: { permission: 'orders' },
    query: manifestQuerySchema,
    response: { media: 'application/pdf' },
  },
  async (_request, { actor, query }) => privatePdf(await pickupManifest(actor, query.date)),
);
