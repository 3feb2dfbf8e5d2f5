// One-click unsubscribe of marketing mail (RFC 8058). The link's token is an HMAC of the user id under the
// server secret: nothing is stored, a forged or altered token fails, and unsubscribing withdraws the consent.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { recordConsent } from '@/lib/server/consents';
import { serverSecret } from '@/lib/server/auth';
import { DomainError } from '@/lib/server/errors';
import { siteUrl } from '@/lib/server/seo';
import { MARKETING_ERROR_CODES } from '@/lib/shared/error-codes';
import { MARKETING_MESSAGES as M } from '@/lib/shared/messages/marketing';
import { UNSUBSCRIBE_PATH } from '@/lib/shared/schemas/marketing-schema';

function mac(userId: number): Buffer {
  return createHmac('sha256', serverSecret()).update(`marketing-unsubscribe:${userId}`).digest();
}

/** `<user id>.<HMAC, base64url>`. */
export function unsubscribeToken(userId: number): string {
  return `${userId}.${mac(userId).toString('base64url')}`;
}

export function unsubscribeLink(userId: number): string {
  const url = new URL(UNSUBSCRIBE_PATH, siteUrl());
  url.searchParams.set('token', unsubscribeToken(userId));
  return url.toString();
}

/** The headers every marketing mail carries, so mail clients offer the one-click unsubscribe. */
export function unsubscribeHeaders(userId: number): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeLink(userId)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const invalid = () => new DomainError(MARKETING_ERROR_CODES.invalidUnsubscribe, M.invalidUnsubscribe);

/** The user id a token was signed for; compared in constant time. */
function userOfToken(token: string): number {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) throw invalid();
  const userId = Number(match[1]);
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(userId);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
  return userId;
}

/** Refuses a token the shop did not sign (the confirmation page, before anything changes). */
export function checkUnsubscribeToken(token: string): void {
  userOfToken(token);
}

/** Withdraws the consent of the token's user. Repeating it changes nothing; an account since deleted is refused. */
export async function unsubscribe(token: string): Promise<{ message: string }> {
  const userId = userOfToken(token);
  const db = await getDb();
  const found = await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!row) return false;
    for (const purpose of ['marketing_mail', 'cart_reminders'] as const)
      await recordConsent(tx, { userId, purpose, given: false, source: 'unsubscribe_link' });
    return true;
  });
  if (!found) throw invalid();
  return { message: M.unsubscribed };
}
