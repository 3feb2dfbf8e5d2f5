// The audit log: every back-office write, recorded in the same transaction as the write itself, so a write
// that fails leaves no entry and an entry never describes a write that did not happen. Rows are never
// changed or deleted (a database trigger refuses it, migration 0010).
import 'server-only';
import type { Executor } from '@/lib/server/db';
import { auditLog } from '@/lib/server/db/schema';
import { actorLabel, type StaffActor } from '@/lib/server/access';

export type AuditEntry = {
  /** A verb of the area: 'product.create', 'product.update', 'order.status', 'refund.create', ... */
  action: string;
  entityType: string;
  entityId: string | number | null;
  /** What the record was before and became after (only the fields that changed, where that is simpler). */
  before?: unknown;
  after?: unknown;
};

/** The actor of writes made outside a session: the first-run setup page and `npm run admin`. */
export type SystemActor = {
  label: 'setup' | 'cli' | 'invite' | 'payment' | 'sweep' | 'buyer';
  userId?: number | null;
  clientIp?: string | null;
};

export async function recordAudit(tx: Executor, actor: StaffActor | SystemActor, entry: AuditEntry): Promise<void> {
  const staff = 'role' in actor;
  await tx.insert(auditLog).values({
    actorUserId: staff ? actor.userId : (actor.userId ?? null),
    actorLabel: staff ? actorLabel(actor) : actor.label,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    clientIp: staff ? actor.clientIp : (actor.clientIp ?? null),
  });
}

/** Many entries at once, a few hundred rows an insert: a bulk edit or an import writes one per product. */
export async function recordAudits(tx: Executor, actor: StaffActor, entries: readonly AuditEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 500) {
    await tx.insert(auditLog).values(
      entries.slice(start, start + 500).map((entry) => ({
        actorUserId: actor.userId,
        actorLabel: actorLabel(actor),
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId === null ? null : String(entry.entityId),
        before: entry.before ?? null,
        after: entry.after ?? null,
        clientIp: actor.clientIp,
      })),
    );
  }
}
