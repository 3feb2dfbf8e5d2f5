// The body of a one-time-code step: one without a session_token has no OTP session to speak of
// (NO_SESSION_TOKEN, not a field error), so it is refused before any schema is tried.
import type { z } from 'zod';
import { noOtpSession } from '@/lib/server/auth/auth-error';
import { hasSessionToken } from '@/lib/shared/schemas/auth-schema';

export function otpStepBody<const S extends readonly [z.ZodType, ...z.ZodType[]]>(
  oneOf: S,
  choose: (raw: unknown) => S[number] = () => oneOf[0],
) {
  return {
    oneOf,
    choose: (raw: unknown) => {
      if (!hasSessionToken(raw)) throw noOtpSession();
      return choose(raw);
    },
  };
}
