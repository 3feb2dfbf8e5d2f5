// The accounts calls as the pages make them. A 404 on a code call means the code service is not there
// (spec section 8): it becomes OTP_SERVICE_UNAVAILABLE, OTP_VERIFY_SERVICE_UNAVAILABLE or
// OTP_RESEND_SERVICE_UNAVAILABLE with a message a shopper can read.
import 'client-only';
import { apiFetch, ApiRequestError } from '@/lib/client/api';
import type { SessionUser } from '@/lib/shared/schemas/client-state-schema';
import {
  AUTH_ERROR_CODES,
  type LoginAnswer,
  type LoginBody,
  type OtpChallenge,
  type OtpPurpose,
  type UpdateProfileBody,
  type VerifyAnswer,
} from '@/lib/shared/schemas/auth-schema';
import {
  LOGIN_MESSAGES,
  OTP_DIALOG_MESSAGES,
  OTP_SERVER_MESSAGES,
  PROFILE_MESSAGES,
  REGISTER_MESSAGES,
} from '@/lib/shared/messages/auth';

type Unavailable = { code: string; message: string };
export const SEND_UNAVAILABLE: Unavailable = {
  code: AUTH_ERROR_CODES.sendUnavailable,
  message: OTP_SERVER_MESSAGES.sendUnavailable,
};
export const VERIFY_UNAVAILABLE: Unavailable = {
  code: AUTH_ERROR_CODES.verifyUnavailable,
  message: OTP_SERVER_MESSAGES.verifyUnavailable,
};
const RESEND_UNAVAILABLE: Unavailable = {
  code: AUTH_ERROR_CODES.resendUnavailable,
  message: OTP_SERVER_MESSAGES.resendUnavailable,
};

export async function otpCall<T>(
  path: string,
  body: unknown,
  unavailable: Unavailable,
  fallbackError: string,
): Promise<T> {
  try {
    return await apiFetch<T>(path, { method: 'POST', body, fallbackError });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      throw new ApiRequestError(unavailable.message, 404, unavailable.code, {}, error.body);
    }
    throw error;
  }
}

/** Spec section 5: a verify answer without user or token is not a login. The token itself is not kept. */
export function signedInUser(answer: VerifyAnswer | null): SessionUser {
  if (!answer?.user || !answer.token) throw new ApiRequestError(OTP_DIALOG_MESSAGES.invalidResponse, 200, undefined);
  return answer.user;
}

export function requestLoginCode(body: LoginBody): Promise<LoginAnswer> {
  return otpCall('/auth/login', body, SEND_UNAVAILABLE, LOGIN_MESSAGES.failed);
}

export function sendOtp(email: string, purpose: OtpPurpose): Promise<OtpChallenge> {
  return otpCall(
    '/auth/send_otp',
    { email, purpose },
    SEND_UNAVAILABLE,
    purpose === 'login' ? LOGIN_MESSAGES.sendFailed : REGISTER_MESSAGES.failed,
  );
}

export function resendOtp(sessionToken: string): Promise<OtpChallenge> {
  return otpCall('/auth/resend_otp', { session_token: sessionToken }, RESEND_UNAVAILABLE, LOGIN_MESSAGES.resendFailed);
}

export async function verifyLoginCode(input: {
  sessionToken: string;
  code: string;
  email: string;
  password: string;
}): Promise<SessionUser> {
  const body = {
    session_token: input.sessionToken,
    otp_code: input.code,
    email: input.email,
    password: input.password,
  };
  return signedInUser(
    await otpCall<VerifyAnswer>('/auth/verify_otp', body, VERIFY_UNAVAILABLE, LOGIN_MESSAGES.verifyFailed),
  );
}

export type PendingRegistration = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  marketing_mail?: boolean;
  adult?: true;
};

export async function verifyRegistrationCode(input: {
  sessionToken: string;
  code: string;
  user: PendingRegistration;
}): Promise<SessionUser> {
  const body = { session_token: input.sessionToken, otp_code: input.code, user: input.user };
  return signedInUser(
    await otpCall<VerifyAnswer>('/auth/verify_otp', body, VERIFY_UNAVAILABLE, REGISTER_MESSAGES.verifyFailed),
  );
}

export async function updateProfile(changes: UpdateProfileBody): Promise<SessionUser> {
  const answer = await apiFetch<{ user: SessionUser }>('/auth/me', {
    method: 'PATCH',
    body: changes,
    fallbackError: PROFILE_MESSAGES.updateFailed,
  });
  return answer.user;
}

type ConsentView = { agreed: boolean; agreed_at: string | null };

/** Gives or withdraws a consent on the profile (a ledger row); answers the consent as now recorded. */
export async function setProfileConsent(
  purpose: 'marketing_mail' | 'cart_reminders',
  agreed: boolean,
): Promise<ConsentView> {
  const answer = await apiFetch<Record<typeof purpose, ConsentView>>('/auth/me', {
    method: 'PATCH',
    body: { [purpose]: agreed },
    fallbackError: PROFILE_MESSAGES.updateFailed,
  });
  return answer[purpose];
}

export type WhatsAppConsentPurpose = 'whatsapp_updates' | 'whatsapp_marketing';

/** Gives or withdraws one WhatsApp consent; answers it as now recorded. */
export async function setWhatsAppConsent(
  purpose: WhatsAppConsentPurpose,
  agreed: boolean,
): Promise<{ agreed: boolean; agreed_at: string | null }> {
  const answer = await apiFetch<Record<WhatsAppConsentPurpose, { agreed: boolean; agreed_at: string | null }>>(
    '/auth/me',
    { method: 'PATCH', body: { [purpose]: agreed }, fallbackError: PROFILE_MESSAGES.updateFailed },
  );
  return answer[purpose];
}

/** Seconds to wait that a 429 answer names, if it names any. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiRequestError) || error.status !== 429) return null;
  const body = error.body as { retry_after?: unknown } | null;
  return typeof body?.retry_after === 'number' && body.retry_after > 0 ? body.retry_after : null;
}
