// The owner of an account is told when strangers guess at its password: once, when the failures of the last
// 15 minutes reach LOGIN_LIMITS.burstAlert (login-limits.ts finds that moment under the account's lock), not
// once per failure. Sent through the mail queue like every mail; a mail that cannot be queued is logged and
// does not change the guesser's answer, which must not tell them anything.
import 'server-only';
import type { UserRow } from '@/lib/server/db/schema';
import { getShopSettings } from '@/lib/server/settings';
import { loginAlertMail, sendMail } from '@/lib/server/mail';
import { LOGIN_LIMITS, type LoginAttempt } from './login-limits';

export async function alertOwnerOfBurst(user: UserRow | null | undefined, attempt: LoginAttempt): Promise<void> {
  if (!attempt.burst || !user?.email || user.disabledAt) return;
  try {
    const settings = await getShopSettings();
    await sendMail({
      to: user.email,
      ...loginAlertMail(settings, LOGIN_LIMITS.burstAlert, LOGIN_LIMITS.windowMs / 60_000),
    });
  } catch (error) {
    console.error('[auth] could not mail the failed-login alert', error);
  }
}
