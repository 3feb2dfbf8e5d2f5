// Old-gold exchange: each quote the shop gave, at the day's rate less the deduction, and, once an order uses
// it, the old gold that order brings and what the shop's test of it found.
import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EXCHANGE_RATE_KEYS } from '@/lib/shared/selling/old-gold';
import { users } from './accounts-tables';
import { orders } from './orders-tables';
import { createdAt } from './table-columns';

export const exchangeQuotes = pgTable(
  'exchange_quotes',
  {
    /** A random UUID: a quote is used by whoever holds its id, so ids are not guessable. */
    id: text('id').primaryKey(),
    rateKey: text('rate_key', { enum: EXCHANGE_RATE_KEYS }).notNull(),
    weightMg: integer('weight_mg').notNull(),
    ratePaisePerGram: bigint('rate_paise_per_gram', { mode: 'number' }).notNull(),
    /** The deduction in basis points (2 % = 200). */
    deductionBp: integer('deduction_bp').notNull(),
    valuePaise: bigint('value_paise', { mode: 'number' }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }).notNull(),
    /** Who asked, to bound quotes per client. */
    clientIp: text('client_ip').notNull(),
    createdAt: createdAt(),
    /** The order that took it off its payment; one order per quote. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    testedWeightMg: integer('tested_weight_mg'),
    testedRateKey: text('tested_rate_key', { enum: EXCHANGE_RATE_KEYS }),
    testedValuePaise: bigint('tested_value_paise', { mode: 'number' }),
    testedAt: timestamp('tested_at', { withTimezone: true, mode: 'date' }),
    testedBy: integer('tested_by').references(() => users.id, { onDelete: 'set null' }),
    /** The provider order the shopper pays a shortfall against (the tested gold was worth less than quoted). */
    shortfallProviderOrderId: text('shortfall_provider_order_id'),
    shortfallProvider: text('shortfall_provider'),
    /** When the shortfall was paid; dispatch waits for it. */
    shortfallPaidAt: timestamp('shortfall_paid_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('exchange_quotes_order_key').on(t.orderId),
    uniqueIndex('exchange_quotes_shortfall_order_key').on(t.shortfallProvider, t.shortfallProviderOrderId),
    index('exchange_quotes_client_created_idx').on(t.clientIp, t.createdAt),
    check('exchange_quotes_value_not_negative', sql`${t.valuePaise} >= 0 and ${t.weightMg} > 0`),
  ],
);

export type ExchangeQuoteRow = typeof exchangeQuotes.$inferSelect;
