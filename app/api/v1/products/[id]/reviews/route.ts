import { apiRoute, json, privateJson } from '@/lib/server/http/route';
import { requireSession } from '@/lib/server/http/authenticate';
import { readJsonBody } from '@/lib/server/http/json-body';
import { isMultipart, readReviewForm } from '@/lib/server/http/review-form';
import { pathId } from '@/lib/server/http/params';
import { parseSearchParams } from '@/lib/server/http/validation';
import { cachedProductReviews } from '@/lib/server/reviews/cached-reviews';
import { writeReview } from '@/lib/server/reviews/write-review';
import { writeReviewWithPhoto } from '@/lib/server/reviews/review-photo';
import { reviewBodySchema, reviewListQuerySchema } from '@/lib/shared/schemas/review-schema';

/** The piece's approved reviews, newest first, a page at a time, with the rating they make. */
export const GET = apiRoute<{ id: string }>(async (request, { params }) => {
  const id = pathId((await params).id, 'Product');
  const query = parseSearchParams(reviewListQuerySchema, request.nextUrl.searchParams);
  return json(await cachedProductReviews(id, query.page ?? 1, query.per_page));
});

/**
 * A buyer who has received the piece reviews it, once: { rating, title, body } as JSON, or the same fields as
 * multipart/form-data with a `photo`. The review waits for the shop's approval.
 */
export const POST = apiRoute<{ id: string }>(async (request, { params }) => {
  const session = await requireSession(request);
  const id = pathId((await params).id, 'Product');
  const { body, photo } = isMultipart(request)
    ? await readReviewForm(request)
    : { body: await readJsonBody(request, reviewBodySchema), photo: null };
  const userId = session.user.id;
  const review = photo ? await writeReviewWithPhoto(userId, id, body, photo) : await writeReview(userId, id, body);
  return privateJson({ review: { ...review, status: 'pending' } }, { status: 201 });
});
