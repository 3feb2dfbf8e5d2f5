// The owner's alert settings: which alerts, one mail each or a daily digest, and to whom (the owner's own
// address unless the owner names others).
import 'server-only';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { ownerAlertSettings, users } from '@/lib/server/db/schema';
import { DomainError, requireUpdatedAt } from '@/lib/server/errors';
import { authorize, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import {
  DEFAULT_OWNER_ALERT_SETTINGS,
  type AdminOwnerAlertSettings,
  type OwnerAlertSettings,
} from '@/lib/shared/owner-alert-settings';

export async function readAlertSettings(db: Executor): Promise<OwnerAlertSettings> {
  const [row] = await db.select().from(ownerAlertSettings).where(eq(ownerAlertSettings.id, 1)).limit(1);
  if (!row) return DEFAULT_OWNER_ALERT_SETTINGS;
  const stored = row.settings;
  // A kind added after the row was saved takes its default.
  const enabled = { ...DEFAULT_OWNER_ALERT_SETTINGS.enabled, ...stored.enabled };
  return { ...DEFAULT_OWNER_ALERT_SETTINGS, ...stored, enabled };
}

/** The first owner account's address (the one who set the shop up). */
async function ownerEmail(db: Executor): Promise<string | null> {
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'owner'), isNull(users.disabledAt)))
    .orderBy(asc(users.id))
    .limit(1);
  return owner?.email ?? null;
}

/** Where alerts go: the addresses the owner named, or the owner's own. */
export async function alertRecipients(db: Executor, settings: OwnerAlertSettings): Promise<string[]> {
  if (settings.recipients.length) return settings.recipients;
  const owner = await ownerEmail(db);
  return owner ? [owner] : [];
}

async function readAdmin(db: Executor): Promise<AdminOwnerAlertSettings> {
  const [settings, owner, [row]] = await Promise.all([
    readAlertSettings(db),
    ownerEmail(db),
    db.select({ updatedAt: ownerAlertSettings.updatedAt }).from(ownerAlertSettings).where(eq(ownerAlertSettings.id, 1)),
  ]);
  return { ...settings, owner_email: owner, updated_at: row?.updatedAt.toISOString() ?? null };
}

export async function getOwnerAlertSettings(actor: StaffActor): Promise<AdminOwnerAlertSettings> {
  authorize(actor, 'settings');
  return readAdmin(await getDb());
}

export async function updateOwnerAlertSettings(
  actor: StaffActor,
  body: OwnerAlertSettings & { updated_at?: string | null },
): Promise<AdminOwnerAlertSettings> {
  authorize(actor, 'settings');
  const { updated_at: stamp, ...next } = body;
  const settings: OwnerAlertSettings = { ...next, recipients: [...new Set(next.recipients)] };
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(ownerAlertSettings).where(eq(ownerAlertSettings.id, 1)).for('update');
    if (row && row.updatedAt.getTime() !== new Date(requireUpdatedAt(stamp ?? undefined)).getTime()) {
      const settings = await readAdmin(tx);
      throw new DomainError(ADMIN_ERROR_CODES.staleRecord, ADMIN_MESSAGES.staleRecord, { settings });
    }
    const before = row?.settings ?? DEFAULT_OWNER_ALERT_SETTINGS;
    await tx
      .insert(ownerAlertSettings)
      .values({ id: 1, settings, updatedAt: sql`now()` })
      .onConflictDoUpdate({ target: ownerAlertSettings.id, set: { settings, updatedAt: sql`now()` } });
    await recordAudit(tx, actor, {
      action: 'settings.alerts',
      entityType: 'settings',
      entityId: 1,
      before,
      after: settings,
    });
  });
  return readAdmin(db);
}
