// Registration: the code proves the address, and only then is the account created (send_otp with purpose
// registration stores nothing about the person). An address that already has an account was mailed a
// notice instead of a code, so its verification fails like any wrong code.
import 'server-only';
import { getDb } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { recordConsent } from '@/lib/server/consents';
import { invalidOtp, noOtpSession } from './auth-error';
import { checkOtpCode, consumeOtpSession } from './otp-sessions';
import { hashPassword } from './passwords';
import { startSignedInSession, type SignedIn, type SignInContext } from './sign-in';

export type NewAccount = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  /** Consent to marketing mail and cart reminders, recorded in the consent ledger as the account is made. */
  marketing_mail?: boolean;
};

const ADDRESS_TAKEN = Symbol('address taken');

export async function verifyRegistration(
  input: { sessionToken: string; code: string; user: NewAccount },
  context: SignInContext,
): Promise<SignedIn> {
  const { user } = input;
  const { otpSessionId } = await checkOtpCode({
    sessionToken: input.sessionToken,
    code: input.code,
    email: user.email,
    purpose: 'registration',
  });
  const passwordHash = await hashPassword(user.password);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    if (!(await consumeOtpSession(tx, otpSessionId))) throw noOtpSession();
    const [created] = await tx
      .insert(users)
      .values({
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
        passwordHash,
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    // Registered by someone else since the code was sent: the code is spent (the transaction commits) and
    // the answer is the one a wrong code gets.
    if (!created) return ADDRESS_TAKEN;
    if (user.marketing_mail) {
      for (const purpose of ['marketing_mail', 'cart_reminders'] as const)
        await recordConsent(tx, { userId: created.id, purpose, given: true, source: 'register' });
    }
    return startSignedInSession(tx, created, context);
  });
  if (result === ADDRESS_TAKEN) throw invalidOtp();
  return result;
}
