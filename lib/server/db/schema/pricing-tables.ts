// Metal rates and their history.
import 'server-only';
import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { METAL_RATE_KEYS } from '@/lib/shared/pricing/metal-rates';
import { createdAt, updatedAt } from './table-columns';
import { users } from './accounts-tables';

/** Today's rate per gram for each metal and purity; saving one re-prices every piece priced by weight on it. */
export const metalRates = pgTable('metal_rates', {
  key: text('key', { enum: METAL_RATE_KEYS }).primaryKey(),
  ratePaisePerGram: bigint('rate_paise_per_gram', { mode: 'number' }).notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/** Every rate the shop has used, with who set it and when. Only ever inserted. */
export const metalRateHistory = pgTable(
  'metal_rate_history',
  {
    id: serial('id').primaryKey(),
    key: text('key', { enum: METAL_RATE_KEYS }).notNull(),
    ratePaisePerGram: bigint('rate_paise_per_gram', { mode: 'number' }).notNull(),
    previousPaisePerGram: bigint('previous_paise_per_gram', { mode: 'number' }),
    /** Pieces the change re-priced. */
    repricedCount: integer('repriced_count').notNull().default(0),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedByLabel: text('changed_by_label').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('metal_rate_history_key_idx').on(t.key, t.createdAt)],
);

export type MetalRateRow = typeof metalRates.$inferSelect;
