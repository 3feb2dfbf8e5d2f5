import { adminRoute } from '@/lib/server/http/admin-route';
import { json } from '@/lib/server/http/route';
import { readJsonBody } from '@/lib/server/http/json-body';
import { pathId } from '@/lib/server/http/params';
import { moderateReview } from '@/lib/server/reviews/moderate-review';
import { reviewModerationSchema } from '@/lib/shared/schemas/review-schema';

/** { status: 'approved' | 'rejected', reply? }: the decision on a review, and the shop's reply under it. */
export const PATCH = adminRoute<{ id: string }>(async (request, { params, actor }) => {
  const move = await readJsonBody(request, reviewModerationSchema);
  return json({ review: await moderateReview(actor, pathId(params.id, 'Review'), move) });
});
