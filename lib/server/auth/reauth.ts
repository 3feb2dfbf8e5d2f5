// Re-authentication: before a refund or a staff change, a back-office session older than 10 minutes proves
// the password again. Wrong passwords count against the same limits as login's, so this is no way around them.
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { sessions, users } from '@/lib/server/db/schema';
import type { StaffActor } from '@/lib/server/access';
import { recordAudit } from '@/lib/server/audit';
import { invalidCredentials } from './auth-error';
import { forgiveLoginAttempt, reserveLoginAttempt } from './login-limits';
import { verifyPassword } from './passwords';

export async function reauthenticate(actor: StaffActor, password: string): Promise<{ reauthenticated_at: string }> {
  const attempt = await reserveLoginAttempt(actor.email, actor.clientIp);
  const db = await getDb();
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.userId));
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) throw invalidCredentials();
  await forgiveLoginAttempt(attempt);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ reauthenticatedAt: now }).where(eq(sessions.id, actor.sessionId));
    await recordAudit(tx, actor, { action: 'session.reauth', entityType: 'session', entityId: actor.sessionId });
  });
  return { reauthenticated_at: now.toISOString() };
}
