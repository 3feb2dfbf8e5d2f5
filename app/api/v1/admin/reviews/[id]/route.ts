import { json } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { moderateReview } from '@/lib/server/reviews/moderate-review';
import { reviewModerationSchema } from '@/lib/shared/schemas/review-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { reviewModeratedSchema } from '@/lib/shared/schemas/admin-response-schema';

/** { status: 'approved' | 'rejected', reply? }: the decision on a review, and the shop's reply under it. */
export const PATCH = defineRoute(
  {
    summary: 'Approves or rejects a review, with a reply.',
    auth: { permission: 'content' },
    body: reviewModerationSchema,
    response: reviewModeratedSchema,
  },
  async (_request, { params, actor, body }) => {
    const move = body;
    return json({ review: await moderateReview(actor, pathId(params.id, 'Review'), move) });
  },
);
