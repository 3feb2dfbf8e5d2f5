// Orders, their lines, payments, refunds and timeline events.
import 'server-only';
import { ORDER_STATUSES } from '@/lib/shared/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PriceBreakup } from '@/lib/shared/money/breakup';
import type { Stone } from '@/lib/shared/catalogue/stones';
import type { StoredValueUse } from '@/lib/shared/selling/stored-value-uses';
import { PAYMENT_METHODS } from '@/lib/shared/payment-methods';
import { createdAt, updatedAt } from './table-columns';
import { products } from './catalogue-tables';
import { users } from './accounts-tables';

/** The statuses an order may hold: the shop's one list (lib/shared/constants.ts). */
export const orderStatus = ORDER_STATUSES;

export type ShippingAddress = {
  full_name: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  phone: string;
  email?: string;
};

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: orderStatus }).notNull().default('pending'),
    currency: text('currency').notNull().default('INR'),
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    shippingPaise: bigint('shipping_paise', { mode: 'number' }).notNull().default(0),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    /** Old gold's quoted value taken off what is paid now (exchange_quotes); the charge is total - this. */
    exchangeCreditPaise: bigint('exchange_credit_paise', { mode: 'number' }).notNull().default(0),
    /** Gift cards, store credit and a savings plan spent on it at checkout (their sum; the uses below name each). */
    storedValuePaise: bigint('stored_value_paise', { mode: 'number' }).notNull().default(0),
    storedValueUses: jsonb('stored_value_uses').$type<StoredValueUse[]>().notNull().default([]),
    couponCode: text('coupon_code'),
    /** The coupon's terms as ordered, so the order, its mails and its invoice can name them. */
    couponAppliesTo: text('coupon_applies_to', { enum: ['order', 'making_charges'] })
      .notNull()
      .default('order'),
    couponAmountOffPaise: bigint('coupon_amount_off_paise', { mode: 'number' }),
    /** A making-charges coupon: what it took off the making charges, before GST. */
    couponMakingOffPaise: bigint('coupon_making_off_paise', { mode: 'number' }),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    notes: text('notes'),
    /** 'razorpay' or 'sandbox': which provider holds providerOrderId. */
    paymentProvider: text('payment_provider'),
    providerOrderId: text('provider_order_id'),
    /** Stock is held for a pending order until this time; then the order expires to payment_failed. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** Paid through the sandbox (no Razorpay keys): no money was taken, so the shop must not ship it. */
    testMode: boolean('test_mode').notNull().default(false),
    /** The client that placed it, so the stock one client may hold in pending orders can be bounded. */
    clientIp: text('client_ip'),
    /** Set when a payment arrived that the shop could not simply accept (its amount or currency differs from
     *  the order's): the order stays unconfirmed and the owner must look. Null when nothing needs review. */
    reviewReason: text('review_reason'),
    /** Set by the back office when the order is shipped: who carries it and how to follow it. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** When the owner opened a parcel the courier brought back (returned to origin): its refund waits for it. */
    rtoInspectedAt: timestamp('rto_inspected_at', { withTimezone: true, mode: 'date' }),
    /** 'cod': confirmed unpaid; the cash is recorded as a payment when the order is delivered. */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('card'),
    /** A new account's first COD order must be confirmed by this time (by the shopper's mailed link, or by the
     *  shop moving it to processing), else it is cancelled and its stock released. Null: nothing to confirm. */
    codConfirmBy: timestamp('cod_confirm_by', { withTimezone: true, mode: 'date' }),
    codConfirmedAt: timestamp('cod_confirmed_at', { withTimezone: true, mode: 'date' }),
    /** SHA-256 of the token in the shopper's confirmation link; the token itself is never stored. */
    codConfirmTokenHash: text('cod_confirm_token_hash'),
    /** The buyer's PAN (Rule 114B), upper case, kept only for an order above the threshold; printed on its invoice. */
    buyerPan: text('buyer_pan'),
    /** The buyer declared having no PAN: the shop must collect a signed Form 60 for this order. */
    form60: boolean('form_60').notNull().default(false),
    /** When the shop recorded the buyer's signed Form 60 as received; dispatch waits for it. */
    form60ReceivedAt: timestamp('form_60_received_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_open_cod_idx')
      .on(t.userId)
      .where(sql`${t.paymentMethod} = 'cod' and ${t.status} in ('confirmed', 'processing', 'shipped')`),
    index('orders_pending_client_idx')
      .on(t.clientIp)
      .where(sql`${t.status} = 'pending'`),
    index('orders_review_idx')
      .on(t.id)
      .where(sql`${t.reviewReason} is not null`),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('orders_provider_order_key').on(t.providerOrderId),
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    index('orders_cod_unconfirmed_idx')
      .on(t.codConfirmBy)
      .where(sql`${t.codConfirmBy} is not null and ${t.codConfirmedAt} is null and ${t.status} = 'confirmed'`),
    check('orders_total_not_negative', sql`${t.totalPaise} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Copied at order time: the order keeps what was bought even if the product changes later. */
    productName: text('product_name').notNull(),
    imageUrl: text('image_url'),
    size: text('size'),
    quantity: integer('quantity').notNull(),
    unitPricePaise: bigint('unit_price_paise', { mode: 'number' }).notNull(),
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    /** How one piece's price was made up when it was ordered; the invoice keeps to it whatever rates do later. */
    hsnCode: text('hsn_code').notNull().default('7113'),
    priceBreakup: jsonb('price_breakup').$type<PriceBreakup>(),
    hallmarked: boolean('hallmarked').notNull().default(false),
    /** The piece's stones and gross weight as ordered, for the invoice's gross, net and stone weights. */
    stones: jsonb('stones').$type<Stone[]>().notNull().default([]),
    grossWeightGrams: numeric('gross_weight_grams', { precision: 8, scale: 3, mode: 'number' }),
    /** Made for this order: the days it takes (the order ships by then), and it holds no stock. */
    madeToOrderDays: integer('made_to_order_days'),
    /** The text engraved on each piece, and its price per piece (inside unit_price_paise); null: none. */
    engravingText: text('engraving_text'),
    engravingPaise: bigint('engraving_paise', { mode: 'number' }).notNull().default(0),
    /** The 6-character HUID of each hallmarked piece shipped, entered by the owner when shipping. */
    huids: text('huids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** This line's share of the order's discount, GST included; 0 on orders from before it was kept. */
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_positive', sql`${t.quantity} > 0`)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** As the provider reported it; an amount in another currency never confirms an order. */
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ['captured', 'failed'] }).notNull(),
    /** How the payment became known: the shopper's verify call, the provider's webhook, or cash collected at
     *  delivery (provider 'cod'). */
    /** remittance: COD cash a booked courier paid over to the shop. */
    source: text('source', { enum: ['verify', 'webhook', 'delivery', 'remittance'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_key').on(t.provider, t.providerPaymentId),
    index('payments_order_idx').on(t.orderId),
  ],
);

export const refundStatus = ['pending', 'processed', 'failed'] as const;
/** Money back on a sale, or the price of old gold that tested above its quote: a purchase, not a sales return. */
export const REFUND_PURPOSES = ['refund', 'old_gold_purchase'] as const;

/** Money given back on a captured payment, through the provider that took it (lib/server/orders/refunds). */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    /** The provider's refund id (rfnd_...); null until the provider has answered. */
    providerRefundId: text('provider_refund_id'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: refundStatus }).notNull().default('pending'),
    /** Sales figures are net of refunds only; an old-gold purchase is shown as gold bought. */
    purpose: text('purpose', { enum: REFUND_PURPOSES }).notNull().default('refund'),
    /** The Idempotency-Key of the request that asked for it: a retried request refunds once. */
    idempotencyKey: text('idempotency_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_provider_refund_key').on(t.provider, t.providerRefundId),
    uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Everything that happened to an order, in order: status moves, payments, refunds, notes. The back office
 * shows it as the order's timeline and the shopper sees the entries meant for them.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** status | payment | refund | note */
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** Who: a back-office user, or null for the shopper, the provider or the system (actorLabel says which). */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    note: text('note'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
