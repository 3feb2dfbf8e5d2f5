// The back office's view of mail the SMTP server would not take after every try, and sending one again.
import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { mailOutbox } from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { DOMAIN_ERROR_MESSAGES } from '@/lib/shared/messages/domain-errors';
import type { UndeliveredMail } from '@/lib/shared/back-office/admin-types';
import { deliverQueuedMail } from './queued-mail';

const SHOWN = 10;

/** The newest failed mail (at most 10) and how many there are in all. */
export async function undeliveredMail(db: Executor): Promise<{ count: number; mail: UndeliveredMail[] }> {
  const failed = eq(mailOutbox.status, 'failed');
  const [[total], rows] = await Promise.all([
    db.select({ total: count() }).from(mailOutbox).where(failed),
    db.select().from(mailOutbox).where(failed).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(SHOWN),
  ]);
  return {
    count: Number(total.total),
    mail: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      attempts: row.attempts,
      last_error: row.lastError,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/** Puts a failed mail back in the queue with a fresh set of tries and sends it now; answers how that went. */
export async function resendFailedMail(
  actor: StaffActor,
  id: number,
): Promise<{ id: number; delivered: boolean; status: string; last_error: string | null }> {
  authorize(actor, 'orders');
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
    if (!found) throw notFound('No such mail');
    if (found.status !== 'failed')
      throw new DomainError(ADMIN_ERROR_CODES.conflict, DOMAIN_ERROR_MESSAGES.mailNotFailed, {
        status: found.status,
      });
    await tx
      .update(mailOutbox)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()` })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')));
    await recordAudit(tx, actor, {
      action: 'mail.resend',
      entityType: 'mail',
      entityId: id,
      before: { status: 'failed' },
      after: { status: 'queued' },
    });
    return found;
  });
  await deliverQueuedMail([
    { id, mail: { to: row.to, subject: row.subject, text: row.text, html: row.html, logSubject: row.subject } },
  ]);
  const [after] = await db
    .select({ status: mailOutbox.status, lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return after
    ? { id, delivered: false, status: after.status, last_error: after.lastError }
    : { id, delivered: true, status: 'sent', last_error: null };
}
