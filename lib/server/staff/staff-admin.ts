// The owner's staff page: who works in the back office and what each may do, invitations by email (the
// invitee sets a password through the emailed link, and gets the permissions chosen then), role and
// permission changes, removal. Changes need a password given within 10 minutes, and are audit-logged.
import 'server-only';
import { and, asc, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { staffInvites, users } from '@/lib/server/db/schema';
import { DomainError, notFound } from '@/lib/server/errors';
import { authorize, requireRecentPassword, type StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { hashPassword, revokeUserSessions, hashToken, randomToken } from '@/lib/server/auth';
import { brandedMail, deliverQueuedMail, queueMail } from '@/lib/server/mail';
import { readShopSettings } from '@/lib/server/settings';
import { siteUrl } from '@/lib/server/seo';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import type { AcceptInviteBody, StaffPatch } from '@/lib/shared/schemas/admin-staff-schema';
import {
  DEFAULT_STAFF_PERMISSIONS,
  effectivePermissions,
  type GrantablePermission,
} from '@/lib/shared/back-office/permissions';
import { ADMIN_STAFF_MESSAGES as M } from '@/lib/shared/messages/admin-staff';
import type { StaffInviteView, StaffList, StaffMember } from '@/lib/shared/back-office/admin-types';
import { removeStaffAccount } from './staff-accounts';
import {
  grantedPermissions,
  invitePermissions,
  replaceGrantedPermissions,
  setInvitePermissions,
} from './permission-grants';

export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

type InviteRow = typeof staffInvites.$inferSelect;

function inviteView(invite: InviteRow, by: string | null, permissions: GrantablePermission[]): StaffInviteView {
  const { id, email, role } = invite;
  const expires_at = invite.expiresAt.toISOString();
  return { id, email, role, permissions, invited_by: by, expires_at, created_at: invite.createdAt.toISOString() };
}

function manage(actor: StaffActor): void {
  authorize(actor, 'staff');
  requireRecentPassword(actor);
}

export async function listStaff(actor: StaffActor): Promise<StaffList> {
  authorize(actor, 'staff');
  const db = await getDb();
  const [members, invites] = await Promise.all([
    db
      .select()
      .from(users)
      .where(inArray(users.role, ['staff', 'owner']))
      .orderBy(asc(users.role), asc(users.email)),
    db
      .select({ invite: staffInvites, by: users.email })
      .from(staffInvites)
      .leftJoin(users, eq(users.id, staffInvites.invitedBy))
      .where(
        and(isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt), gt(staffInvites.expiresAt, new Date())),
      )
      .orderBy(desc(staffInvites.createdAt)),
  ]);
  const [granted, invited] = await Promise.all([
    grantedPermissions(
      db,
      members.map((u) => u.id),
    ),
    invitePermissions(
      db,
      invites.map((i) => i.invite.id),
    ),
  ]);
  return {
    staff: members.map((u): StaffMember => {
      const role = u.role as StaffMember['role'];
      return {
        id: u.id,
        name: `${u.firstName} ${u.lastName}`.trim(),
        email: u.email ?? '',
        role,
        permissions: effectivePermissions(role, granted.get(u.id) ?? []),
        created_at: u.createdAt.toISOString(),
        is_you: u.id === actor.userId,
      };
    }),
    invites: invites.map(({ invite, by }) => inviteView(invite, by, invited.get(invite.id) ?? [])),
  };
}

/** Emails a link that lets the address set a password on a staff account (7 days, once) with these permissions. */
export async function inviteStaff(
  actor: StaffActor,
  email: string,
  permissions: readonly GrantablePermission[] = DEFAULT_STAFF_PERMISSIONS,
): Promise<StaffInviteView> {
  manage(actor);
  const db = await getDb();
  const token = randomToken();
  const link = new URL(`/admin/invite?token=${encodeURIComponent(token)}`, siteUrl()).toString();
  const { invite, queued } = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ role: users.role }).from(users).where(eq(users.email, email));
    if (existing && existing.role !== 'customer') throw new DomainError(ADMIN_ERROR_CODES.conflict, M.alreadyStaff);
    // A new invitation replaces any open one for the address.
    await tx
      .update(staffInvites)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffInvites.email, email), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt)));
    const [row] = await tx
      .insert(staffInvites)
      .values({
        email,
        role: 'staff',
        tokenHash: hashToken(token),
        invitedBy: actor.userId,
        expiresAt: new Date(Date.now() + INVITE_LIFETIME_MS),
      })
      .returning();
    await setInvitePermissions(tx, row.id, permissions);
    const settings = await readShopSettings(tx);
    const subject = `${settings.company.name}: you are invited to the shop's back office`;
    const mail = await queueMail(tx, {
      to: email,
      ...brandedMail(settings, subject, subject, {
        heading: 'You are invited',
        paragraphs: [
          `${actor.name || actor.email} invited you to help run ${settings.company.name}.`,
          `Set your password here (the link works once, for 7 days): ${link}`,
        ],
        footnote: 'If you did not expect this, ignore this email: nothing happens without the link.',
      }),
    });
    const after = { email, role: 'staff', permissions };
    await recordAudit(tx, actor, { action: 'staff.invite', entityType: 'staff_invite', entityId: row.id, after });
    return { invite: row, queued: [mail] };
  });
  await deliverQueuedMail(queued);
  return inviteView(invite, actor.email, [...permissions]);
}

