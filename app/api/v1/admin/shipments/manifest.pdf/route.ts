import { adminRoute } from '@/lib/server/http/admin-route';
import { privatePdf } from '@/lib/server/http/route';
import { parseSearchParams } from '@/lib/server/http/validation';
import { pickupManifest } from '@/lib/server/shipping';
import { manifestQuerySchema } from '@/lib/shared/schemas/shipping-schema';

/** The parcels the courier collects on a day (?date=YYYY-MM-DD). */
export const GET = adminRoute(async (request, { actor }) =>
  privatePdf(await pickupManifest(actor, parseSearchParams(manifestQuerySchema, request.nextUrl.searchParams).date)),
);
