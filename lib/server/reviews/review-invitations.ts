// A week after an order is delivered, its buyer is asked to review its pieces: one mail per order,
// naming each piece not yet reviewed nor already asked about. Every instance sweeps; an order is claimed with
// FOR UPDATE SKIP LOCKED and each (buyer, piece) is written to review_invitations in the same transaction as
// the queued mail, so several instances never ask twice, and a rolled-back claim leaves neither behind.
import 'server-only';
import { repeatInProcess } from '@/lib/server/process';
import { and, asc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { orderItems, orders, productReviews, products, reviewInvitations, users } from '@/lib/server/db/schema';
import { deliverQueuedMail, queueMail, type QueuedMail, reviewInvitationMail } from '@/lib/server/mail';
import { readShopSettings } from '@/lib/server/settings';
import { siteUrl } from '@/lib/server/seo';
import { canonicalProductPath } from '@/lib/shared/catalogue/product-links';

const DAY_MS = 86_400_000;
export const REVIEW_INVITE_AFTER_DAYS = 7;
/** Deliveries older than this are not asked about: a shop's first deploy must not mail every past buyer. */
export const REVIEW_INVITE_WINDOW_DAYS = 30;
export const REVIEW_INVITE_SWEEP_MS = 10 * 60_000;
const BATCH = 50;

/** Pieces of the order its buyer has neither reviewed nor been asked about, still on sale. */
const unasked = sql`
  ${orderItems.productId} IS NOT NULL AND ${products.active}
  AND NOT EXISTS (SELECT 1 FROM ${reviewInvitations} ri
    WHERE ri.user_id = ${orders.userId} AND ri.product_id = ${orderItems.productId})
  AND NOT EXISTS (SELECT 1 FROM ${productReviews} pr
    WHERE pr.user_id = ${orders.userId} AND pr.product_id = ${orderItems.productId})`;

/** One order's invitation: claimed, recorded and queued in one transaction; null when none was due. */
async function inviteOne(now: Date): Promise<QueuedMail | 'none' | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'delivered'),
          lte(orders.deliveredAt, new Date(now.getTime() - REVIEW_INVITE_AFTER_DAYS * DAY_MS)),
          gte(orders.deliveredAt, new Date(now.getTime() - REVIEW_INVITE_WINDOW_DAYS * DAY_MS)),
          sql`EXISTS (SELECT 1 FROM ${orderItems} JOIN ${products} ON ${products.id} = ${orderItems.productId}
            WHERE ${orderItems.orderId} = ${orders.id} AND ${unasked})`,
        ),
      )
      .orderBy(asc(orders.deliveredAt), asc(orders.id))
      .limit(1)
      .for('update', { of: orders, skipLocked: true });
    if (!order) return null;
    const pieces = await tx
      .selectDistinct({ id: products.id, name: products.name })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.productId), unasked));
    // Another instance may have asked between this statement's snapshot and the lock (PostgreSQL re-reads
    // nothing for a row that was only locked, not changed): the pieces, read afresh, are then all asked.
    if (pieces.length === 0) return 'none';
    const claimed = await tx
      .insert(reviewInvitations)
      .values(pieces.map((p) => ({ userId: order.userId, productId: p.id, orderId: order.id })))
      .onConflictDoNothing({ target: [reviewInvitations.userId, reviewInvitations.productId] })
      .returning({ productId: reviewInvitations.productId });
    const [buyer] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, order.userId));
    if (claimed.length === 0 || !buyer?.email) return 'none';
    const ids = new Set(claimed.map((c) => c.productId));
    const origin = siteUrl().origin;
    const named = pieces
      .filter((p) => ids.has(p.id))
      .map((p) => ({ name: p.name, url: new URL(canonicalProductPath(p.id), origin).toString() }));
    return queueMail(tx, reviewInvitationMail(await readShopSettings(tx), buyer.email, buyer.firstName, named));
  });
}

/** Sends every invitation that is due; answers how many mails were queued. */
export async function sendReviewInvitations(now: Date = new Date()): Promise<number> {
  const queued: QueuedMail[] = [];
  for (let i = 0; i < BATCH; i++) {
    const mail = await inviteOne(now);
    if (mail === null) break;
    if (mail !== 'none') queued.push(mail);
  }
  await deliverQueuedMail(queued);
  return queued.length;
}

/** Started once per server process (instrumentation.ts); instances sweeping at once claim different orders. */
export function startReviewInvitationSweep(intervalMs = REVIEW_INVITE_SWEEP_MS): void {
  repeatInProcess(
    'review-invitation-sweep',
    intervalMs,
    () => sendReviewInvitations(),
    '[reviews] review invitation sweep failed',
  );
}
