// The expected failures of the accounts calls. Each code has one HTTP status, part of the API contract.
import { ApiError } from '@/lib/server/http/api-error';
import { AUTH_ERROR_CODES as C } from '@/lib/shared/schemas/auth';
import { LOGIN_MESSAGES, OTP_DIALOG_MESSAGES, OTP_SERVER_MESSAGES } from '@/lib/shared/messages/auth';

type Extra = Record<string, unknown>;

export class AuthError extends ApiError {
  constructor(status: number, message: string, code: string, extra: Extra = {}) {
    super(status, message, code, extra);
    this.name = 'AuthError';
  }
}

export const invalidCredentials = () => new AuthError(401, LOGIN_MESSAGES.invalidCredentials, C.invalidCredentials);
export const invalidOtp = (extra: Extra = {}) => new AuthError(400, OTP_DIALOG_MESSAGES.invalidOtp, C.invalidOtp, extra);
export const otpExpired = () => new AuthError(400, OTP_SERVER_MESSAGES.expired, C.otpExpired);
export const tooManyAttempts = () => new AuthError(429, OTP_SERVER_MESSAGES.tooManyAttempts, C.tooManyAttempts);
export const noOtpSession = () => new AuthError(400, OTP_SERVER_MESSAGES.noSession, C.noSessionToken);
export const mailFailed = () => new AuthError(503, OTP_SERVER_MESSAGES.mailFailed, C.mailFailed);

/** 429 with the moment the caller may try again, both as a timestamp and in seconds. */
export function rateLimited(message: string, retryAt: Date): AuthError {
  const retryAfter = Math.max(1, Math.ceil((retryAt.getTime() - Date.now()) / 1000));
  return new AuthError(429, message, C.rateLimited, { can_resend_at: retryAt.toISOString(), retry_after: retryAfter });
}
