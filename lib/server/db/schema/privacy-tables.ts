// The buyer's rights under the DPDP Act: grievances and the owner's answers, and the log of every back-office
// view of a customer's personal data (kept one year: lib/shared/retention.ts).
import 'server-only';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { GRIEVANCE_STATUSES } from '@/lib/shared/schemas/grievance-schema';
import { users } from './accounts-tables';
import { orders } from './orders-tables';
import { createdAt, updatedAt } from './table-columns';

/** A buyer's complaint: acknowledged by mail at once, to be resolved within a month (E-Commerce Rules). */
export const grievances = pgTable(
  'grievances',
  {
    id: serial('id').primaryKey(),
    /** GRV-<year>-<id, six digits>: what the buyer quotes. */
    reference: text('reference').notNull(),
    /** Null once the account is erased; the address the answers go to stays in `email`. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: text('status', { enum: GRIEVANCE_STATUSES }).notNull().default('open'),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true, mode: 'date' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('grievances_reference_key').on(t.reference),
    index('grievances_user_idx').on(t.userId, t.createdAt),
    index('grievances_status_idx').on(t.status, t.createdAt),
  ],
);

/** The owner's replies, each mailed to the buyer. */
export const grievanceReplies = pgTable(
  'grievance_replies',
  {
    id: serial('id').primaryKey(),
    grievanceId: integer('grievance_id')
      .notNull()
      .references(() => grievances.id, { onDelete: 'cascade' }),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('grievance_replies_grievance_idx').on(t.grievanceId, t.createdAt)],
);

/** Who in the back office looked at which customer's personal data, and when (breach investigation). */
export const personalDataViews = pgTable(
  'personal_data_views',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null for a guest's order; the order then names the buyer. */
    customerUserId: integer('customer_user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** 'customer' (the customer's page) or 'order' (an order's page, with the buyer's address). */
    view: text('view', { enum: ['customer', 'order'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('personal_data_views_customer_idx').on(t.customerUserId, t.createdAt),
    index('personal_data_views_created_idx').on(t.createdAt),
  ],
);

export type GrievanceRow = typeof grievances.$inferSelect;
