import { apiRoute, privateJson } from '@/lib/server/http/route';
import { currentSession } from '@/lib/server/http/authenticate';
import { pathId } from '@/lib/server/http/params';
import { reviewEligibility } from '@/lib/server/reviews/write-review';

/** Whether the caller may review the piece: the product page shows "Write a review" only when they may. */
export const GET = apiRoute<{ id: string }>(async (request, { params }) => {
  const id = pathId((await params).id, 'Product');
  const session = await currentSession(request);
  // Signed out is an answer here, not an error: the page asks on every visit.
  return privateJson(session ? await reviewEligibility(session.user.id, id) : { can_review: false, reviewed: false });
});
