// Login sessions: an opaque token held by the client, only its hash in the database.
// A shopper's: 30 days at most from login, and ended after 7 days without use. A back-office account's
// (staff, owner): 12 hours and 1 hour idle, decided by the account's role when the session is read, so a
// role given or taken applies to sessions already open. A disabled account has no session.
import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  BACK_OFFICE_SESSION_ABSOLUTE_MS,
  BACK_OFFICE_SESSION_IDLE_MS,
  isBackOfficeRole,
} from '@/lib/shared/back-office/permissions';
import { getDb, type Executor } from '@/lib/server/db';
import { sessions, staffPermissions, users, type UserRole } from '@/lib/server/db/schema';
import { hashToken, randomToken } from './tokens';
import { toApiUser, type ApiUser } from './user-view';

export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_used_at is refreshed at most this often, so reads do not turn into a write per request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;
/** A back-office session's idle limit is an hour, so its last use is kept to the minute. */
const BACK_OFFICE_TOUCH_EVERY_MS = 60 * 1000;

export type SessionMeta = { userAgent?: string | null; ip?: string | null };
export type NewSession = { token: string; expiresAt: Date };

export async function createSession(userId: number, meta: SessionMeta = {}, db?: Executor): Promise<NewSession> {
  const executor = db ?? (await getDb());
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  await executor.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
  });
  return { token, expiresAt };
}

export type AuthenticatedSession = {
  sessionId: number;
  user: ApiUser;
  role: UserRole;
  /** When this session began (the sign-in), and when its holder last gave the password again. */
  signedInAt: Date;
  reauthenticatedAt: Date | null;
  /** A staff account's permissions as stored now (so a change applies at the next request); [] for others. */
  grantedPermissions: string[];
};

export async function findSession(token: string): Promise<AuthenticatedSession | null> {
  if (!token || token.length > 200) return null;
  const db = await getDb();
  const now = new Date();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      reauthenticatedAt: sessions.reauthenticatedAt,
      user: users,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  const backOffice = isBackOfficeRole(row.user.role);
  if (backOffice) {
    const tooOld = now.getTime() - row.createdAt.getTime() > BACK_OFFICE_SESSION_ABSOLUTE_MS;
    const idle = now.getTime() - row.lastUsedAt.getTime() > BACK_OFFICE_SESSION_IDLE_MS;
    if (tooOld || idle) return null;
  }
  if (now.getTime() - row.lastUsedAt.getTime() > (backOffice ? BACK_OFFICE_TOUCH_EVERY_MS : TOUCH_EVERY_MS)) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
  }
  const granted =
    row.user.role === 'staff'
      ? await db
          .select({ permission: staffPermissions.permission })
          .from(staffPermissions)
          .where(eq(staffPermissions.userId, row.user.id))
      : [];
  return {
    sessionId: row.sessionId,
    user: toApiUser(row.user),
    role: row.user.role,
    signedInAt: row.createdAt,
    reauthenticatedAt: row.reauthenticatedAt,
    grantedPermissions: granted.map((g) => g.permission),
  };
}

export async function revokeSession(token: string, db?: Executor): Promise<void> {
  if (!token || token.length > 200) return;
  const executor = db ?? (await getDb());
  await executor
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Ends every open session of a user at once (account disabled, removed from staff, role changed). */
export async function revokeUserSessions(userId: number, db?: Executor): Promise<void> {
  const executor = db ?? (await getDb());
  await executor
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
