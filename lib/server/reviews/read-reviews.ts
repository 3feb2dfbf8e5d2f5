// The approved reviews of a piece, newest first, for the product page and GET /api/v1/products/{id}/reviews.
import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { productReviews, products, users } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/errors';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { REVIEW_LIMITS, type ApiReviewPage } from '@/lib/shared/schemas/review-schema';
import { toApiReview } from './review-view';

export type ReviewPageQuery = { page?: number; per_page?: number };

/** One page of a shown piece's approved reviews, with the rating and count they make (kept on products). */
export async function listApprovedReviews(productId: number, query: ReviewPageQuery = {}): Promise<ApiReviewPage> {
  const db = await getDb();
  const page = query.page ?? 1;
  const perPage = query.per_page ?? REVIEW_LIMITS.perPage;
  const [product] = await db
    .select({ rating: products.rating, reviewCount: products.reviewCount })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)));
  if (!product) throw notFound(CATALOGUE_MESSAGES.productNotFound);
  const rows =
    product.reviewCount === 0
      ? []
      : await db
          .select({ review: productReviews, firstName: users.firstName, lastName: users.lastName })
          .from(productReviews)
          .innerJoin(users, eq(users.id, productReviews.userId))
          .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'approved')))
          .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
          .limit(perPage)
          .offset((page - 1) * perPage);
  return {
    reviews: rows.map((r) => toApiReview(r.review, r)),
    rating: Number(product.rating),
    review_count: product.reviewCount,
    pagination: {
      current_page: page,
      per_page: perPage,
      total_pages: Math.ceil(product.reviewCount / perPage),
      total_count: product.reviewCount,
    },
  };
}
