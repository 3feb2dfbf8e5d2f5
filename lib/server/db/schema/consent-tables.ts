// The consent ledger (DPDP Act s.6): one row per change of a buyer's consent to one purpose, never updated.
// The current state of a purpose is its newest row; no row means never given.
import 'server-only';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { CONSENT_PURPOSES, CONSENT_SOURCES } from '@/lib/shared/consents';
import { users } from './accounts-tables';
import { createdAt } from './table-columns';

export const consentEvents = pgTable(
  'consent_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: CONSENT_PURPOSES }).notNull(),
    given: boolean('given').notNull(),
    source: text('source', { enum: CONSENT_SOURCES }).notNull(),
    /** Who made the change: 'user:<id>' or 'staff:<id>'; null for carried-over records. */
    actor: text('actor'),
    createdAt: createdAt(),
  },
  (t) => [index('consent_events_user_idx').on(t.userId, t.purpose, t.createdAt)],
);

export type ConsentEventRow = typeof consentEvents.$inferSelect;
