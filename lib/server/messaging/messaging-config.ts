// The one place that decides where SMS and WhatsApp messages go: the real provider when its keys are set
// (MSG91 for SMS, Meta's WhatsApp Cloud API), otherwise the offline sandbox, which keeps each message in
// outbound_messages for the outbox. Like the payment and courier sandboxes, a sandbox does not run on a shop
// whose SITE_URL is a public address unless the owner opts in (SMS_SANDBOX=1, WHATSAPP_SANDBOX=1): there a
// buyer would wait for a code that never comes. Half a configuration is 'off' with the reason, never a
// silent fall back to the sandbox.
import 'server-only';
import { databaseTarget } from '@/lib/server/db';
import { isLoopbackHost } from '@/lib/server/payments/providers';
import { dataDirSecret, newSecret } from '@/lib/server/secrets';
import { configuredSiteUrl } from '@/lib/server/seo';
import { SANDBOX_SMS_SENDER_ID } from './templates';
import { processEnv } from '@/server-runtime/environment.cjs';

type Env = Record<string, string | undefined>;

export const MSG91_DEFAULT_API_BASE = 'https://control.msg91.com';
export const META_DEFAULT_API_BASE = 'https://graph.facebook.com/v21.0';

export type SmsConfig =
  | { mode: 'msg91'; authKey: string; senderId: string; apiBase: string; templateIds: Record<string, string> }
  | { mode: 'sandbox'; senderId: string }
  | { mode: 'off'; reason: string };

export type WhatsAppConfig =
  | { mode: 'meta'; token: string; phoneNumberId: string; apiBase: string }
  | { mode: 'sandbox' }
  | { mode: 'off'; reason: string };

const read = (env: Env, name: string) => env[name]?.trim() ?? '';

function sandboxAllowed(env: Env, optIn: string): boolean {
  if (read(env, optIn) === '1') return true;
  const site = configuredSiteUrl(env as NodeJS.ProcessEnv);
  return site === null || isLoopbackHost(site.hostname);
}

export function smsConfig(env: Env = processEnv()): SmsConfig {
  const authKey = read(env, 'SMS_PROVIDER_KEY');
  const senderId = read(env, 'SMS_SENDER_ID');
  if (!authKey) {
    if (!sandboxAllowed(env, 'SMS_SANDBOX'))
      return { mode: 'off', reason: 'SMS is not set up (no SMS_PROVIDER_KEY on a public SITE_URL)' };
    return { mode: 'sandbox', senderId: senderId || SANDBOX_SMS_SENDER_ID };
  }
  if (!senderId) return { mode: 'off', reason: 'SMS_SENDER_ID (the DLT header) must be set with SMS_PROVIDER_KEY' };
  return {
    mode: 'msg91',
    authKey,
    senderId,
    apiBase: read(env, 'SMS_API_BASE').replace(/\/+$/, '') || MSG91_DEFAULT_API_BASE,
    templateIds: { SMS_LOGIN_TEMPLATE_ID: read(env, 'SMS_LOGIN_TEMPLATE_ID') },
  };
}

let warnedNoSecret = false;

export function whatsAppConfig(env: Env = processEnv()): WhatsAppConfig {
  const token = read(env, 'WHATSAPP_TOKEN');
  const phoneNumberId = read(env, 'WHATSAPP_PHONE_NUMBER_ID');
  if (Boolean(token) !== Boolean(phoneNumberId))
    return { mode: 'off', reason: 'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together' };
  if (token) {
    if (!read(env, 'WHATSAPP_APP_SECRET') && !warnedNoSecret) {
      warnedNoSecret = true;
      console.warn('[whatsapp] WHATSAPP_APP_SECRET is not set: every webhook (replies, statuses) will be refused');
    }
    const apiBase = read(env, 'WHATSAPP_API_BASE').replace(/\/+$/, '') || META_DEFAULT_API_BASE;
    return { mode: 'meta', token, phoneNumberId, apiBase };
  }
  if (!sandboxAllowed(env, 'WHATSAPP_SANDBOX'))
    return { mode: 'off', reason: 'WhatsApp is not set up (no WHATSAPP_TOKEN on a public SITE_URL)' };
  return { mode: 'sandbox' };
}

export function isWhatsAppSandboxOpen(env: Env = processEnv()): boolean {
  return whatsAppConfig(env).mode === 'sandbox';
}

let sandboxSecret: string | undefined;

/**
 * The secret the webhook's X-Hub-Signature-256 is checked with: WHATSAPP_APP_SECRET when set. Without it the
 * sandbox signs its replies with a random secret made once per data directory (DATA_DIR/whatsapp-sandbox-secret,
 * in memory for an in-memory database), which nobody outside this server knows; with real keys and no app
 * secret there is none, and every webhook is refused.
 */
export function whatsAppAppSecret(env: Env = processEnv()): string {
  const configured = read(env, 'WHATSAPP_APP_SECRET');
  if (configured) return configured;
  if (whatsAppConfig(env).mode !== 'sandbox') return '';
  sandboxSecret ??=
    databaseTarget(env as NodeJS.ProcessEnv).kind === 'memory' ? newSecret() : dataDirSecret('whatsapp-sandbox-secret');
  return sandboxSecret;
}

/** The verify token of Meta's subscription check; unset, no check passes. */
export function whatsAppVerifyToken(env: Env = processEnv()): string {
  return read(env, 'WHATSAPP_VERIFY_TOKEN');
}
