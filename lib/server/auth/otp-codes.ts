// One-time codes: drawn from the CSPRNG, kept only as an HMAC under the server secret. The HMAC covers
// the OTP session, the purpose and the address, so a code only ever proves that one thing.
import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpPurpose } from '@/lib/shared/schemas/auth-schema';
import { OTP_POLICY } from './otp-policy';
import { serverSecret } from './server-secret';

/** `email` is the identity's key (otp-identity.ts): the address, or the '+91' mobile number. */
export type OtpBinding = { tokenHash: string; email: string; purpose: OtpPurpose };

export function newOtpCode(): string {
  return randomInt(0, 10 ** OTP_POLICY.length)
    .toString()
    .padStart(OTP_POLICY.length, '0');
}

export function otpCodeHmac(code: string, binding: OtpBinding): string {
  return createHmac('sha256', serverSecret())
    .update(['otp-v1', binding.tokenHash, binding.purpose, binding.email, code].join('\n'))
    .digest('hex');
}

export function otpCodeMatches(code: string, binding: OtpBinding, storedHmac: string): boolean {
  const expected = Buffer.from(storedHmac, 'hex');
  const actual = Buffer.from(otpCodeHmac(code, binding), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
