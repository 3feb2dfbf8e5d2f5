// The expected failures of the accounts calls; lib/server/http/error-status.ts gives each code its status.
import 'server-only';
import { DomainError, type ErrorDetails } from '@/lib/server/errors';
import { AUTH_ERROR_CODES as C } from '@/lib/shared/schemas/auth-schema';
import { ADMIN_ERROR_CODES } from '@/lib/shared/schemas/admin-schema';
import { ADMIN_MESSAGES } from '@/lib/shared/messages/admin-common';
import { LOGIN_MESSAGES, OTP_DIALOG_MESSAGES, OTP_SERVER_MESSAGES } from '@/lib/shared/messages/auth';
import { PHONE_AUTH_SERVER_MESSAGES } from '@/lib/shared/messages/phone-auth';

export const invalidCredentials = () => new DomainError(C.invalidCredentials, LOGIN_MESSAGES.invalidCredentials);
export const invalidOtp = (details: ErrorDetails = {}) =>
  new DomainError(C.invalidOtp, OTP_DIALOG_MESSAGES.invalidOtp, details);
export const otpExpired = () => new DomainError(C.otpExpired, OTP_SERVER_MESSAGES.expired);
export const tooManyAttempts = () => new DomainError(C.tooManyAttempts, OTP_SERVER_MESSAGES.tooManyAttempts);
export const noOtpSession = () => new DomainError(C.noSessionToken, OTP_SERVER_MESSAGES.noSession);
export const mailFailed = () => new DomainError(C.mailFailed, OTP_SERVER_MESSAGES.mailFailed);
export const codeDeliveryFailed = () => new DomainError(C.messageFailed, PHONE_AUTH_SERVER_MESSAGES.messageFailed);
export const phoneTaken = () => new DomainError(C.phoneTaken, PHONE_AUTH_SERVER_MESSAGES.phoneTaken);
export const emailTaken = () => new DomainError(C.emailTaken, PHONE_AUTH_SERVER_MESSAGES.emailTaken);

/** Refused for now, with the moment the caller may try again, both as a timestamp and in seconds. */
export function rateLimited(message: string, retryAt: Date): DomainError {
  const retryAfter = Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 1000));
  return new DomainError(C.rateLimited, message, { can_resend_at: retryAt.toISOString(), retry_after: retryAfter });
}

export const accountDisabled = () => new DomainError(ADMIN_ERROR_CODES.accountDisabled, ADMIN_MESSAGES.accountDisabled);
