import type { NextRequest } from 'next/server';
import { apiRoute, json } from '@/lib/server/http/route';
import { parseOrThrow } from '@/lib/server/http/validation';
import { estimateDelivery } from '@/lib/server/delivery/delivery-estimate';
import { pincodeQuerySchema } from '@/lib/shared/schemas/delivery-schema';

/** GET /api/v1/delivery/estimate?pincode=302003: the delivery date to a pincode, or that the shop does not deliver there. */
export const GET = apiRoute(async (request: NextRequest) => {
  const { pincode, lead_time_days } = parseOrThrow(
    pincodeQuerySchema,
    Object.fromEntries(request.nextUrl.searchParams),
  );
  // The same for everyone, and it changes at most daily: caches may keep it for ten minutes.
  return json(await estimateDelivery(pincode, new Date(), lead_time_days), {
    headers: { 'cache-control': 'public, max-age=600' },
  });
});
