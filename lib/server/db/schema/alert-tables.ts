// Alerts: a shopper (or a guest whose address was confirmed by a one-time code) waits for a piece,
// or one of its sizes, to come back in stock or to fall in price.
import 'server-only';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ALERT_KINDS } from '@/lib/shared/schemas/alert-schema';
import { users } from './accounts-tables';
import { products } from './catalogue-tables';
import { createdAt } from './table-columns';

/**
 * One row per recipient, piece, size and kind. The alert sweep (lib/server/alerts/alert-sweep.ts) mails what
 * is due and keeps the row: a price drop then waits for a price below the one mailed, a back-in-stock alert
 * waits (disarmed) until the piece sells out again. last_mailed_at bounds mail to one a day per recipient and
 * piece.
 */
export const productAlerts = pgTable(
  'product_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A guest's address, confirmed by a one-time code, lower case; null for a signed-in shopper. */
    email: text('email'),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** '' for the piece as a whole; otherwise one of its sizes (product_variants.size). */
    size: text('size').notNull().default(''),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    /** Price drop: the price (paise) when asked, lowered to the price each mail announced. */
    pricePaise: bigint('price_paise', { mode: 'number' }),
    /** Back in stock: true while waiting for stock; false once mailed, until the piece is sold out again. */
    armed: boolean('armed').notNull().default(true),
    /** SHA-256 of the unsubscribe token the mails carry (lib/server/alerts/unsubscribe-token.ts). */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    createdAt: createdAt(),
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('product_alerts_one_recipient', sql`(${t.userId} IS NULL) <> (${t.email} IS NULL)`),
    check('product_alerts_price_drop_price', sql`${t.kind} <> 'price_drop' OR ${t.pricePaise} IS NOT NULL`),
    uniqueIndex('product_alerts_user_key')
      .on(t.userId, t.productId, t.kind, t.size)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('product_alerts_email_key')
      .on(t.email, t.productId, t.kind, t.size)
      .where(sql`${t.email} IS NOT NULL`),
    uniqueIndex('product_alerts_unsubscribe_key').on(t.unsubscribeTokenHash),
    index('product_alerts_product_idx').on(t.productId),
  ],
);

export type ProductAlertRow = typeof productAlerts.$inferSelect;
