// Payment-provider webhook events and backups.
import 'server-only';
import { bigint, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const webhookEvents = pgTable('webhook_events', {
  /** The provider's event id (x-razorpay-event-id); a repeat delivery hits the primary key and is skipped. */
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Backups of the shop (lib/server/backup): the daily one claims its IST day here, so with several instances on
 * one database only one of them makes it, and the dashboard reads the newest finished one. Backups leave this
 * table out: it describes files kept elsewhere, not the shop.
 */
export const backups = pgTable(
  'backups',
  {
    id: serial('id').primaryKey(),
    /** 'daily' (made by the shop itself) or 'manual' (npm run backup). */
    kind: text('kind').notNull(),
    /** The IST day a daily backup is for; null for a manual one. */
    day: text('day'),
    /** 'running', 'done' or 'failed'. */
    status: text('status').notNull().default('running'),
    location: text('location'),
    bytes: bigint('bytes', { mode: 'number' }),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('backups_day_key').on(t.day), index('backups_finished_idx').on(t.finishedAt)],
);
