import { adminRoute } from '@/lib/server/http/admin-route';
import { privatePdf } from '@/lib/server/http/route';
import { parseSearchParams } from '@/lib/server/http/validation';
import { pickupLabels } from '@/lib/server/shipping';
import { labelsQuerySchema } from '@/lib/shared/schemas/shipping-schema';

/** Labels, one 4 x 6 in page each: a pickup day's (?date=YYYY-MM-DD) or chosen orders' (?order_ids=12,15). */
export const GET = adminRoute(async (request, { actor }) =>
  privatePdf(await pickupLabels(actor, parseSearchParams(labelsQuerySchema, request.nextUrl.searchParams))),
);