export async function revokeInvite(actor: StaffActor, inviteId: number): Promise<void> {
  manage(actor);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffInvites)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffInvites.id, inviteId), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt)))
      .returning();
    if (!row) throw notFound(M.inviteNotFound);
    await recordAudit(tx, actor, {
      action: 'staff.invite.revoke',
      entityType: 'staff_invite',
      entityId: inviteId,
      before: { email: row.email },
    });
  });
}

function openInvite(token: string) {
  return and(
    eq(staffInvites.tokenHash, hashToken(token)),
    isNull(staffInvites.acceptedAt),
    isNull(staffInvites.revokedAt),
    gt(staffInvites.expiresAt, new Date()),
  );
}

/** The invitation's address while its link still works (the invite page shows it), or null. */
export async function inviteEmail(token: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ email: staffInvites.email }).from(staffInvites).where(openInvite(token));
  return row?.email ?? null;
}

/** The link's holder sets a password: a new staff account, or the address's shopper account given the role. */
export async function acceptInvite(body: AcceptInviteBody, clientIp: string): Promise<{ id: number; email: string }> {
  const passwordHash = await hashPassword(body.password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .update(staffInvites)
      .set({ acceptedAt: new Date() })
      .where(openInvite(body.token))
      .returning();
    if (!invite) throw new DomainError(ADMIN_ERROR_CODES.setupTokenInvalid, M.inviteInvalid);
    const fields = {
      firstName: body.first_name,
      lastName: body.last_name,
      passwordHash,
      role: invite.role,
      disabledAt: null,
      updatedAt: sql`now()`,
    };
    const [account] = await tx
      .insert(users)
      .values({ email: invite.email, ...fields, emailVerifiedAt: new Date() })
      .onConflictDoUpdate({ target: users.email, set: fields })
      .returning({ id: users.id });
    const permissions = (await invitePermissions(tx, [invite.id])).get(invite.id) ?? [];
    await replaceGrantedPermissions(tx, account.id, permissions);
    await revokeUserSessions(account.id, tx);
    const after = { email: invite.email, role: invite.role, permissions };
    const who = { label: 'invite' as const, userId: account.id, clientIp };
    await recordAudit(tx, who, { action: 'staff.accept', entityType: 'user', entityId: account.id, after });
    return { id: account.id, email: invite.email };
  });
}

/**
 * staff ↔ owner, and a staff member's permissions (an owner has every one: choosing them needs the role staff).
 * The shop keeps at least one owner; nobody changes their own account. Each change is its own audit entry.
 */
export async function updateStaffMember(actor: StaffActor, userId: number, patch: StaffPatch): Promise<void> {
  manage(actor);
  if (userId === actor.userId) throw new DomainError(ADMIN_ERROR_CODES.conflict, M.cannotChangeSelf);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!account || account.role === 'customer') throw notFound(M.noSuchStaff);
    const role = patch.role ?? account.role;
    if (patch.permissions && role === 'owner') throw new DomainError(ADMIN_ERROR_CODES.conflict, M.permissionsOfOwner);
    if (account.role === 'owner' && role === 'staff') {
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'owner'), ne(users.id, userId)))
        .limit(1);
      if (!other) throw new DomainError(ADMIN_ERROR_CODES.conflict, M.lastOwner);
    }
    if (role !== account.role) {
      await tx
        .update(users)
        .set({ role, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      const entry = { before: { role: account.role }, after: { role } };
      await recordAudit(tx, actor, { action: 'staff.role', entityType: 'user', entityId: userId, ...entry });
    }
    if (patch.permissions) {
      const before = (await grantedPermissions(tx, [userId])).get(userId) ?? [];
      if (before.join() === patch.permissions.join()) return;
      await replaceGrantedPermissions(tx, userId, patch.permissions);
      await tx
        .update(users)
        .set({ updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      const entry = { before: { permissions: before }, after: { permissions: patch.permissions } };
      await recordAudit(tx, actor, { action: 'staff.permissions', entityType: 'user', entityId: userId, ...entry });
    }
  });
}

export async function removeStaff(actor: StaffActor, userId: number): Promise<void> {
  manage(actor);
  if (userId === actor.userId) throw new DomainError(ADMIN_ERROR_CODES.conflict, M.cannotChangeSelf);
  const db = await getDb();
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!account?.email) throw notFound(M.noSuchStaff);
  await removeStaffAccount(account.email, actor);
}
