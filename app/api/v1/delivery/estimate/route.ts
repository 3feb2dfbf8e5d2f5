import { json } from '@/lib/server/http/route';
import { estimateDelivery } from '@/lib/server/delivery/delivery-estimate';
import { pincodeQuerySchema } from '@/lib/shared/schemas/delivery-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { deliveryEstimateSchema } from '@/lib/shared/schemas/response-schema';

/** GET /api/v1/delivery/estimate?pincode=302003: the delivery date to a pincode, or that the shop does not deliver there. */
export const GET = defineRoute(
  {
    summary: 'The delivery date to a pincode.',
    auth: 'none',
    query: pincodeQuerySchema,
    response: deliveryEstimateSchema,
  },
  async (_request, { query }) => {
    const { pincode, lead_time_days } = query;
    // The same for everyone, and it changes at most daily: caches may keep it for ten minutes.
    return json(await estimateDelivery(pincode, new Date(), lead_time_days), {
      headers: { 'cache-control': 'public, max-age=600' },
    });
  },
);
