// The end of every successful login or registration: a new session (rotated: never the one the caller
// came with, which is revoked), and the user as the API shows it.
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/server/db';
import { users, type UserRow } from '@/lib/server/db/schema';
import { createSession, revokeSession, type NewSession, type SessionMeta } from './sessions';
import { toApiUser, type ApiUser } from './user-view';

export type SignInContext = SessionMeta & { previousSessionToken?: string };
export type SignedIn = { session: NewSession; user: ApiUser };

/** `proved`: what the code that signs in was sent to; a code by mail proves the address too. */
export async function startSignedInSession(
  tx: Executor,
  user: UserRow,
  context: SignInContext,
  proved: 'email' | 'phone' = 'email',
): Promise<SignedIn> {
  if (context.previousSessionToken) await revokeSession(context.previousSessionToken, tx);
  if (proved === 'email' && !user.emailVerifiedAt)
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(eq(users.id, user.id));
  const session = await createSession(user.id, { userAgent: context.userAgent, ip: context.ip }, tx);
  return { session, user: toApiUser(user) };
}
