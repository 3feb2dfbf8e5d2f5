// SMS and WhatsApp: every message the shop sends (and, for WhatsApp, every reply it receives) is one row.
import 'server-only';
import { index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { orders } from './orders-tables';
import { users } from './accounts-tables';
import { createdAt, updatedAt } from './table-columns';

export type MessageButton = { id: string; title: string };

export const MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;
export const OUTBOUND_STATUSES = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;

/**
 * One SMS or WhatsApp message. Written 'queued' before the provider is called (the unique dedupe_key makes a
 * second writer of the same event insert nothing, so the event is sent once across instances), then 'sent'
 * with the provider's message id, or 'failed' with its error. WhatsApp's status webhooks move it on to
 * 'delivered' and 'read'. The offline sandboxes keep their messages here too ('sent', a made-up id).
 */
export const outboundMessages = pgTable(
  'outbound_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    /** +91XXXXXXXXXX */
    toPhone: text('to_phone').notNull(),
    template: text('template').notNull(),
    /** The rendered body, as the buyer reads it. */
    text: text('text').notNull(),
    buttons: jsonb('buttons').$type<MessageButton[]>().notNull().default([]),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    dedupeKey: text('dedupe_key'),
    status: text('status', { enum: OUTBOUND_STATUSES }).notNull().default('queued'),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('outbound_messages_dedupe_key_unique').on(t.dedupeKey),
    unique('outbound_messages_provider_message_id_unique').on(t.providerMessageId),
    index('outbound_messages_to_idx').on(t.toPhone, t.createdAt),
    index('outbound_messages_order_idx').on(t.orderId),
  ],
);

/** A WhatsApp message a buyer sent the shop, kept once by Meta's message id however often it is delivered. */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    id: serial('id').primaryKey(),
    providerMessageId: text('provider_message_id').notNull(),
    /** +91XXXXXXXXXX, or the sender's number as Meta gave it when it is not an Indian mobile. */
    fromPhone: text('from_phone').notNull(),
    text: text('text'),
    buttonId: text('button_id'),
    /** The provider message id of the shop's message this one answers. */
    contextMessageId: text('context_message_id'),
    /** What applyWhatsAppReply made of it. */
    outcome: text('outcome'),
    createdAt: createdAt(),
  },
  (t) => [unique('inbound_messages_provider_message_id_unique').on(t.providerMessageId)],
);
