import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { parseSearchParams } from '@/lib/server/http/validation';
import { listReviewsToModerate } from '@/lib/server/reviews/moderate-review';
import { adminReviewListQuerySchema } from '@/lib/shared/schemas/review-schema';

/** Every review, those waiting for a decision first, then newest first; ?status= narrows it. */
export const GET = adminRoute(async (request, { actor }) => {
  const query = parseSearchParams(adminReviewListQuerySchema, request.nextUrl.searchParams);
  return json(await listReviewsToModerate(actor, query));
});
