import { json } from '@/lib/server/http/route';
import { listReviewsToModerate } from '@/lib/server/reviews/moderate-review';
import { adminReviewListQuerySchema } from '@/lib/shared/schemas/review-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { reviewsToModerateSchema } from '@/lib/shared/schemas/admin-response-schema';

/** Every review, those waiting for a decision first, then newest first; ?status= narrows it. */
export const GET = defineRoute(
  {
    summary: 'Reviews, waiting ones first.',
    auth: { permission: 'content' },
    query: adminReviewListQuerySchema,
    response: reviewsToModerateSchema,
  },
  async (_request, { actor, query }) => {
    return json(await listReviewsToModerate(actor, query));
  },
);
