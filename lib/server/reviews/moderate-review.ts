// The shop's side of reviews: the list to moderate, pending first, and the decision on one, with a
// reply shown under it. A decision keeps products.rating and review_count in the same transaction, and
// expires the piece's cached pages, so the stars and the JSON-LD follow at once.
// Permission 'content': reviews are what the storefront says, like the carousel and the legal pages. A decision
// carries the updated_at it was made from (409 when someone decided since); the reviewer's address is shown only
// to those who may see the customer list.
import 'server-only';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { productReviews, products, userContactSql, users } from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { mayDo } from '@/lib/shared/back-office/permissions';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { recordAudit } from '@/lib/server/audit';
import { invalidateProducts } from '@/lib/server/cache';
import { REVIEW_MODERATION_MESSAGES as M } from '@/lib/shared/messages/review-moderation';
import type { AdminReview, ApiReviewPage, ReviewModeration, ReviewStatus } from '@/lib/shared/schemas/review-schema';
import { toAdminReview } from './review-view';
import { refreshProductRating } from './write-review';

export const REVIEW_PERMISSION = 'content' as const;
const ADMIN_PAGE = 20;

export type AdminReviewPage = { reviews: AdminReview[]; pagination: ApiReviewPage['pagination'] };

const selection = {
  review: productReviews,
  firstName: users.firstName,
  lastName: users.lastName,
  email: userContactSql(),
  productId: products.id,
  productName: products.name,
};

/** The reviewer's address is customer data: shown only to those who may open the customer list. */
function withEmailFor<T extends { email: string }>(
  actor: StaffActor,
  row: T,
): T | (Omit<T, 'email'> & { email: null }) {
  return mayDo(actor, 'customers') ? row : { ...row, email: null };
}

async function shownReview(tx: Executor, actor: StaffActor, id: number): Promise<AdminReview> {
  const [shown] = await tx
    .select(selection)
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.userId))
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(eq(productReviews.id, id));
  return toAdminReview(shown.review, withEmailFor(actor, shown), { id: shown.productId, name: shown.productName });
}

export async function listReviewsToModerate(
  actor: StaffActor,
  query: { page?: number; status?: ReviewStatus } = {},
): Promise<AdminReviewPage> {
  authorize(actor, REVIEW_PERMISSION);
  const db = await getDb();
  const page = query.page ?? 1;
  const where = query.status ? eq(productReviews.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(selection)
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(where)
      .orderBy(sql`(${productReviews.status} = 'pending') DESC`, desc(productReviews.createdAt), asc(productReviews.id))
      .limit(ADMIN_PAGE)
      .offset((page - 1) * ADMIN_PAGE),
    db.select({ n: count() }).from(productReviews).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    reviews: rows.map((r) => toAdminReview(r.review, withEmailFor(actor, r), { id: r.productId, name: r.productName })),
    pagination: { current_page: page, per_page: ADMIN_PAGE, total_pages: Math.ceil(n / ADMIN_PAGE), total_count: n },
  };
}

/** Approves or rejects a review, and sets or clears the shop's reply (an empty reply clears it). */
export async function moderateReview(actor: StaffActor, id: number, move: ReviewModeration): Promise<AdminReview> {
  authorize(actor, REVIEW_PERMISSION);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(productReviews).where(eq(productReviews.id, id)).for('update');
    if (!before) throw notFound(M.reviewNotFound);
    if (before.updatedAt.getTime() !== new Date(move.updated_at).getTime()) {
      const current = await shownReview(tx, actor, id);
      throw new DomainError(ADMIN_ERROR_CODES.staleRecord, ADMIN_MESSAGES.staleRecord, { review: current });
    }
    const now = new Date();
    const reply = move.reply === undefined ? undefined : move.reply || null;
    const [row] = await tx
      .update(productReviews)
      .set({
        ...(move.status && { status: move.status, moderatedBy: actor.userId, moderatedAt: now }),
        ...(reply !== undefined && { reply, repliedAt: reply ? now : null }),
        updatedAt: now,
      })
      .where(eq(productReviews.id, id))
      .returning();
    if (move.status && move.status !== before.status) await refreshProductRating(tx, before.productId);
    await recordAudit(tx, actor, {
      action: 'review.moderate',
      entityType: 'review',
      entityId: id,
      before: { status: before.status, reply: before.reply },
      after: { status: row.status, reply: row.reply },
    });
    return shownReview(tx, actor, id);
  });
  // Its stars, its count, its JSON-LD and the reply are on the piece's page, cards and API answers.
  invalidateProducts([result.product.id]);
  return result;
}
