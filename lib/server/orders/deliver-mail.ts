// Placeholder delivery until lib/server/mail exists here: the message goes to the mail_outbox table, in the
// caller's transaction, so an email is queued exactly when the order change it describes commits.
import { getDb, type Executor } from '@/lib/server/db';
import { mailOutbox } from '@/lib/server/db/schema';
import type { MailMessage } from './order-emails';

export async function deliver(message: MailMessage, db?: Executor): Promise<void> {
  await (db ?? (await getDb())).insert(mailOutbox).values(message);
}
