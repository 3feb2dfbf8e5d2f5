// Where a staff member's permissions (and an open invitation's) are kept: lib/server/db/schema/staff-permissions.
// The session reads them on every request (lib/server/auth/sessions.ts), so a change applies at the next one.
import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { staffInvitePermissions, staffPermissions } from '@/lib/server/db/schema';
import { GRANTABLE_PERMISSIONS, type GrantablePermission } from '@/lib/shared/back-office/permissions';

type Grants = Map<number, GrantablePermission[]>;

/** Rows of (owner id, permission) grouped by owner, each list in GRANTABLE_PERMISSIONS' order. */
function grouped(rows: { id: number; permission: string }[]): Grants {
  const byId = new Map<number, string[]>();
  for (const { id, permission } of rows) byId.set(id, [...(byId.get(id) ?? []), permission]);
  return new Map([...byId].map(([id, values]) => [id, GRANTABLE_PERMISSIONS.filter((p) => values.includes(p))]));
}

/** Each user's granted permissions (users without any are absent). */
export async function grantedPermissions(db: Executor, userIds: number[]): Promise<Grants> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: staffPermissions.userId, permission: staffPermissions.permission })
    .from(staffPermissions)
    .where(inArray(staffPermissions.userId, userIds));
  return grouped(rows);
}

export async function replaceGrantedPermissions(
  tx: Executor,
  userId: number,
  permissions: readonly GrantablePermission[],
): Promise<void> {
  await tx.delete(staffPermissions).where(eq(staffPermissions.userId, userId));
  if (permissions.length === 0) return;
  await tx.insert(staffPermissions).values(permissions.map((permission) => ({ userId, permission })));
}

/** What each open invitation will grant. */
export async function invitePermissions(db: Executor, inviteIds: number[]): Promise<Grants> {
  if (inviteIds.length === 0) return new Map();
  const rows = await db
    .select({ id: staffInvitePermissions.inviteId, permission: staffInvitePermissions.permission })
    .from(staffInvitePermissions)
    .where(inArray(staffInvitePermissions.inviteId, inviteIds));
  return grouped(rows);
}

export async function setInvitePermissions(
  tx: Executor,
  inviteId: number,
  permissions: readonly GrantablePermission[],
): Promise<void> {
  if (permissions.length === 0) return;
  await tx.insert(staffInvitePermissions).values(permissions.map((permission) => ({ inviteId, permission })));
}
