// Helpers of the data-rights API tests: a session made older than the fresh-session window, and the
// fresh-code step a stale session goes through (the code read from the outbox, as a person reads it).
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { sessions } from '@/lib/server/db/schema';
import { POST as confirmCode } from '@/app/api/v1/auth/me/confirm/code/route';
import { POST as confirm } from '@/app/api/v1/auth/me/confirm/route';
import { callRoute } from './call-route';
import { latestCode } from './accounts-api';

/** Every session of the user signed in `minutes` ago, never confirmed since. */
export async function ageSessions(userId: number, minutes: number): Promise<void> {
  const db = await getDb();
  await db
    .update(sessions)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})`, reauthenticatedAt: null })
    .where(eq(sessions.userId, userId));
}

/** Asks for a code and confirms it: the session is fresh for 10 minutes. */
export async function confirmFresh(shopper: { user: { email: string }; cookieHeaders: Record<string, string> }) {
  const sent = await callRoute(confirmCode, '/api/v1/auth/me/confirm/code', {
    method: 'POST',
    body: { for: 'export' },
    headers: shopper.cookieHeaders,
  });
  if (sent.status !== 200) throw new Error(`no code sent: ${JSON.stringify(sent.body)}`);
  const res = await callRoute(confirm, '/api/v1/auth/me/confirm', {
    method: 'POST',
    body: { session_token: sent.body.session_token, otp_code: await latestCode(shopper.user.email) },
    headers: shopper.cookieHeaders,
  });
  if (res.status !== 200) throw new Error(`not confirmed: ${JSON.stringify(res.body)}`);
  return res;
}
