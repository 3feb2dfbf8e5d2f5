// Every limit of the one-time codes in one place.
import 'server-only';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@/lib/shared/constants';
import { processEnv } from '@/server-runtime/environment.cjs';

export const OTP_POLICY = {
  length: OTP_LENGTH,
  /** A code is good for 10 minutes after it was sent. */
  ttlMs: 10 * 60 * 1000,
  /** Five wrong codes end the OTP session: 5 guesses in a million per code sent. */
  maxAttempts: 5,
  /** Spec section 9: resend wait 60 s. */
  resendWaitMs: OTP_RESEND_SECONDS * 1000,
} as const;

const DEFAULT_SENDS_PER_CLIENT = 20;

/**
 * OTP_SENDS_PER_CLIENT_HOUR, when set to a positive whole number, replaces the per-client figure: for a shop
 * whose shoppers share one address, and for the browser tests, which are one client registering dozens of
 * shoppers within minutes.
 */
export function sendsPerClient(env: Record<string, string | undefined> = processEnv()): number {
  const value = Number(env.OTP_SENDS_PER_CLIENT_HOUR);
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_SENDS_PER_CLIENT;
}

/**
 * Codes sent per hour. Per address and requesting client (perEmail), so one machine cannot flood one inbox,
 * yet a stranger who uses up those sends has not used up the ones the shopper's own machine may ask for;
 * per client address, so one machine cannot spray many inboxes. The client limit is looser: several
 * shoppers may share one address (an office, a mobile carrier). Per address across all clients
 * (perAddress), so many machines together cannot flood one inbox either (10 clients sent 50 mails
 * in 1.3 s): twice one client's share, so the shopper's own machine still has room after one stranger's
 * sends; strangers on many machines can hold the address's codes back for up to an hour, which we accept
 * over an inbox buried in mail (the shop's mail server would be the next victim).
 */
export const SEND_LIMITS = {
  windowMs: 60 * 60 * 1000,
  perEmail: 5,
  perClientIp: sendsPerClient(),
  perAddress: 10,
} as const;

/**
 * Codes mailed after the right password (send-limits.ts), counted apart from SEND_LIMITS so strangers asking
 * for open codes never use them up. Per account and client network: the holder signing in again and again
 * from their own machine (a resend included). Per account across clients: someone else who knows the password
 * cannot flood the inbox from many machines; a client that has signed in to the account before is not held
 * by it. The newest knownClientsChecked sessions of the account say which clients those are.
 */
export const SIGN_IN_SEND_LIMITS = {
  perAccountClient: 5,
  perAccount: 20,
  knownClientsChecked: 200,
} as const;
