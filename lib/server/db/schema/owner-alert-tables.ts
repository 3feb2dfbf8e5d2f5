// Alerts to the shop's owner: what to mail about and to whom, and every alert raised, each under a
// key that names its event once (order_paid:42, low_stock:variant:7, rates_not_set:2026-11-27), so that with
// several app instances, a replayed payment or a check that runs twice, an alert is raised and mailed once.
import 'server-only';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OwnerAlertSettings } from '@/lib/shared/owner-alert-settings';
import { createdAt, updatedAt } from './table-columns';

/** One row (id = 1) once the owner has saved the alert settings; defaults until then. */
export const ownerAlertSettings = pgTable(
  'owner_alert_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').$type<OwnerAlertSettings>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('owner_alert_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * 'mailed': its mail was queued when it was raised. 'digest': waiting for the day's digest. 'digested': sent in
 * one. A low-stock alert is deleted once its stock is back above the threshold, so the next fall raises it again.
 */
export const OWNER_ALERT_STATUSES = ['mailed', 'digest', 'digested'] as const;
export const ownerAlerts = pgTable(
  'owner_alerts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    lines: jsonb('lines').$type<string[]>().notNull().default([]),
    status: text('status', { enum: OWNER_ALERT_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('owner_alerts_key_key').on(t.key),
    index('owner_alerts_digest_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'digest'`),
  ],
);

export type OwnerAlertRow = typeof ownerAlerts.$inferSelect;
