// Mail: the outbox every message goes through.
import 'server-only';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './table-columns';

/**
 * Mail on its way out. Without SMTP_URL (the embedded default) the row is kept ('kept') and read at
 * /dev/mailbox. With SMTP the row waits ('queued') until one instance claims it ('sending', leased until
 * next_attempt_at), and is deleted once the SMTP server takes it; a refusal puts it back with a later
 * next_attempt_at, and after the last try it stays as 'failed' for the back office.
 */
export type MailAttachmentRef = { taxDocumentId: number; filename: string };

export const MAIL_STATUSES = ['kept', 'queued', 'sending', 'failed'] as const;
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('kept'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Documents to attach when sending (a tax invoice), drawn at send time from what the database keeps. */
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>().notNull().default([]),
    /** Extra headers sent with the mail (List-Unsubscribe of marketing mail, RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending')`),
  ],
);
