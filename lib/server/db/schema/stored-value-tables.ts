// Money a buyer keeps with the shop: gift cards, store credit and matured savings plans. Each is one row of
// stored_values (its balance, never below zero) and the signed movements that explain it; gift_cards holds a
// card's details (the code itself is never stored: only its hash and its last four characters).
import 'server-only';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts-tables';
import { orders, refunds } from './orders-tables';
import { createdAt, updatedAt } from './table-columns';

export const STORED_VALUE_KINDS = ['gift_card', 'store_credit', 'savings'] as const;
export type StoredValueKind = (typeof STORED_VALUE_KINDS)[number];
export const STORED_VALUE_STATUSES = ['active', 'closed', 'expired'] as const;
export const MOVEMENT_REASONS = [
  'issued',
  'refund',
  'grant',
  'spent',
  'returned',
  'matured',
  'expired',
  'paid_out',
] as const;
export type MovementReason = (typeof MOVEMENT_REASONS)[number];

export const storedValues = pgTable(
  'stored_values',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: STORED_VALUE_KINDS }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'gift:<giftCardId>', 'credit:<userId>', 'savings:<enrolmentId>': one balance per source. */
    sourceKey: text('source_key').notNull(),
    balancePaise: bigint('balance_paise', { mode: 'number' }).notNull().default(0),
    /** The last day (IST, inclusive) it may be spent; null: no end. */
    expiresOn: date('expires_on', { mode: 'string' }),
    status: text('status', { enum: STORED_VALUE_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stored_values_source_key').on(t.sourceKey),
    index('stored_values_user_idx').on(t.userId, t.kind),
    check('stored_values_balance_not_negative', sql`${t.balancePaise} >= 0`),
  ],
);

export const storedValueMovements = pgTable(
  'stored_value_movements',
  {
    id: serial('id').primaryKey(),
    storedValueId: integer('stored_value_id')
      .notNull()
      .references(() => storedValues.id, { onDelete: 'cascade' }),
    /** Signed: + money in, - money out. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    reason: text('reason', { enum: MOVEMENT_REASONS }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    /** 'user:<id>' | 'staff:<id>' | 'payment' | null (the shop itself). */
    actor: text('actor'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stored_value_movements_value_idx').on(t.storedValueId, t.createdAt),
    index('stored_value_movements_order_idx').on(t.orderId),
    // A refund made as store credit is credited once.
    uniqueIndex('stored_value_movements_refund_key').on(t.refundId),
    check('stored_value_movements_not_zero', sql`${t.amountPaise} <> 0`),
  ],
);

export const GIFT_CARD_STATUSES = ['pending', 'issued'] as const;

export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the normalised code; null until the code is made (on its send day). */
    codeHash: text('code_hash'),
    codeLast4: text('code_last4'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The shopper who bought it; null for one the owner issued by hand. */
    buyerUserId: integer('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email'),
    recipientPhone: text('recipient_phone'),
    message: text('message'),
    /** The day (IST) the recipient is mailed the code. */
    sendOn: date('send_on', { mode: 'string' }).notNull(),
    /** When the code was made and mailed. */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    provider: text('provider'),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    status: text('status', { enum: GIFT_CARD_STATUSES }).notNull().default('pending'),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    storedValueId: integer('stored_value_id').references(() => storedValues.id, { onDelete: 'set null' }),
    /** A card the owner issued by hand: who, and why. */
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_hash_key').on(t.codeHash),
    uniqueIndex('gift_cards_provider_order_key').on(t.provider, t.providerOrderId),
    index('gift_cards_buyer_idx').on(t.buyerUserId, t.createdAt),
    index('gift_cards_unsent_idx')
      .on(t.sendOn)
      .where(sql`${t.status} = 'issued' and ${t.sentAt} is null`),
    check('gift_cards_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

export type GiftCardRow = typeof giftCards.$inferSelect;

/** Each look-up of a gift card by its code that found none, per client network: guessing is bounded like sign-in codes. */
export const giftCardLookups = pgTable(
  'gift_card_lookups',
  {
    id: serial('id').primaryKey(),
    clientNetwork: text('client_network').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('gift_card_lookups_client_idx').on(t.clientNetwork, t.createdAt)],
);
