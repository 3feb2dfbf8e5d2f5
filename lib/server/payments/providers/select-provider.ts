// The one place that decides which payment provider runs: Razorpay when its keys are configured, otherwise
// the offline sandbox. Half a Razorpay configuration is an error, never a silent fall back to the sandbox.
import 'server-only';
import type { PaymentProvider } from './provider';
import { RAZORPAY_DEFAULT_API_BASE, razorpayProvider } from './razorpay-provider';
import { sandboxProvider } from './sandbox-provider';
import { processEnv } from '@/server-runtime/environment.cjs';

let cache: { key: string; provider: PaymentProvider } | undefined;

type Env = Record<string, string | undefined>;

export function paymentProvider(env: Env = processEnv()): PaymentProvider {
  const keyId = env.RAZORPAY_KEY_ID?.trim() ?? '';
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim() ?? '';
  const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET?.trim() ?? '';
  const apiBase = env.RAZORPAY_API_BASE?.trim() || RAZORPAY_DEFAULT_API_BASE;
  const key = [keyId, keySecret, webhookSecret, apiBase].join('\n');
  if (cache?.key === key) return cache.provider;

  if (Boolean(keyId) !== Boolean(keySecret)) {
    throw new Error(
      'RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together (or both left unset for the sandbox)',
    );
  }
  const provider = keyId ? razorpayProvider({ keyId, keySecret, webhookSecret, apiBase }) : sandboxProvider();
  if (provider.name === 'razorpay' && !webhookSecret) {
    console.warn('[payments] RAZORPAY_WEBHOOK_SECRET is not set: every webhook will be refused');
  }
  cache = { key, provider };
  return provider;
}

export function isSandboxActive(env: Env = processEnv()): boolean {
  return paymentProvider(env).name === 'sandbox';
}
