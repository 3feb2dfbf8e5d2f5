// The mobile-number calls as the pages make them: sign-in and registration by a code sent by SMS
// or WhatsApp, and a signed-in shopper adding or changing their number or email address.
import 'client-only';
import { apiFetch } from '@/lib/client/api';
import type { SessionUser } from '@/lib/shared/schemas/client-state-schema';
import type { OtpChallenge, VerifyAnswer } from '@/lib/shared/schemas/auth-schema';
import type { PhoneCodeChannel } from '@/lib/shared/schemas/phone-auth-schema';
import { LOGIN_MESSAGES, REGISTER_MESSAGES } from '@/lib/shared/messages/auth';
import { PHONE_UI_TEXT } from '@/lib/shared/messages/phone-auth';
import { otpCall, SEND_UNAVAILABLE, signedInUser, VERIFY_UNAVAILABLE } from './auth-api';

export function sendPhoneOtp(
  phone: string,
  channel: PhoneCodeChannel,
  purpose: 'login' | 'registration',
): Promise<OtpChallenge> {
  const fallback = purpose === 'login' ? LOGIN_MESSAGES.sendFailed : REGISTER_MESSAGES.failed;
  return otpCall('/auth/send_otp', { phone, channel, purpose }, SEND_UNAVAILABLE, fallback);
}

export type PendingPhoneRegistration = { first_name: string; last_name: string; phone: string };

/** Login (no `user`) or registration (`user`) with the code sent to the number. */
export async function verifyPhoneCode(input: {
  sessionToken: string;
  code: string;
  phone: string;
  user?: PendingPhoneRegistration;
}): Promise<SessionUser> {
  const base = { session_token: input.sessionToken, otp_code: input.code };
  const body = input.user ? { ...base, user: input.user } : { ...base, phone: input.phone };
  const fallback = input.user ? REGISTER_MESSAGES.verifyFailed : LOGIN_MESSAGES.verifyFailed;
  return signedInUser(await otpCall<VerifyAnswer>('/auth/verify_otp', body, VERIFY_UNAVAILABLE, fallback));
}

type ContactChange = { phone: string; channel: PhoneCodeChannel } | { email: string };
const contactPath = (change: { phone: string } | { email: string }) =>
  'phone' in change ? '/auth/me/phone' : '/auth/me/email';

export function startContactChange(change: ContactChange): Promise<OtpChallenge> {
  return apiFetch<OtpChallenge>(contactPath(change), {
    method: 'POST',
    body: change,
    fallbackError: PHONE_UI_TEXT.failed,
  });
}

/** Answers the account as now saved. */
export async function verifyContactChange(
  change: { phone: string } | { email: string },
  sessionToken: string,
  code: string,
): Promise<SessionUser> {
  const answer = await apiFetch<{ user: SessionUser }>(contactPath(change), {
    method: 'PUT',
    body: { ...change, session_token: sessionToken, otp_code: code },
    fallbackError: PHONE_UI_TEXT.failed,
  });
  return answer.user;
}
