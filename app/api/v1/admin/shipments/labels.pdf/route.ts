import { adminRoute } from '@/lib/server/http/admin-route';
import { privatePdf } from '@/lib/server/http/route';
import { parseSearchParams } from '@/lib/server/http/validation';
import { pickupLabels } from '@/lib/server/shipping';
import { manifestQuerySchema } from '@/lib/shared/schemas/shipping-schema';

/** Every label of a day's pickups (?date=YYYY-MM-DD), one 4 x 6 in page each. */
export const GET = adminRoute(async (request, { actor }) =>
  privatePdf(await pickupLabels(actor, parseSearchParams(manifestQuerySchema, request.nextUrl.searchParams).date)),
);
