// Where a staff member's permissions (and an open invitation's) are kept: lib/server/db/schema/staff-permissions.
// The session reads them on every request (lib/server/auth/sessions.ts), so a change applies at the next one.
import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { staffInvitePermissions, staffPermissions } from '@/lib/server/db/schema';
import { GRANTABLE_PERMISSIONS, type GrantablePermission } from '@/lib/shared/back-office/permissions';

const inOrder = (values: readonly string[]): GrantablePermission[] => GRANTABLE_PERMISSIONS.filter((p) => values.includes(p));

/** Each user's granted permissions, in the list's order (users without any are absent). */
export async function grantedPermissions(db: Executor, userIds: number[]): Promise<Map<number, GrantablePermission[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(staffPermissions).where(inArray(staffPermissions.userId, userIds));
  const byUser = new Map<number, string[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.permission]);
  return new Map([...byUser].map(([id, values]) => [id, inOrder(values)]));
}

export async function replaceGrantedPermissions(tx: Executor, userId: number, permissions: readonly GrantablePermission[]): Promise<void> {
  await tx.delete(staffPermissions).where(eq(staffPermissions.userId, userId));
  if (permissions.length) await tx.insert(staffPermissions).values(permissions.map((permission) => ({ userId, permission })));
}

export async function invitePermissions(db: Executor, inviteIds: number[]): Promise<Map<number, GrantablePermission[]>> {
  if (inviteIds.length === 0) return new Map();
  const rows = await db.select().from(staffInvitePermissions).where(inArray(staffInvitePermissions.inviteId, inviteIds));
  const byInvite = new Map<number, string[]>();
  for (const row of rows) byInvite.set(row.inviteId, [...(byInvite.get(row.inviteId) ?? []), row.permission]);
  return new Map([...byInvite].map(([id, values]) => [id, inOrder(values)]));
}

export async function setInvitePermissions(tx: Executor, inviteId: number, permissions: readonly GrantablePermission[]): Promise<void> {
  if (permissions.length) await tx.insert(staffInvitePermissions).values(permissions.map((permission) => ({ inviteId, permission })));
}
