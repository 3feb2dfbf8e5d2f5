// The error codes of the accounts calls: sign-up, login, one-time codes, the profile.
/** The error codes of the accounts calls (spec section 8). */
export const AUTH_ERROR_CODES = {
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidOtp: 'INVALID_OTP',
  otpExpired: 'OTP_EXPIRED',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  rateLimited: 'RATE_LIMITED',
  noSessionToken: 'NO_SESSION_TOKEN',
  mailFailed: 'MAIL_DELIVERY_FAILED',
  /** The SMS or WhatsApp provider refused the code. */
  messageFailed: 'MESSAGE_DELIVERY_FAILED',
  /** The number is verified on another account: said only to whoever proved they hold it. */
  phoneTaken: 'PHONE_TAKEN',
  /** The address belongs to another account. */
  emailTaken: 'EMAIL_TAKEN',
  /** Client-side only: what a 404 on send, verify or resend means (spec section 8). */
  sendUnavailable: 'OTP_SERVICE_UNAVAILABLE',
  verifyUnavailable: 'OTP_VERIFY_SERVICE_UNAVAILABLE',
  resendUnavailable: 'OTP_RESEND_SERVICE_UNAVAILABLE',
} as const;
