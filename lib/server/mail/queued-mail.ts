// Mail that belongs to a database change (an order confirmed, an order cancelled) is queued inside the
// transaction of that change, so it exists exactly when the change commits: a replayed verify or a repeated
// webhook changes nothing and so queues nothing, and a rolled-back change leaves no mail behind.
//   - Outbox (no SMTP_URL): the row in mail_outbox IS the delivery, committed with the change.
//   - SMTP: the same row waits for the commit; the caller then hands it to deliverQueuedMail, which sends it
//     and removes the row once the SMTP server has taken the message. A message the server refused stays in
//     mail_outbox and is logged for the operator. Nothing resends it, so no shopper gets it twice.
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { mailOutbox } from '@/lib/server/db/schema';
import type { OutgoingMail } from './mail-content';
import { isOutboxActive } from './mail-mode';
import { logOutboxMail, sendMail } from './send-mail';

export type QueuedMail = { id: number; mail: OutgoingMail };

export async function queueMail(tx: Executor, mail: OutgoingMail): Promise<QueuedMail> {
  const [row] = await tx
    .insert(mailOutbox)
    // Lower case, as the mailbox looks addresses up (listOutbox); the SMTP envelope keeps what the shopper typed.
    .values({ to: mail.to.trim().toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html })
    .returning({ id: mailOutbox.id });
  return { id: row.id, mail };
}

async function sendQueued(queued: readonly QueuedMail[]): Promise<void> {
  const db = await getDb();
  for (const { id, mail } of queued) {
    try {
      await sendMail(mail);
    } catch (error) {
      console.error(`[mail] mail ${id} to ${mail.to} (${mail.logSubject}) was not delivered; it stays in mail_outbox`, error);
      continue;
    }
    await db.delete(mailOutbox).where(eq(mailOutbox.id, id));
  }
}

/**
 * Call after the commit. It never throws, and the caller need not wait: an answer to the shopper (or to the
 * provider's webhook) should not hang on a slow SMTP server. The promise settles when delivery is over.
 */
export function deliverQueuedMail(queued: readonly QueuedMail[]): Promise<void> {
  if (queued.length === 0) return Promise.resolve();
  if (isOutboxActive()) {
    for (const { mail } of queued) logOutboxMail(mail);
    return Promise.resolve();
  }
  return sendQueued(queued).catch((error: unknown) => console.error('[mail] delivering queued mail failed', error));
}
