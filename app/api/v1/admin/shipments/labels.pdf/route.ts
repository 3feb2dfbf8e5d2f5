import { privatePdf } from '@/lib/server/http/route';
import { pickupLabels } from '@/lib/server/shipping';
import { labelsQuerySchema } from '@/lib/shared/schemas/shipping-schema';
import { defineRoute } from '@/lib/server/http/define-route';

/** Labels, one 4 x 6 in page each: a pickup day's (?date=YYYY-MM-DD) or chosen orders' (?order_ids=12,15). */
export const GET = defineRoute(
  {
    summary: "A pickup day's labels, or chosen orders' labels, in one file.",
    auth: { permission: 'orders' },
    query: labelsQuerySchema,
    response: { media: 'application/pdf' },
  },
  async (_request, { actor, query }) => privatePdf(await pickupLabels(actor, query)),
);
