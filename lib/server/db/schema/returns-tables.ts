// Returns: a shopper's request and the shop's decision.
import 'server-only';
import { sql } from 'drizzle-orm';
import { REFUND_DESTINATIONS } from '@/lib/shared/refund-destinations';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './table-columns';
import { users } from './accounts-tables';
import { orders, refunds } from './orders-tables';
import { OLD_GOLD_PAYOUT_METHODS } from '@/lib/shared/selling/old-gold-payout-methods';

/** requested by the shopper -> approved or refused by the shop -> received back -> refunded (a credit note). */
export const RETURN_STATUSES = ['requested', 'approved', 'refused', 'received', 'refunded'] as const;
export type ReturnLine = { orderItemId: number; quantity: number };

export const returnRequests = pgTable(
  'return_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text('reason').notNull(),
    items: jsonb('items').$type<ReturnLine[]>().notNull(),
    /** What goes back once the pieces are received: their share of what was paid. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    /** What was actually refunded: the lines' value, or less when earlier refunds left less to give back. */
    refundedPaise: bigint('refunded_paise', { mode: 'number' }),
    /** Pieces the shop found damaged when they came back: not put back in stock. */
    damagedItems: jsonb('damaged_items').$type<ReturnLine[]>().notNull().default([]),
    /** The buyer's choice: the refund goes back the way they paid, or at once to their store credit. */
    refundTo: text('refund_to', { enum: REFUND_DESTINATIONS }).notNull().default('original'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    // One open request per order at a time.
    uniqueIndex('return_requests_open_key')
      .on(t.orderId)
      .where(sql`${t.status} in ('requested', 'approved', 'received')`),
    index('return_requests_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('requested', 'approved', 'received')`),
    check('return_requests_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

export type ReturnRequestRow = typeof returnRequests.$inferSelect;

/**
 * The value of a buyer's old gold owed back when the pieces it paid for come back (a return, or a parcel
 * returned to origin): owed from then until the owner records how it went back (method and reference).
 */
export const oldGoldPayouts = pgTable(
  'old_gold_payouts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** What it is owed for, once: `return-<id>` or `rto-<order id>`. */
    cause: text('cause').notNull(),
    returnRequestId: integer('return_request_id').references(() => returnRequests.id, { onDelete: 'restrict' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    method: text('method', { enum: OLD_GOLD_PAYOUT_METHODS }),
    /** The bank transfer's reference (UTR), or what the owner noted about the gold handed back. */
    reference: text('reference'),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    settledBy: integer('settled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('old_gold_payouts_cause_key').on(t.cause),
    index('old_gold_payouts_order_idx').on(t.orderId),
    check('old_gold_payouts_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

export type OldGoldPayoutRow = typeof oldGoldPayouts.$inferSelect;
