import 'server-only';
/** A message ready to send. `logSubject` is the subject without secrets, for logs in production. */
export type MailContent = { subject: string; logSubject: string; text: string; html: string };

import type { MailAttachmentRef } from '@/lib/server/db/schema';

/** attachments: documents the database keeps (a tax invoice), drawn when the mail is sent. */
/** headers: extra headers, e.g. the one-click unsubscribe of marketing mail (RFC 8058). */
export type OutgoingMail = MailContent & {
  to: string;
  attachments?: MailAttachmentRef[];
  headers?: Record<string, string>;
};
