// Reviews: what a buyer wrote about a piece they received, and the invitations to write one.
import 'server-only';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { REVIEW_STATUSES } from '@/lib/shared/schemas/review-schema';
import { createdAt, updatedAt } from './table-columns';
import { users } from './accounts-tables';
import { products } from './catalogue-tables';
import { orderItems, orders } from './orders-tables';

/**
 * One review per buyer and piece. It waits ('pending') until the shop approves or rejects it; only approved
 * reviews are shown and counted, and products.rating and products.review_count are kept from them in the
 * transaction of every moderation (lib/server/reviews), so lists read products alone.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The delivered line that made the shopper a buyer; kept (null) if the order is ever deleted. */
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A picture the buyer added, stored through the media pipeline (a /media/ URL); null without one. */
    photoUrl: text('photo_url'),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    /** The shop's answer, shown under the review. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_reviews_product_user_key').on(t.productId, t.userId),
    index('product_reviews_approved_idx')
      .on(t.productId, t.createdAt, t.id)
      .where(sql`${t.status} = 'approved'`),
    index('product_reviews_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('product_reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * A buyer asked to review a piece they received: one row per buyer and piece, inserted by the sweep that
 * sends the mail (lib/server/reviews/review-invitations.ts). The insert is the claim: with several
 * instances sweeping, the unique key lets one of them write the row and queue the mail.
 */
export const reviewInvitations = pgTable(
  'review_invitations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('review_invitations_user_product_key').on(t.userId, t.productId)],
);

export type ProductReviewRow = typeof productReviews.$inferSelect;
