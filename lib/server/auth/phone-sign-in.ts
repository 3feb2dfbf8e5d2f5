// Registration and login with a mobile number: the code sent by SMS or WhatsApp proves the number,
// and the number alone signs in (no password: the code is the factor, as on Indian marketplaces). The rules
// are the email flow's (otp-sessions.ts): a number without an account was sent no code, so its login fails
// like a wrong code; a number already verified on an account was sent no registration code, so its
// registration fails the same way.
import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import type { PhoneRegistration } from '@/lib/shared/schemas/phone-auth-schema';
import { accountDisabled, emailTaken, invalidOtp, noOtpSession } from './auth-error';
import { checkOtpCode, consumeOtpSession } from './otp-sessions';
import { startSignedInSession, type SignedIn, type SignInContext } from './sign-in';
import { findUserByPhone, isClaimedEmail } from './users';
import { releaseUnprovedEmail } from './registration';

type CodeInput = { sessionToken: string; code: string };

export async function verifyPhoneLogin(
  input: CodeInput & { phone: string },
  context: SignInContext,
): Promise<SignedIn> {
  const { otpSessionId } = await checkOtpCode({ ...input, phone: input.phone, purpose: 'login' });
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await consumeOtpSession(tx, otpSessionId))) throw noOtpSession();
    const user = await findUserByPhone(input.phone, tx);
    // The number left its account after the code was sent: the code is spent and proves nothing now.
    if (!user) throw invalidOtp();
    if (user.disabledAt) throw accountDisabled();
    return startSignedInSession(tx, user, context, 'phone');
  });
}

const NUMBER_TAKEN = Symbol('number taken');

export async function verifyPhoneRegistration(
  input: CodeInput & { user: PhoneRegistration },
  context: SignInContext,
): Promise<SignedIn> {
  const { user } = input;
  const { otpSessionId } = await checkOtpCode({ ...input, phone: user.phone, purpose: 'registration' });
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    if (user.email) {
      const [holder] = await tx.select().from(users).where(eq(users.email, user.email)).limit(1);
      // Said to whoever proved the number only; the transaction ends and the code stays usable without it.
      if (holder && isClaimedEmail(holder)) throw emailTaken();
      await releaseUnprovedEmail(tx, user.email);
    }
    if (!(await consumeOtpSession(tx, otpSessionId))) throw noOtpSession();
    const now = new Date();
    const [created] = await tx
      .insert(users)
      .values({
        email: user.email ?? null,
        phone: user.phone,
        phoneVerifiedAt: now,
        firstName: user.first_name,
        lastName: user.last_name,
        passwordHash: null,
      })
      .onConflictDoNothing({ target: users.phone })
      .returning();
    // Verified on an account since the code was sent: the code is spent, the answer a wrong code's.
    if (!created) return NUMBER_TAKEN;
    return startSignedInSession(tx, created, context, 'phone');
  });
  if (result === NUMBER_TAKEN) throw invalidOtp();
  return result;
}
