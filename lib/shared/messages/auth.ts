// Accounts (spec sections 5 and 8): the login, registration and profile screens, the code dialog, and the
// server's answers to the account and code calls. The email field's texts are in input.ts.

export const AUTH_GUARD_MESSAGES = {
  loginToContinue: 'Please login to continue',
} as const;

export const AUTH_VALIDATION_MESSAGES = {
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  fullNameRequired: 'Full name is required',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 100 characters',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  firstNameRequired: 'First name is required',
  otpInvalid: 'Please enter a valid 6-digit OTP',
  avatarInvalid: 'Avatar must be an http(s) address or a /media/ path',
} as const;

export const LOGIN_MESSAGES = {
  failed: 'Login failed',
  verifyFailed: 'OTP verification failed',
  success: 'Login successful!',
  resendFailed: 'Failed to resend OTP',
  sendFailed: 'Failed to send OTP',
  sessionExpired: 'Login session expired. Please start over.',
  invalidCredentials: 'Invalid email or password',
  /** 429 after too many wrong passwords for an account from one client (or from one client in all). */
  tooManyFailures: 'Too many failed login attempts. Please try again later.',
} as const;

export const REGISTER_MESSAGES = {
  initiated: 'Registration initiated! Please check your email for verification code.',
  failed: 'Registration failed. Please try again.',
  sessionExpired: 'Registration session expired. Please start registration again.',
  verified: 'Email verified successfully!',
  skipped: 'You can complete verification later from your email.',
  verifyFailed: 'Registration verification failed',
} as const;

export const OTP_DIALOG_MESSAGES = {
  /** A wrong code, as the server answers it and the login and registration screens show it. */
  invalidOtp: 'Invalid OTP. Please try again.',
  verifyFailed: 'Verification failed. Please try again.',
  resendFailed: 'Failed to resend OTP. Please try again.',
  invalidResponse: 'Invalid response from server',
} as const;

/** Server answers of the code calls (spec section 8 names NO_SESSION_TOKEN's text; the rest are ours). */
export const OTP_SERVER_MESSAGES = {
  sent: 'OTP sent to your email. Please verify to continue.',
  /** The same answer for a number with or without an account. */
  sentToPhone: 'OTP sent to your mobile number. Please verify to continue.',
  resent: 'OTP resent successfully!',
  noSession: 'No active OTP session. Please request a new code.',
  expired: 'This code has expired. Please request a new one.',
  tooManyAttempts: 'Too many wrong codes. Please request a new code.',
  rateLimited: 'Too many codes requested. Please try again later.',
  resendTooSoon: 'Please wait before requesting another code.',
  mailFailed: 'We could not send the email. Please try again.',
  /** The client's reading of a 404 on each code call (spec section 8). */
  sendUnavailable: 'OTP service is not available. Please try again later.',
  verifyUnavailable: 'OTP verification service is not available. Please try again later.',
  resendUnavailable: 'OTP resend service is not available. Please try again later.',
} as const;

export const PROFILE_MESSAGES = {
  updated: 'Profile updated',
  updateFailed: 'Failed to update profile',
  loggedOut: 'You have been logged out',
} as const;
