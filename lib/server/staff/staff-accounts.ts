// Back-office accounts made or changed outside the browser (`npm run admin`), with the same rules as the
// back office: an owner always exists once made, roles are staff or owner, a removed helper's sessions end.
import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { hashPassword, revokeUserSessions } from '@/lib/server/auth';
import { recordAudit, type SystemActor } from '@/lib/server/audit';
import { ERROR_CODES } from '@/server-runtime/api-error-codes.cjs';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ADMIN_STAFF_MESSAGES as M } from '@/lib/shared/messages/admin-staff';
import { authorize, requireRecentPassword, type StaffActor } from '@/lib/server/access';
import { upsertOwner } from './owner-setup';
import { grantedPermissions, replaceGrantedPermissions } from './permission-grants';
import { DEFAULT_STAFF_PERMISSIONS, type GrantablePermission } from '@/lib/shared/back-office/permissions';

export type AccountInput = { email: string; password: string; firstName: string; lastName: string };

/** The owner's account from a script: a new account, or an existing one raised to owner. */
export async function createOwnerAccount(
  input: AccountInput,
  actor: SystemActor,
): Promise<{ id: number; email: string }> {
  const passwordHash = await hashPassword(input.password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const owner = await upsertOwner(tx, {
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
    });
    await recordAudit(
      tx,
      { ...actor, userId: owner.id },
      { action: 'owner.create', entityType: 'user', entityId: owner.id, after: { email: owner.email, role: 'owner' } },
    );
    return owner;
  });
}

type StaffInput = Omit<AccountInput, 'password'> & {
  password: string | null;
  permissions?: readonly GrantablePermission[];
};

/**
 * A helper's account: new with this password, or an existing account (a shopper's) given the staff role, with
 * these permissions or the default ones (the owner changes them on the staff page or with setStaffPermissions).
 */
export async function addStaffAccount(
  input: StaffInput,
  actor: SystemActor,
): Promise<{ id: number; email: string; created: boolean }> {
  const permissions = input.permissions ?? DEFAULT_STAFF_PERMISSIONS;
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, input.email))
      .for('update');
    if (existing?.role === 'owner') throw new DomainError(ADMIN_ERROR_CODES.conflict, M.alreadyOwner);
    if (!existing && !passwordHash) throw new DomainError(ERROR_CODES.validationFailed, M.passwordForNewStaff);
    let id: number;
    if (existing) {
      await tx
        .update(users)
        .set({ role: 'staff', ...(passwordHash ? { passwordHash } : {}), updatedAt: sql`now()` })
        .where(eq(users.id, existing.id));
      await revokeUserSessions(existing.id, tx);
      id = existing.id;
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash: passwordHash!,
          role: 'staff',
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      id = created.id;
    }
    await replaceGrantedPermissions(tx, id, permissions);
    const after = { email: input.email, role: 'staff', permissions };
    const before = existing ? { role: existing.role } : null;
    await recordAudit(tx, actor, { action: 'staff.add', entityType: 'user', entityId: id, before, after });
    return { id, email: input.email, created: !existing };
  });
}

/** The staff or owner account of an address, row-locked for the change; a 404 for a shopper or no one. */
async function lockedStaffAccount(tx: Transaction, email: string): Promise<{ id: number; role: string }> {
  const [account] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email))
    .for('update');
  if (!account || account.role === 'customer') throw new DomainError(ERROR_CODES.notFound, M.noSuchStaff);
  return account;
}

/**
 * A staff member's permissions from a script, replacing what they had (validated by the caller against the
 * grantable list). The owner has every permission, so an owner's account is refused, as on the staff page.
 * The session reads them on every request: the change applies at the member's next one.
 */
export async function setStaffPermissions(
  email: string,
  permissions: readonly GrantablePermission[],
  actor: SystemActor,
): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const account = await lockedStaffAccount(tx, email);
    if (account.role === 'owner') throw new DomainError(ADMIN_ERROR_CODES.conflict, M.permissionsOfOwner);
    const before = (await grantedPermissions(tx, [account.id])).get(account.id) ?? [];
    await replaceGrantedPermissions(tx, account.id, permissions);
    await tx
      .update(users)
      .set({ updatedAt: sql`now()` })
      .where(eq(users.id, account.id));
    const entry = { before: { permissions: before }, after: { permissions } };
    await recordAudit(tx, actor, { action: 'staff.permissions', entityType: 'user', entityId: account.id, ...entry });
  });
}

/** Back to a shopper's account: the role goes, every session of the account ends. The last owner stays. */
export async function removeStaffAccount(email: string, actor: StaffActor | SystemActor): Promise<void> {
  if ('role' in actor) {
    authorize(actor, 'staff');
    requireRecentPassword(actor);
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    const account = await lockedStaffAccount(tx, email);
    if (account.role === 'owner') {
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'owner'), ne(users.id, account.id)))
        .limit(1);
      if (!other) throw new DomainError(ADMIN_ERROR_CODES.conflict, M.lastOwner);
    }
    await tx
      .update(users)
      .set({ role: 'customer', updatedAt: sql`now()` })
      .where(eq(users.id, account.id));
    // Given the role again later, the account starts from what the owner chooses then.
    await replaceGrantedPermissions(tx, account.id, []);
    await revokeUserSessions(account.id, tx);
    await recordAudit(tx, actor, {
      action: 'staff.remove',
      entityType: 'user',
      entityId: account.id,
      before: { email, role: account.role },
      after: { role: 'customer' },
    });
  });
}
