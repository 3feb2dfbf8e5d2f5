// The one place that decides which shipping provider runs: the aggregator's API when its keys are set (an
// email and password, or a token), otherwise the offline sandbox. Half a login is an error, never a silent
// fall back to the sandbox. Like the payment sandbox, the shipping sandbox is off on a shop whose SITE_URL is
// a public address unless SHIPPING_SANDBOX=1: there it would hand out AWBs no courier will ever collect.
import 'server-only';
import { DomainError } from '@/lib/server/errors';
import { isLoopbackHost } from '@/lib/server/payments/providers';
import { configuredSiteUrl } from '@/lib/server/seo';
import { SHIPPING_MESSAGES as M } from '@/lib/shared/messages/shipping';
import { SHIPPING_ERROR_CODES } from '@/lib/shared/shipping-contract';
import { httpShippingProvider, SHIPROCKET_DEFAULT_API_BASE } from './http-provider';
import type { ShippingProvider } from './shipping-provider';
import { sandboxShippingProvider } from './courier-sandbox';
import { processEnv } from '@/server-runtime/environment.cjs';

type Env = Record<string, string | undefined>;
let cache: { key: string; provider: ShippingProvider } | undefined;

export function shippingProvider(env: Env = processEnv()): ShippingProvider {
  const email = env.SHIPPING_API_EMAIL?.trim() ?? '';
  const password = env.SHIPPING_API_PASSWORD?.trim() ?? '';
  const token = env.SHIPPING_API_TOKEN?.trim() ?? '';
  const webhookSecret = env.SHIPPING_WEBHOOK_SECRET?.trim() ?? '';
  const apiBase = env.SHIPPING_API_BASE?.trim() || SHIPROCKET_DEFAULT_API_BASE;
  const pickupLocation = env.SHIPPING_PICKUP_LOCATION?.trim() || 'Primary';
  const key = [email, password, token, webhookSecret, apiBase, pickupLocation].join('\n');
  if (cache?.key === key) return cache.provider;
  if (Boolean(email) !== Boolean(password))
    throw new Error('SHIPPING_API_EMAIL and SHIPPING_API_PASSWORD must be set together (or both left unset)');
  const provider =
    email || token
      ? httpShippingProvider({ apiBase, email, password, token, webhookSecret, pickupLocation })
      : sandboxShippingProvider();
  if (provider.name !== 'sandbox' && !webhookSecret)
    console.warn('[shipping] SHIPPING_WEBHOOK_SECRET is not set: every courier webhook will be refused');
  cache = { key, provider };
  return provider;
}

/** The sandbox may not run on a public shop the owner has not opted in. */
export function shippingSandboxClosed(env: Env = processEnv()): boolean {
  if (shippingProvider(env).name !== 'sandbox') return false;
  if (env.SHIPPING_SANDBOX?.trim() === '1') return false;
  const site = configuredSiteUrl(env as NodeJS.ProcessEnv);
  return site !== null && !isLoopbackHost(site.hostname);
}

/** The provider, or 503 SHIPPING_SANDBOX_OFF when only a closed sandbox is there. */
export function openShippingProvider(env: Env = processEnv()): ShippingProvider {
  if (shippingSandboxClosed(env)) throw new DomainError(SHIPPING_ERROR_CODES.sandboxOff, M.sandboxOff);
  return shippingProvider(env);
}
