// Who a one-time code is for: an email address, or an Indian mobile number ('+91XXXXXXXXXX') reached by SMS
// or WhatsApp. One flow for both: the code rules, the budgets and the answers are the same; only
// the identity's column and the way the code travels differ.
import 'server-only';
import type { OtpChannel, OtpSessionRow } from '@/lib/server/db/schema';

export type PhoneChannel = Exclude<OtpChannel, 'email'>;
/** What a code proves: an address or a number. */
export type OtpIdentity = { email: string } | { phone: string };
/** An identity and how its code travels. */
export type OtpTarget = { email: string } | { phone: string; channel: PhoneChannel };

/**
 * The identity as one string: the address or the '+91' number. They never collide (an address has an '@'),
 * so send budgets and the code's HMAC key on it alone.
 */
export function identityKey(identity: OtpIdentity): string {
  return 'email' in identity ? identity.email : identity.phone;
}

/** The otp_sessions columns of a target (exactly one of email and phone: a CHECK in the table). */
export function identityColumns(target: OtpTarget) {
  return 'email' in target
    ? { email: target.email, phone: null, channel: 'email' as const }
    : { email: null, phone: target.phone, channel: target.channel };
}

/** The target an OTP session was opened for (a resend goes the same way). */
export function sessionTarget(row: OtpSessionRow): OtpTarget {
  if (row.channel !== 'email' && row.phone) return { phone: row.phone, channel: row.channel };
  return { email: row.email ?? '' };
}
