// The sandbox signs payments like Razorpay does, with a secret only this server knows: SANDBOX_KEY_SECRET, or
// a random secret kept in the data directory (created once, readable by the owner only). Several instances
// sharing a PostgreSQL database must share SANDBOX_KEY_SECRET, as they would share Razorpay's key secret.
import 'server-only';
import { databaseTarget } from '@/lib/server/db';
import { dataDirSecret, newSecret } from '@/lib/server/secrets';
import { hmacSha256Hex } from './signatures';
import { processEnv } from '@/server-runtime/environment.cjs';

let cached: string | undefined;

export function sandboxKeySecret(): string {
  const fromEnv = processEnv().SANDBOX_KEY_SECRET?.trim();
  if (fromEnv) return fromEnv;
  if (cached) return cached;
  // An in-memory database lives only as long as this process, and so may its secret.
  cached = databaseTarget().kind === 'memory' ? newSecret() : dataDirSecret('sandbox-secret');
  return cached;
}

/** The sandbox's webhook secret is its own, as Razorpay's webhook secret is separate from the key secret. */
export function sandboxWebhookSecret(): string {
  return processEnv().SANDBOX_WEBHOOK_SECRET?.trim() || hmacSha256Hex(sandboxKeySecret(), 'sandbox-webhook-secret');
}
