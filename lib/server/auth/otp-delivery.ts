// How a code request reaches its holder. Whether the address or number has an account decides what is sent
// (a code, or a notice), never what the caller is told (otp-sessions.ts).
//
// By mail: the code, "you already have an account" or "there is no account". By SMS or WhatsApp only the
// code ever goes out: the DLT-registered templates are for codes, and a text a stranger could send to any
// number is not one the shop should send. A number that gets no code still costs the caller the same
// session and the same counted send, so the answer and the work behind it stay the same.
import 'server-only';
import { getShopSettings } from '@/lib/server/settings';
import { accountExistsMail, noAccountMail, otpCodeMail, sendMail } from '@/lib/server/mail';
import type { OtpPurpose } from '@/lib/shared/schemas/auth-schema';
import { codeDeliveryFailed, mailFailed } from './auth-error';
import type { OtpTarget } from './otp-identity';
import { OTP_POLICY } from './otp-policy';
import { sendPhoneCode } from './phone-code-sender';
import { accountExists, phoneAccountExists } from './users';

type DeliveryKind = 'code' | 'account-exists' | 'no-account';

export async function deliveryKindFor(target: OtpTarget, purpose: OtpPurpose): Promise<DeliveryKind> {
  // An alert's address needs no account, and a new contact is for the account asking: always a code.
  if (purpose === 'alert' || purpose === 'contact_change') return 'code';
  const exists = 'email' in target ? await accountExists(target.email) : await phoneAccountExists(target.phone);
  if (purpose === 'registration') return exists ? 'account-exists' : 'code';
  return exists ? 'code' : 'no-account';
}

/**
 * Sends the code or the notice. `onFailure` runs before the error is thrown: a code nobody received must not
 * stay usable.
 */
export async function deliver(
  kind: DeliveryKind,
  target: OtpTarget,
  purpose: OtpPurpose,
  code: string,
  onFailure: () => Promise<void>,
): Promise<void> {
  if (!('email' in target)) {
    if (kind !== 'code') return;
    if (await sendPhoneCode(target, code, OTP_POLICY.ttlMs / 60_000)) return;
    await onFailure();
    throw codeDeliveryFailed();
  }
  const settings = await getShopSettings();
  const content =
    kind === 'code'
      ? otpCodeMail(settings, code, purpose, OTP_POLICY.ttlMs / 60_000)
      : kind === 'account-exists'
        ? accountExistsMail(settings)
        : noAccountMail(settings);
  try {
    await sendMail({ to: target.email, ...content });
  } catch (error) {
    console.error(`[auth] could not send the ${purpose} mail`, error);
    await onFailure();
    throw mailFailed();
  }
}
