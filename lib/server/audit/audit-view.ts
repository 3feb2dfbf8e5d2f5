// Reading the audit log (owner only): newest first, filtered by action, record or actor. Nothing here writes.
// The action filter finds any part of the action's name, in any case ('settings' finds settings.update and
// settings.alerts): the owner should not need to know the exact names.
import 'server-only';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { getDb, containsPattern } from '@/lib/server/db';
import { auditLog } from '@/lib/server/db/schema';
import { authorize, type StaffActor } from '@/lib/server/access';
import type { AuditQuery } from '@/lib/shared/schemas/admin-customer-schema';
import type { AuditPage } from '@/lib/shared/back-office/admin-types';

export async function listAuditEntries(actor: StaffActor, query: AuditQuery): Promise<AuditPage> {
  authorize(actor, 'audit');
  const db = await getDb();
  const conditions: SQL[] = [];
  if (query.action) conditions.push(ilike(auditLog.action, containsPattern(query.action)));
  if (query.entity_type) conditions.push(eq(auditLog.entityType, query.entity_type));
  if (query.entity_id) conditions.push(eq(auditLog.entityId, query.entity_id));
  if (query.actor_user_id) conditions.push(eq(auditLog.actorUserId, query.actor_user_id));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map((r) => ({
      id: r.id,
      actor: r.actorLabel,
      actor_user_id: r.actorUserId,
      action: r.action,
      entity_type: r.entityType,
      entity_id: r.entityId,
      before: r.before,
      after: r.after,
      client_ip: r.clientIp,
      created_at: r.createdAt.toISOString(),
    })),
    pagination: {
      current_page: query.page,
      per_page: query.per_page,
      total_pages: Math.ceil(total / query.per_page),
      total_count: total,
    },
  };
}
