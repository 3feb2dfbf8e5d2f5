import { json, privateJson } from '@/lib/server/http/route';
import { readReviewForm } from '@/lib/server/http/review-form';
import { pathId } from '@/lib/server/http/params';
import { cachedProductReviews } from '@/lib/server/reviews/cached-reviews';
import { writeReview } from '@/lib/server/reviews/write-review';
import { writeReviewWithPhoto } from '@/lib/server/reviews/review-photo';
import {
  REVIEW_ERROR_CODES as REVIEW,
  reviewBodySchema,
  reviewListQuerySchema,
} from '@/lib/shared/schemas/review-schema';
import { defineRoute } from '@/lib/server/http/define-route';
import { reviewAnswerSchema, reviewPageSchema } from '@/lib/shared/schemas/response-schema';

/** The piece's approved reviews, newest first, a page at a time, with the rating they make. */
export const GET = defineRoute(
  { summary: "The piece's approved reviews.", auth: 'none', query: reviewListQuerySchema, response: reviewPageSchema },
  async (_request, { params, query }) => {
    const id = pathId(params.id, 'Product');
    return json(await cachedProductReviews(id, query.page ?? 1, query.per_page));
  },
);

/**
 * A buyer who has received the piece reviews it, once: { rating, title, body } as JSON, or the same fields as
 * multipart/form-data with a `photo`. The review waits for the shop's approval.
 */
export const POST = defineRoute(
  {
    summary: 'A buyer reviews the piece, once: JSON, or multipart/form-data with a photo.',
    auth: 'session',
    body: reviewBodySchema,
    multipart: { rating: 'text', title: 'text', body: 'text', photo: 'file' },
    status: 201,
    errors: [REVIEW.notBuyer, REVIEW.alreadyReviewed],
    response: reviewAnswerSchema,
  },
  async (request, { params, session, body: sent }) => {
    const id = pathId(params.id, 'Product');
    // The contract reads a JSON body; a form (with its photo) is read here, under the upload's own cap.
    const { body, photo } = sent ? { body: sent, photo: null } : await readReviewForm(request);
    const userId = session.user.id;
    const review = photo ? await writeReviewWithPhoto(userId, id, body, photo) : await writeReview(userId, id, body);
    return privateJson({ review: { ...review, status: 'pending' } }, { status: 201 });
  },
);
