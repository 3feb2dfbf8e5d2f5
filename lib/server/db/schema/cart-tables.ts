// Carts and their lines.
import 'server-only';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './table-columns';
import { products } from './catalogue-tables';
import { users } from './accounts-tables';

export const carts = pgTable('carts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponCode: text('coupon_code'),
  updatedAt: updatedAt(),
  /** When the last reminder of this cart was claimed: set in the same statement that claims it. */
  remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
});

/** Each cart reminder sent, for the dashboard (reminders sent, carts recovered by an order within 7 days). */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('cart_reminders_sent_idx').on(t.sentAt), index('cart_reminders_user_idx').on(t.userId, t.sentAt)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** '' when the product has no sizes, so (user, product, size) stays a plain unique key. */
    size: text('size').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** The text to engrave on each piece of the line ('' for none), checked against the product's offer. */
    engravingText: text('engraving_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_line_key').on(t.userId, t.productId, t.size),
    check('cart_items_quantity_range', sql`${t.quantity} >= 1 AND ${t.quantity} <= 10`),
  ],
);

export type CartItemRow = typeof cartItems.$inferSelect;
