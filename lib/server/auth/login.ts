// Login in two steps: email and password (a code is mailed), then the code with the password again.
import 'server-only';
import { getDb } from '@/lib/server/db';
import { UNKNOWN_CLIENT } from '@/lib/shared/constants';
import type { UserRow } from '@/lib/server/db/schema';
import type { LoginAnswer, LoginBody } from '@/lib/shared/schemas/auth-schema';
import { accountDisabled, invalidCredentials, noOtpSession } from './auth-error';
import { checkOtpCode, consumeOtpSession, endOtpSession, startOtpSession } from './otp-sessions';
import { decoyPasswordHash, verifyPassword } from './passwords';
import { forgiveLoginAttempt, reserveLoginAttempt, type AttemptOptions } from './login-limits';
import { alertOwnerOfBurst } from './login-alert';
import { assertSendAllowed } from './send-limits';
import { startSignedInSession, type SignedIn, type SignInContext } from './sign-in';
import { findUserByEmail } from './users';

/**
 * The account when the password is right. Counted against the login limits first (login-limits.ts), so a
 * client over its bound gets 429 whether or not this password is right. An unknown address is checked
 * against a decoy hash, so both failures cost one argon2 verification and answer the same.
 */
async function checkPassword(
  email: string,
  password: string,
  clientIp: string,
  options?: AttemptOptions,
): Promise<UserRow | null> {
  const attempt = await reserveLoginAttempt(email, clientIp, options);
  const user = await findUserByEmail(email);
  const ok = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!ok || !user) {
    await alertOwnerOfBurst(user, attempt);
    return null;
  }
  await forgiveLoginAttempt(attempt);
  // Said only to someone who knows the password: a guesser learns nothing about the account.
  if (user.disabledAt) throw accountDisabled();
  return user;
}

export async function startLogin({ email, password }: LoginBody, clientIp: string): Promise<LoginAnswer> {
  // Refuse a client over its sign-in send limit before looking at the password, whichever it is: refusing
  // only after a right password would tell a guesser when they were right. The sign-in budget is the
  // holder's own (send-limits.ts): strangers asking for open codes to this address do not spend it.
  await assertSendAllowed('sign_in', email, clientIp);
  if (!(await checkPassword(email, password, clientIp))) throw invalidCredentials();
  return { otp_required: true, ...(await startOtpSession({ email, purpose: 'login', clientIp, sendKind: 'sign_in' })) };
}

export type VerifyLoginInput = { sessionToken: string; code: string; email: string; password: string };

export async function verifyLogin(input: VerifyLoginInput, context: SignInContext): Promise<SignedIn> {
  const { otpSessionId } = await checkOtpCode({
    sessionToken: input.sessionToken,
    code: input.code,
    email: input.email,
    purpose: 'login',
  });
  // The valid code proves the inbox: strangers' failures on the account do not stop this password check.
  const user = await checkPassword(input.email, input.password, context.ip ?? UNKNOWN_CLIENT, { inboxProven: true });
  if (!user) {
    // The right code with a wrong password is not a typo of ours (the web app sends what passed step one):
    // end the session so a stolen code buys one password guess, not five.
    await endOtpSession(otpSessionId);
    throw invalidCredentials();
  }
  const db = await getDb();
  return db.transaction(async (tx) => {
    if (!(await consumeOtpSession(tx, otpSessionId))) throw noOtpSession();
    return startSignedInSession(tx, user, context);
  });
}
