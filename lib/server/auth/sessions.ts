// Login sessions: an opaque token held by the client, only its hash in the database.
// 30 days at most from login, and ended after 7 days without use.
import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb, type Executor } from '@/lib/server/db';
import { sessions, users } from '@/lib/server/db/schema';
import { hashToken, randomToken } from './tokens';
import { toApiUser, type ApiUser } from './user-view';

export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_used_at is refreshed at most this often, so reads do not turn into a write per request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

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

export type AuthenticatedSession = { sessionId: number; user: ApiUser };

export async function findSession(token: string): Promise<AuthenticatedSession | null> {
  if (!token || token.length > 200) return null;
  const db = await getDb();
  const now = new Date();
  const [row] = await db
    .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, user: toApiUser(row.user) };
}

export async function revokeSession(token: string, db?: Executor): Promise<void> {
  if (!token || token.length > 200) return;
  const executor = db ?? (await getDb());
  await executor
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}
