// Courier shipments booked through the shipping provider, what the courier said about them, and the shop's
// shipping settings (pickup address, package defaults, OTP threshold, what an RTO refund keeps back).
import 'server-only';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { SHIPMENT_KINDS, SHIPMENT_STATUSES, type PickupAddress } from '@/lib/shared/shipping-contract';
import { createdAt, updatedAt } from './table-columns';
import { orders } from './orders-tables';
import { returnRequests } from './returns-tables';

export type { PickupAddress };

export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** forward: shop to shopper; reverse: a return picked up from the shopper. */
    kind: text('kind', { enum: SHIPMENT_KINDS }).notNull().default('forward'),
    returnRequestId: integer('return_request_id').references(() => returnRequests.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    awb: text('awb').notNull(),
    courier: text('courier').notNull(),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('booked'),
    declaredValuePaise: bigint('declared_value_paise', { mode: 'number' }).notNull(),
    insured: boolean('insured').notNull().default(true),
    otpDelivery: boolean('otp_delivery').notNull().default(false),
    /** Cash the courier collects at the door (0 for a prepaid parcel). */
    codPaise: bigint('cod_paise', { mode: 'number' }).notNull().default(0),
    /** What the courier charges for carrying it, as quoted at booking. */
    freightPaise: bigint('freight_paise', { mode: 'number' }).notNull().default(0),
    weightGrams: integer('weight_grams').notNull(),
    lengthCm: integer('length_cm').notNull(),
    breadthCm: integer('breadth_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    /** YYYY-MM-DD, the day the courier collects it. */
    pickupDate: text('pickup_date').notNull(),
    pickup: jsonb('pickup').$type<PickupAddress>().notNull(),
    labelUrl: text('label_url'),
    trackingUrl: text('tracking_url'),
    lastEventAt: timestamp('last_event_at', { withTimezone: true, mode: 'date' }),
    /** Set when the courier has paid the COD cash over to the shop. */
    remittedPaise: bigint('remitted_paise', { mode: 'number' }),
    remittanceUtr: text('remittance_utr'),
    remittedAt: timestamp('remitted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shipments_awb_key').on(t.awb),
    // One live forward parcel per order: a second booking is refused until the first is cancelled.
    uniqueIndex('shipments_forward_order_key')
      .on(t.orderId)
      .where(sql`${t.kind} = 'forward' and ${t.status} <> 'cancelled'`),
    index('shipments_pickup_idx').on(t.pickupDate),
    check('shipments_declared_not_negative', sql`${t.declaredValuePaise} >= 0`),
  ],
);

/** Every courier event received, once: the event id makes a webhook sent twice a no-op. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    reason: text('reason'),
    location: text('location'),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shipment_events_event_key').on(t.eventId),
    index('shipment_events_shipment_idx').on(t.shipmentId),
  ],
);

/** One row (id = 1); absent until the owner saves, when the defaults in lib/shared/shipping-contract.ts apply. */
export const shippingSettings = pgTable(
  'shipping_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Null: the seller's address from the shop settings. */
    pickup: jsonb('pickup').$type<PickupAddress>(),
    weightGrams: integer('weight_grams').notNull(),
    lengthCm: integer('length_cm').notNull(),
    breadthCm: integer('breadth_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    otpDeliveryMinPaise: bigint('otp_delivery_min_paise', { mode: 'number' }).notNull(),
    /** An RTO of a prepaid order refunds the order less the courier's freight when true, in full when false. */
    rtoRefundLessFreight: boolean('rto_refund_less_freight').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('shipping_settings_single_row', sql`${t.id} = 1`)],
);

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
export type ShippingSettingsRow = typeof shippingSettings.$inferSelect;

/**
 * Each COD remittance the courier reported for a parcel, as its own movement: a parcel may be paid over in
 * parts (or over-paid), before or after it is delivered; the order is settled when their sum covers it.
 */
export const codRemittances = pgTable(
  'cod_remittances',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    utr: text('utr').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    remittedAt: timestamp('remitted_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cod_remittances_shipment_idx').on(t.shipmentId), index('cod_remittances_order_idx').on(t.orderId)],
);

export type CodRemittanceMovementRow = typeof codRemittances.$inferSelect;
