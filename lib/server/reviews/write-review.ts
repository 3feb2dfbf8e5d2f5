// A buyer's review: only a shopper with a delivered order of the piece may write one, once. It
// waits for the shop's approval (moderate-review.ts) before it is shown or counted.
import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { orderItems, orders, productReviews, products, users } from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { CATALOGUE_MESSAGES } from '@/lib/shared/messages/catalogue';
import { REVIEW_WRITING_MESSAGES as M } from '@/lib/shared/messages/review-writing';
import {
  REVIEW_ERROR_CODES,
  type ApiReview,
  type ReviewBody,
  type ReviewEligibility,
} from '@/lib/shared/schemas/review-schema';
import { toApiReview } from './review-view';

export const notBuyer = () => new DomainError(REVIEW_ERROR_CODES.notBuyer, M.notBuyer);
export const alreadyReviewed = () => new DomainError(REVIEW_ERROR_CODES.alreadyReviewed, M.alreadyReviewed);

/** A shown piece: active and not archived. Reviews of anything else are not found, like the piece. */
export async function requireShownProduct(db: Executor, productId: number): Promise<void> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)));
  if (!row) throw notFound(CATALOGUE_MESSAGES.productNotFound);
}

/** The shopper's latest delivered line of the piece they kept, or undefined when they have not received it. */
async function deliveredLine(db: Executor, userId: number, productId: number): Promise<number | undefined> {
  const [line] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, ['delivered', 'partially_returned']),
        eq(orderItems.productId, productId),
        // A piece sent back and refunded was not kept: its buyer's review would not be a buyer's.
        sql`${orderItems.quantity} > coalesce((select sum((e->>'quantity')::int) from return_requests rr,
          jsonb_array_elements(rr.items) e where rr.order_id = ${orders.id} and rr.status = 'refunded'
          and (e->>'orderItemId')::int = ${orderItems.id}), 0)`,
      ),
    )
    .orderBy(desc(orders.deliveredAt), desc(orderItems.id))
    .limit(1);
  return line?.id;
}

/** Whether the signed-in shopper may review the piece (the product page's "Write a review" button). */
export async function reviewEligibility(userId: number, productId: number): Promise<ReviewEligibility> {
  const db = await getDb();
  await requireShownProduct(db, productId);
  const [[written], line] = await Promise.all([
    db
      .select({ id: productReviews.id })
      .from(productReviews)
      .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId))),
    deliveredLine(db, userId, productId),
  ]);
  return { can_review: !written && line !== undefined, reviewed: Boolean(written) };
}

/** Writes the review as pending. 403 for a shopper who has not received the piece, 409 for a second review. */
export async function writeReview(
  userId: number,
  productId: number,
  body: ReviewBody,
  photoUrl: string | null = null,
): Promise<ApiReview> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await requireShownProduct(tx, productId);
    const orderItemId = await deliveredLine(tx, userId, productId);
    if (orderItemId === undefined) throw notBuyer();
    const [row] = await tx
      .insert(productReviews)
      .values({ productId, userId, orderItemId, rating: body.rating, title: body.title, body: body.body, photoUrl })
      // The unique key settles two requests racing: the second finds the first's row.
      .onConflictDoNothing({ target: [productReviews.productId, productReviews.userId] })
      .returning();
    if (!row) throw alreadyReviewed();
    const [author] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    return toApiReview(row, author ?? { firstName: '', lastName: '' });
  });
}

/**
 * products.rating and review_count from the piece's approved reviews; run in the moderating transaction. The
 * product's row is locked first, so the sums are read after any other moderation of the piece has committed
 * (each statement reads afresh), and two decisions at once cannot leave a count that misses one of them.
 */
export async function refreshProductRating(tx: Executor, productId: number): Promise<void> {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  await tx.execute(sql`
    UPDATE ${products} SET
      rating = coalesce(r.average, 0),
      review_count = r.n
    FROM (
      SELECT round(avg(${productReviews.rating})::numeric, 1) AS average, count(*)::int AS n
      FROM ${productReviews}
      WHERE ${productReviews.productId} = ${productId} AND ${productReviews.status} = 'approved'
    ) r
    WHERE ${products.id} = ${productId}`);
}
