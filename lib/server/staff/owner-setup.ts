// The first run: while the shop has no owner, each server start issues a single-use link that creates the
// owner's account (printed on the console by instrumentation.ts). Every unused link stays good until an owner
// exists, so several instances starting together each print a working one; the first owner spends them all.
import 'server-only';
import { eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { ownerSetupTokens, users } from '@/lib/server/db/schema';
import { DomainError } from '@/lib/server/errors';
import { hashPassword, revokeUserSessions, hashToken, randomToken } from '@/lib/server/auth';
import { recordAudit } from '@/lib/server/audit';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import type { OwnerSetupBody } from '@/lib/shared/schemas/admin-staff-schema';
import { ADMIN_STAFF_MESSAGES } from '@/lib/shared/messages/admin-staff';

/** Held for the length of a transaction: owner set-ups (link and script) run one at a time. */
const OWNER_SETUP_LOCK = 7_114_001;

export async function shopHasOwner(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'owner')).limit(1);
  return Boolean(row);
}

/** A new first-run token, or null when the shop already has an owner. */
export async function issueOwnerSetupToken(): Promise<string | null> {
  const db = await getDb();
  if (await shopHasOwner(db)) return null;
  const token = randomToken();
  await db.insert(ownerSetupTokens).values({ tokenHash: hashToken(token) });
  return token;
}

export function ownerSetupLink(origin: string, token: string): string {
  return `${origin}/admin/setup?token=${encodeURIComponent(token)}`;
}

const setupRefused = () => new DomainError(ADMIN_ERROR_CODES.setupTokenInvalid, ADMIN_STAFF_MESSAGES.setupTokenInvalid);

/** Whether the link still works (the setup page asks before showing its form). */
export async function ownerSetupTokenValid(token: string): Promise<boolean> {
  const db = await getDb();
  if (await shopHasOwner(db)) return false;
  const [row] = await db
    .select({ id: ownerSetupTokens.id })
    .from(ownerSetupTokens)
    .where(sql`${ownerSetupTokens.tokenHash} = ${hashToken(token)} AND ${ownerSetupTokens.usedAt} IS NULL`)
    .limit(1);
  return Boolean(row);
}

/** The owner's account, made from the first-run link. A wrong or spent token, or an existing owner: 403. */
export async function createOwnerFromSetup(
  body: OwnerSetupBody,
  clientIp: string,
): Promise<{ id: number; email: string }> {
  const passwordHash = await hashPassword(body.password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${OWNER_SETUP_LOCK})`);
    if (await shopHasOwner(tx)) throw setupRefused();
    const spent = await tx
      .update(ownerSetupTokens)
      .set({ usedAt: sql`now()` })
      .where(sql`${ownerSetupTokens.tokenHash} = ${hashToken(body.token)} AND ${ownerSetupTokens.usedAt} IS NULL`)
      .returning({ id: ownerSetupTokens.id });
    if (spent.length === 0) throw setupRefused();
    const owner = await upsertOwner(tx, {
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      passwordHash,
    });
    await tx
      .update(ownerSetupTokens)
      .set({ usedAt: sql`now()` })
      .where(isNull(ownerSetupTokens.usedAt));
    await recordAudit(
      tx,
      { label: 'setup', userId: owner.id, clientIp },
      { action: 'owner.create', entityType: 'user', entityId: owner.id, after: { email: owner.email, role: 'owner' } },
    );
    return owner;
  });
}

type OwnerFields = { email: string; firstName: string; lastName: string; passwordHash: string };

/**
 * Makes the account an owner: a new account, or (the shop's maker registered as a shopper first) the existing
 * account with this address, raised to owner with the new password, its other sessions ended.
 */
export async function upsertOwner(tx: Executor, fields: OwnerFields): Promise<{ id: number; email: string }> {
  const [row] = await tx
    .insert(users)
    .values({ ...fields, role: 'owner', emailVerifiedAt: new Date() })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        firstName: fields.firstName,
        lastName: fields.lastName,
        passwordHash: fields.passwordHash,
        role: 'owner',
        disabledAt: null,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: users.id });
  await revokeUserSessions(row.id, tx);
  return { id: row.id, email: fields.email };
}
