// The key of the one-time-code HMACs. AUTH_SECRET when set (required for several instances sharing a
// database: each must check the codes the others sent). Otherwise a random key made once and kept in
// $DATA_DIR/secret, readable by the owner only, so codes sent before a restart still verify after it.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { databaseTarget } from '@/lib/server/db';
import { dataDirSecret } from '@/lib/server/secrets';
import { processEnv } from '@/server-runtime/environment.cjs';

export const MIN_SECRET_LENGTH = 32;
const SECRET_FILE = 'secret';

let cached: Buffer | undefined;

export type SecretSource = 'env' | 'file' | 'memory';

export function secretSource(env: NodeJS.ProcessEnv = processEnv()): SecretSource {
  if (env.AUTH_SECRET?.trim()) return 'env';
  return databaseTarget(env).kind === 'memory' ? 'memory' : 'file';
}

export function serverSecret(): Buffer {
  if (cached) return cached;
  const source = secretSource();
  if (source === 'env') {
    const value = processEnv().AUTH_SECRET!.trim();
    if (value.length < MIN_SECRET_LENGTH)
      throw new Error(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    cached = Buffer.from(value, 'utf8');
  } else if (source === 'memory') {
    // Nothing outlives this process (in-memory database), so neither need the key.
    cached = randomBytes(32);
  } else {
    cached = Buffer.from(dataDirSecret(SECRET_FILE, MIN_SECRET_LENGTH), 'utf8');
  }
  return cached;
}

/** Said at start: instances sharing a PostgreSQL database must share the key, or one rejects another's codes. */
export function secretStartupWarning(env: NodeJS.ProcessEnv = processEnv()): string | null {
  if (databaseTarget(env).kind !== 'postgres' || secretSource(env) === 'env') return null;
  return (
    'AUTH_SECRET is not set: this instance keeps its own code secret in DATA_DIR/secret. With several instances ' +
    `sharing the database, set the same AUTH_SECRET (${MIN_SECRET_LENGTH}+ characters) on each, or codes sent by one fail on another.`
  );
}

/** Tests only: forget the cached key so the next call reads the environment again. */
export function resetServerSecretForTests(): void {
  cached = undefined;
}
