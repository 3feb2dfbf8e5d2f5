// How a stored review is shown: to shoppers (first name and initial only) and to the back office.
import 'server-only';
import type { ProductReviewRow } from '@/lib/server/db/schema';
import type { AdminReview, ApiReview } from '@/lib/shared/schemas/review-schema';

export type ReviewAuthor = { firstName: string; lastName: string };

/** "Priya S.": enough to be a person, too little to find one. */
export function reviewAuthor({ firstName, lastName }: ReviewAuthor): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

export function toApiReview(row: ProductReviewRow, author: ReviewAuthor): ApiReview {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    photo_url: row.photoUrl,
    author: reviewAuthor(author),
    reply: row.reply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export function toAdminReview(
  row: ProductReviewRow,
  author: ReviewAuthor & { email: string | null },
  product: { id: number; name: string },
): AdminReview {
  const updated = row.updatedAt.toISOString();
  return { ...toApiReview(row, author), status: row.status, product, email: author.email, updated_at: updated };
}
