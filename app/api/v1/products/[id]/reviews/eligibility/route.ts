import { privateJson } from '@/lib/server/http/route';
import { pathId } from '@/lib/server/http/params';
import { reviewEligibility } from '@/lib/server/reviews/write-review';
import { defineRoute } from '@/lib/server/http/define-route';
import { reviewEligibilitySchema } from '@/lib/shared/schemas/response-schema';

/** Whether the caller may review the piece: the product page shows "Write a review" only when they may. */
export const GET = defineRoute(
  { summary: 'Whether the caller may review the piece.', auth: 'optional', response: reviewEligibilitySchema },
  async (_request, { params, session }) => {
    const id = pathId(params.id, 'Product');
    // Signed out is an answer here, not an error: the page asks on every visit.
    return privateJson(session ? await reviewEligibility(session.user.id, id) : { can_review: false, reviewed: false });
  },
);
