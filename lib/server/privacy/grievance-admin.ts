// The owner's queue of grievances (permission `customers`): open ones first, oldest first, each with its clock;
// a reply is mailed to the buyer, and may resolve the grievance. Replies are audited.
import 'server-only';
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { grievanceReplies, grievances } from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { brandedMail, deliverQueuedMail, queueMail } from '@/lib/server/mail';
import { getShopSettings } from '@/lib/server/settings';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { GRIEVANCE_MESSAGES as M } from '@/lib/shared/messages/grievance-messages';
import type { AdminGrievanceQuery, AdminGrievanceView, GrievanceReply } from '@/lib/shared/schemas/grievance-schema';
import { adminViews } from './grievance-view';

export async function listGrievances(
  actor: StaffActor,
  query: AdminGrievanceQuery,
): Promise<{
  grievances: AdminGrievanceView[];
  pagination: { current_page: number; per_page: number; total_pages: number; total_count: number };
}> {
  authorize(actor, 'customers');
  const db = await getDb();
  const where: SQL | undefined = query.status ? eq(grievances.status, query.status) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(grievances)
      .where(where)
      .orderBy(sql`(${grievances.status} = 'resolved')`, asc(grievances.createdAt), desc(grievances.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(grievances).where(where),
  ]);
  return {
    grievances: await adminViews(db, rows),
    pagination: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.ceil(total / query.per_page),
      total_count: total,
    },
  };
}

export async function getGrievance(actor: StaffActor, id: number): Promise<AdminGrievanceView> {
  authorize(actor, 'customers');
  const db = await getDb();
  const [row] = await db.select().from(grievances).where(eq(grievances.id, id));
  if (!row) throw notFound(M.notFound);
  return (await adminViews(db, [row]))[0];
}

/** Mails the reply to the buyer; `resolve` closes the grievance. A resolved one takes no more replies (409). */
export async function replyToGrievance(
  actor: StaffActor,
  id: number,
  body: GrievanceReply,
): Promise<AdminGrievanceView> {
  authorize(actor, 'customers');
  const db = await getDb();
  const settings = await getShopSettings();
  const { view, mail } = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(grievances).where(eq(grievances.id, id)).for('update');
    if (!row) throw notFound(M.notFound);
    if (row.status === 'resolved') throw new DomainError(ADMIN_ERROR_CODES.conflict, M.alreadyResolved);
    const now = new Date();
    await tx.insert(grievanceReplies).values({ grievanceId: id, staffUserId: actor.userId, message: body.message });
    const status = body.resolve ? 'resolved' : 'answered';
    const [updated] = await tx
      .update(grievances)
      .set({ status, resolvedAt: body.resolve ? now : null, updatedAt: now })
      .where(eq(grievances.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: body.resolve ? 'grievance.resolve' : 'grievance.reply',
      entityType: 'grievance',
      entityId: id,
      before: { status: row.status },
      after: { status },
    });
    const subject = M.replySubject(row.reference);
    const queued = await queueMail(tx, {
      to: row.email,
      ...brandedMail(settings, subject, subject, {
        heading: subject,
        paragraphs: M.replyText(row.name, row.reference, body.message, body.resolve).split('\n\n'),
      }),
    });
    return { view: (await adminViews(tx, [updated]))[0], mail: queued };
  });
  void deliverQueuedMail([mail]);
  return view;
}
