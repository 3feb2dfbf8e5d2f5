// A fresh session for the buyer's sensitive acts (export, erasure): as the back office asks for the password
// again, a buyer's session older than 10 minutes first confirms a code mailed to the account's address. The
// confirmation is stamped on the session (sessions.reauthenticated_at), so it holds for this session only.
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { sessions } from '@/lib/server/db/schema';
import {
  checkOtpCode,
  consumeOtpSession,
  noOtpSession,
  startOtpSession,
  type AuthenticatedSession,
} from '@/lib/server/auth';
import { DomainError } from '@/lib/server/errors';
import { REAUTH_WINDOW_MS } from '@/lib/shared/back-office/permissions';
import { DATA_RIGHTS_ERROR_CODES } from '@/lib/shared/error-codes';
import { DATA_RIGHTS_MESSAGES as M } from '@/lib/shared/messages/data-rights';
import type { OtpChallenge } from '@/lib/shared/schemas/auth-schema';

/** When the session last proved its holder: the sign-in, or the last confirmed code. */
function provedAt(session: AuthenticatedSession): Date {
  const { signedInAt, reauthenticatedAt } = session;
  return reauthenticatedAt && reauthenticatedAt > signedInAt ? reauthenticatedAt : signedInAt;
}

/** Throws FRESH_CODE_REQUIRED (401) unless the session signed in or confirmed a code in the last 10 minutes. */
export function requireFreshSession(session: AuthenticatedSession, now: Date = new Date()): void {
  if (now.getTime() - provedAt(session).getTime() > REAUTH_WINDOW_MS) {
    throw new DomainError(DATA_RIGHTS_ERROR_CODES.freshCodeRequired, M.freshCodeRequired);
  }
}

/** The account's own address, or its verified number for an account made with one (never another). */
function ownIdentity(session: AuthenticatedSession): { email: string } | { phone: string } {
  const { email, phone } = session.user;
  return email ? { email } : { phone: phone ?? '' };
}

/** Sends a code to the account's own address or number, counted against the signed-in send budget. */
export async function sendConfirmCode(session: AuthenticatedSession, clientIp: string): Promise<OtpChallenge> {
  const identity = ownIdentity(session);
  const target = 'email' in identity ? identity : { phone: identity.phone, channel: 'sms' as const };
  return startOtpSession({ ...target, purpose: 'confirm', clientIp, sendKind: 'sign_in' });
}

/** Checks the code and stamps the session as freshly confirmed; the code is spent in the same transaction. */
export async function confirmSession(
  session: AuthenticatedSession,
  input: { sessionToken: string; code: string },
): Promise<{ confirmed_at: Date }> {
  const { otpSessionId } = await checkOtpCode({
    sessionToken: input.sessionToken,
    code: input.code,
    ...ownIdentity(session),
    purpose: 'confirm',
  });
  const now = new Date();
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (!(await consumeOtpSession(tx, otpSessionId))) throw noOtpSession();
    await tx.update(sessions).set({ reauthenticatedAt: now }).where(eq(sessions.id, session.sessionId));
  });
  return { confirmed_at: now };
}
