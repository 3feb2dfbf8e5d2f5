// Whether checkout takes payments at all. Without Razorpay keys the offline sandbox stands in, which is what
// the demo on localhost wants; on a shop whose SITE_URL is a public address it let anyone "pay" with a test
// card and get a confirmation, a tax invoice and revenue on the dashboard. There the sandbox runs
// only when the owner says so with PAYMENTS_SANDBOX=1; otherwise checkout is closed with a clear message.
import 'server-only';
import { DomainError } from '@/lib/server/errors';
import { configuredSiteUrl } from '@/lib/server/seo';
import { CHECKOUT_MESSAGES } from '@/lib/shared/messages/checkout';
import { ORDER_ERROR_CODES } from '@/lib/shared/schemas/checkout-schema';
import { paymentProvider } from './select-provider';
import { processEnv } from '@/server-runtime/environment.cjs';

type Env = Record<string, string | undefined>;

/** localhost, *.localhost, 127.0.0.0/8 and ::1: names only this machine answers to. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1' || host === '0:0:0:0:0:0:0:1') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** True when checkout must refuse: the sandbox would take "payments" on a public shop the owner has not opted in. */
export function paymentsClosed(env: Env = processEnv()): boolean {
  if (paymentProvider(env).name !== 'sandbox') return false;
  if (env.PAYMENTS_SANDBOX?.trim() === '1') return false;
  const site = configuredSiteUrl(env as NodeJS.ProcessEnv);
  return site !== null && !isLoopbackHost(site.hostname);
}

/** Refuses with 503 PAYMENTS_NOT_SET_UP while checkout is closed; call before anything is written. */
export function assertPaymentsOpen(env: Env = processEnv()): void {
  if (paymentsClosed(env))
    throw new DomainError(ORDER_ERROR_CODES.paymentsNotSetUp, CHECKOUT_MESSAGES.paymentsNotSetUp);
}
