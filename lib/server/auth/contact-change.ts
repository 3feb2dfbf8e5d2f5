// A signed-in shopper adds or changes their mobile number or email address: a code goes to the new
// one, and only the code makes it the account's. The send is counted against the same open budgets as any
// code (per identity and client, per client, per identity): a signed-in stranger cannot flood a number
// either. Whether the number or address is on another account is said only after the code was entered,
// to whoever proved they hold it.
import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import type { OtpChallenge } from '@/lib/shared/schemas/auth-schema';
import type { PhoneCodeChannel } from '@/lib/shared/schemas/phone-auth-schema';
import { emailTaken, noOtpSession, phoneTaken } from './auth-error';
import { checkOtpCode, consumeOtpSession, startOtpSession } from './otp-sessions';
import { releaseUnprovedEmail } from './registration';
import { lockWindowKey } from './window-limit';
import { isClaimedEmail, toProfile, type Profile } from './users';

type Change = { email: string } | { phone: string; channel: PhoneCodeChannel };

export function startContactChange(userId: number, change: Change, clientIp: string): Promise<OtpChallenge> {
  return startOtpSession({ ...change, purpose: 'contact_change', userId, clientIp });
}

type CodeInput = { sessionToken: string; code: string };

export async function verifyPhoneChange(userId: number, input: CodeInput & { phone: string }): Promise<Profile> {
  const { otpSessionId } = await checkOtpCode({ ...input, purpose: 'contact_change', userId });
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Two accounts proving one number at once take turns (the advisory lock): the second sees the first's.
    await lockWindowKey(tx, `user-phone:${input.phone}`);
    const [holder] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, input.phone), ne(users.id, userId)))
      .limit(1);
    if (holder) throw phoneTaken();
    if (!(await consumeOtpSession(tx, otpSessionId))) throw noOtpSession();
    const [row] = await tx
      .update(users)
      .set({ phone: input.phone, phoneVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw noOtpSession();
    return toProfile(tx, row);
  });
}

export async function verifyEmailChange(userId: number, input: CodeInput & { email: string }): Promise<Profile> {
  const { otpSessionId } = await checkOtpCode({ ...input, purpose: 'contact_change', userId });
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockWindowKey(tx, `user-email:${input.email}`);
    const [holder] = await tx
      .select()
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, userId)))
      .limit(1);
    if (holder && isClaimedEmail(holder)) throw emailTaken();
    await releaseUnprovedEmail(tx, input.email);
    if (!(await consumeOtpSession(tx, otpSessionId))) throw noOtpSession();
    const [row] = await tx
      .update(users)
      .set({ email: input.email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw noOtpSession();
    return toProfile(tx, row);
  });
}
