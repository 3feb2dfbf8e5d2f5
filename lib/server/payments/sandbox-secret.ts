// The sandbox signs payments like Razorpay does, with a secret only this server knows: SANDBOX_KEY_SECRET, or
// a random secret kept in the data directory (created once, readable by the owner only). Several instances
// sharing a PostgreSQL database must share SANDBOX_KEY_SECRET, as they would share Razorpay's key secret.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { databaseTarget, dataDir } from '@/lib/server/db/config';
import { hmacSha256Hex } from './signatures';

let cached: string | undefined;

function secretFile(): string {
  const file = path.join(/*turbopackIgnore: true*/ dataDir(), 'sandbox-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      // 'wx': if another process creates it first, read theirs instead of overwriting it.
      fs.writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return fs.readFileSync(file, 'utf8').trim();
  }
}

export function sandboxKeySecret(): string {
  const fromEnv = process.env.SANDBOX_KEY_SECRET?.trim();
  if (fromEnv) return fromEnv;
  if (cached) return cached;
  // An in-memory database lives only as long as this process, and so may its secret.
  cached = databaseTarget().kind === 'memory' ? randomBytes(32).toString('hex') : secretFile();
  return cached;
}

/** The sandbox's webhook secret is its own, as Razorpay's webhook secret is separate from the key secret. */
export function sandboxWebhookSecret(): string {
  return process.env.SANDBOX_WEBHOOK_SECRET?.trim() || hmacSha256Hex(sandboxKeySecret(), 'sandbox-webhook-secret');
}
